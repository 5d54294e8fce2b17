import { HttpResponse } from 'msw';
import {
  AdminMessages,
  CSV_CONTENT_TYPE,
  csvFilename,
  endpoints,
  OCCUPANCY_DEFAULT_DAYS,
  occupancyOfRoomType,
  paymentsCsv,
  reservationsCsv,
  vanToday,
} from '../../contract';
import { notFound } from '../errors';
import { mock } from '../http';
import { filterPayments, filterReservations } from './adminLists';

const csv = (body: string, kind: 'reservations' | 'payments', total: number) =>
  new HttpResponse(body, {
    status: 200,
    headers: {
      'Content-Type': CSV_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${csvFilename(kind, vanToday())}"`,
      'Cache-Control': 'no-store',
      'X-Total-Count': String(total),
    },
  });

/** Occupancy calendar and CSV exports (worker/routes/admin.ts). */
export const adminHandlers = [
  mock(endpoints.getOccupancy, ({ query, store }) => {
    const hotel = store.hotels.find((h) => h.id === query.hotelId);
    if (!hotel) throw notFound(AdminMessages.hotelNotFound);
    const from = query.from ?? vanToday();
    const days = query.days ?? OCCUPANCY_DEFAULT_DAYS;
    const rooms = store.roomTypes
      .filter((r) => r.hotelId === hotel.id)
      .sort((a, b) => a.pricePerNight - b.pricePerNight || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return {
      hotelId: hotel.id,
      hotelName: hotel.hotelName,
      from,
      days,
      roomTypes: rooms.map((room) => occupancyOfRoomType(room, store.reservations, from, days)),
    };
  }),

  mock(endpoints.exportReservationsCsv, ({ query, store }) => {
    const rows = filterReservations(store, query);
    return csv(reservationsCsv(rows), 'reservations', rows.length);
  }),

  mock(endpoints.exportPaymentsCsv, ({ query, store }) => {
    const rows = filterPayments(store, query);
    return csv(paymentsCsv(rows), 'payments', rows.length);
  }),
];
