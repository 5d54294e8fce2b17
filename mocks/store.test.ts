import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateReservationRequest, ReservationMessages } from '../contract';
import { MockApiError } from './errors';
import { hotelIds, hotels, paymentIds, reservationIds } from './fixtures';
import {
  attachReceipt,
  createPayment,
  createReservation,
  getStore,
  resetStore,
  roomsLeft,
  storeReceipt,
  toPayment,
  verifyPayment,
} from './store';

const booking = (overrides: Record<string, unknown> = {}) =>
  CreateReservationRequest.parse({
    hotelId: hotelIds.ipekyolu,
    roomType: 'double',
    reservationGuests: 2,
    checkIn: '2030-06-10',
    checkOut: '2030-06-13',
    fullName: 'Ali Veli',
    guestEmail: 'ali@example.com',
    guestPhone: '+90 555 000 00 00',
    totalAmount: 1, // client figures are ignored
    ...overrides,
  });

const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

describe('mock store', () => {
  beforeEach(() => {
    resetStore();
  });

  it('starts from the fixtures and resets to them', () => {
    const store = getStore();
    expect(store.hotels).toHaveLength(hotels.length);
    store.hotels.pop();
    expect(resetStore().hotels).toHaveLength(hotels.length);
    // Fixtures are copied, never changed by the store.
    expect(hotels).toHaveLength(resetStore().hotels.length);
  });

  it('creates a reservation that shows up in the next list, priced by the server', () => {
    const store = getStore();
    const created = createReservation(store, booking(), { today: '2030-01-01' });
    expect(created).toMatchObject({ status: 'PENDING', nights: 3, pricePerNight: 3400, totalAmount: 10200, guestName: 'Ali Veli' });
    expect(created.pnrCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(getStore().reservations.map((r) => r.id)).toContain(created.id);
  });

  it('refuses a check-in in the past and an unknown room type with the spec texts', () => {
    const store = getStore();
    expect(() => createReservation(store, booking({ checkIn: '2029-12-31' }), { today: '2030-01-01' })).toThrow(
      'Geçmiş bir tarih için rezervasyon yapamazsınız',
    );
    expect(() => createReservation(store, booking({ roomType: 'PENTHOUSE' }), { today: '2030-01-01' })).toThrow('Oda tipi bulunamadı');
  });

  it('refuses with 409 when the room type is full for overlapping dates', () => {
    const store = getStore();
    const single = booking({ hotelId: hotelIds.muradiye, roomType: 'SINGLE', reservationGuests: 1 });
    createReservation(store, single, { today: '2030-01-01' });
    const second = () => createReservation(store, single, { today: '2030-01-01' });
    expect(second).toThrow(MockApiError);
    expect(second).toThrow(expect.objectContaining({ status: 409 }));
    // A stay after the first one is free again.
    const later = booking({ hotelId: hotelIds.muradiye, roomType: 'SINGLE', reservationGuests: 1, checkIn: '2030-06-13', checkOut: '2030-06-14' });
    expect(createReservation(store, later, { today: '2030-01-01' }).status).toBe('PENDING');
  });

  it("uses Van's today: at 00:30 in Van (21:30 UTC the day before) today's check-in is accepted, yesterday's refused", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-22T21:30:00Z'));
      const store = getStore();
      expect(createReservation(store, booking({ checkIn: '2026-11-23', checkOut: '2026-11-24' })).status).toBe('PENDING');
      expect(() => createReservation(store, booking({ checkIn: '2026-11-22', checkOut: '2026-11-24' }))).toThrow(
        expect.objectContaining({ status: 400, message: ReservationMessages.pastCheckIn }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses more guests than capacity x rooms with 400 on reservationGuests, storing nothing', () => {
    const store = getStore();
    const before = store.reservations.length;
    const tooMany = () => createReservation(store, booking({ reservationGuests: 3, roomCount: 1 }), { today: '2030-01-01' });
    expect(tooMany).toThrow(expect.objectContaining({ status: 400, message: ReservationMessages.tooManyGuests }));
    expect(store.reservations).toHaveLength(before);
    expect(createReservation(store, booking({ reservationGuests: 3, roomCount: 2 }), { today: '2030-01-01' }).roomCount).toBe(2);
  });

  it('approve: payment PAID and verified, reservation CONFIRMED', () => {
    const store = getStore();
    const payment = verifyPayment(store, paymentIds.awaitingApproval, true);
    expect(payment).toMatchObject({ status: 'PAID', isReceiptVerified: true });
    expect(store.reservations.find((r) => r.id === reservationIds.pending)?.status).toBe('CONFIRMED');
    expect(toPayment(store, payment).reservation.pnrCode).toBe('VAN7K2QP');
  });

  it('reject: payment CANCELLED, receipt kept, reservation stays PENDING; a new receipt reopens it', () => {
    const store = getStore();
    const payment = verifyPayment(store, paymentIds.awaitingApproval, false);
    expect(payment).toMatchObject({ status: 'CANCELLED', isReceiptVerified: false, receipt: 'receipt-demo-1.pdf' });
    expect(store.reservations.find((r) => r.id === reservationIds.pending)?.status).toBe('PENDING');

    const file = storeReceipt(store, pdf, reservationIds.pending);
    expect(attachReceipt(store, payment.id, file.filename)).toMatchObject({ status: 'PENDING', receipt: file.filename });
  });

  it('the booking flow: reservation, payment, receipt, approval frees nothing and confirms', () => {
    const store = getStore();
    const reservation = createReservation(store, booking(), { today: '2030-01-01' });
    const payment = createPayment(store, reservation.id, null);
    expect(payment).toMatchObject({ status: 'PENDING', amount: 10200, currency: 'TRY', provider: 'BANK_TRANSFER', receipt: null });
    const file = storeReceipt(store, pdf, reservation.id);
    expect(file).toMatchObject({ contentType: 'application/pdf' });
    attachReceipt(store, payment.id, file.filename);
    verifyPayment(store, payment.id, true);
    expect(reservation.status).toBe('CONFIRMED');
    const room = store.roomTypes.find((r) => r.id === reservation.roomTypeId)!;
    expect(roomsLeft(store, room.id, reservation.checkIn, reservation.checkOut)).toBe(room.roomCount - 1);
  });

  it('checks receipts by their first bytes and size', () => {
    const store = getStore();
    expect(() => storeReceipt(store, new TextEncoder().encode('GIF89a...'), reservationIds.pending)).toThrow(
      expect.objectContaining({ status: 415 }),
    );
    expect(() => storeReceipt(store, new Uint8Array(5_242_881).fill(0x25), reservationIds.pending)).toThrow(
      expect.objectContaining({ status: 413 }),
    );
  });
});
