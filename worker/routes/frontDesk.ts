/**
 * The front desk (issue 32, ADR docs/decisions/0018-front-desk-and-guest-identity.md): the day's
 * board, check-in with the guests' identities, check-out, no-show and the KBS export. Admins
 * only; identity data leaves the Worker only in the KBS export.
 */
import { routes } from '../../contract/routes';
import {
  addDays,
  AdminMessages,
  CancellationMessages,
  CheckInRequest,
  checkInRefusal,
  checkOutRefusal,
  CSV_CONTENT_TYPE,
  FrontDeskMessages,
  FrontDeskQuery,
  IdParams,
  KBS_COLUMNS,
  ReservationMessages,
  kbsDate,
  splitFullName,
  toCsv,
  vanToday,
  type FrontDeskStay,
} from '../../contract';
import { findCancellationRecord } from '../db/cancellations';
import { nowIso } from '../db/common';
import { checkIn, checkOut, findDeskRecord, frontDeskBoard, kbsRows, recordGuestRooms, type DeskRecord } from '../db/frontDesk';
import { autoAssign } from '../db/roomAssignment';
import { getReservation } from '../db/reservations';
import { noShowReason } from '../email/cancellationMessages';
import { router } from '../http/app';
import { conflict, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { purgeGuestIdentities } from '../jobs/purgeGuestIdentities';
import { requireAdmin } from '../middleware/auth';
import { cancelAndAnswer } from './cancellations';

const REFUSALS = { ...FrontDeskMessages, alreadyCancelled: CancellationMessages.alreadyCancelled };

const deskStay = (record: DeskRecord): FrontDeskStay => ({
  status: record.status,
  stayStatus: record.stay_status,
  checkIn: record.check_in,
  checkOut: record.check_out,
});

async function deskRecord(db: D1Database, id: string): Promise<DeskRecord> {
  const record = await findDeskRecord(db, id);
  if (!record) throw notFound(ReservationMessages.pnrNotFound);
  return record;
}

async function hotelExists(db: D1Database, hotelId: string): Promise<void> {
  if (!(await db.prepare('SELECT 1 FROM hotels WHERE id = ?').bind(hotelId).first())) throw notFound(AdminMessages.hotelNotFound);
}

export const frontDesk = router()
  .get(routes.getFrontDesk.path, requireAdmin, validate('query', FrontDeskQuery), async (c) => {
    const query = c.req.valid('query');
    await hotelExists(c.env.DB, query.hotelId);
    const today = vanToday();
    const date = query.date ?? today;
    // The day's stays get their rooms first when they have none yet (seeded or older stays: worker/db/roomAssignment.ts).
    await autoAssign(c.env.DB, query.hotelId, { from: addDays(date, -1), to: addDays(date, 1) });
    return c.json(await frontDeskBoard(c.env.DB, query.hotelId, date, today));
  })

  // Check-in on or after the arrival day (Van), with each guest's identity; every refusal is a 409 with its reason.
  .post(routes.checkInReservation.path, requireAdmin, validate('param', IdParams), validate('json', CheckInRequest), async (c) => {
    const db = c.env.DB;
    const { id } = c.req.valid('param');
    const today = vanToday();
    const refusal = checkInRefusal(deskStay(await deskRecord(db, id)), today);
    if (refusal) throw conflict(REFUSALS[refusal]);
    if (!(await checkIn(db, id, c.req.valid('json').guests, today, nowIso()))) {
      const again = checkInRefusal(deskStay(await deskRecord(db, id)), today);
      throw conflict(again ? REFUSALS[again] : FrontDeskMessages.changed);
    }
    // The guest gets the key of a room: a stay without rooms yet (seeded, older) is given them now.
    const stay = (await getReservation(db, id))!;
    await autoAssign(db, stay.hotelId, { ids: [id] });
    await recordGuestRooms(db, id, today);
    return c.json(stay);
  })

  // Check-out of a guest in house; before the booked check-out day the nights left are for sale again.
  .post(routes.checkOutReservation.path, requireAdmin, validate('param', IdParams), async (c) => {
    const db = c.env.DB;
    const { id } = c.req.valid('param');
    const refusal = checkOutRefusal(deskStay(await deskRecord(db, id)));
    if (refusal) throw conflict(REFUSALS[refusal]);
    if (!(await checkOut(db, id, vanToday(), nowIso()))) throw conflict(FrontDeskMessages.notInHouse);
    return c.json((await getReservation(db, id))!);
  })

  // A no-show: the hotel's policy as for a late cancellation, the nights freed, the guest e-mailed in the booking's language.
  .post(routes.markNoShow.path, requireAdmin, validate('param', IdParams), async (c) => {
    const record = await findCancellationRecord(c.env.DB, 'id', c.req.valid('param').id);
    if (!record) throw notFound(ReservationMessages.pnrNotFound);
    return c.json(await cancelAndAnswer(c.env.DB, record, 'ADMIN', noShowReason(record.language), true));
  })

  // The day's check-ins with the guests' identities, as the KBS terminal takes them (the expired records erased first).
  .get(routes.exportKbsCsv.path, requireAdmin, validate('query', FrontDeskQuery), async (c) => {
    const query = c.req.valid('query');
    const date = query.date ?? vanToday();
    await hotelExists(c.env.DB, query.hotelId);
    await purgeGuestIdentities(c.env);
    const rows = await kbsRows(c.env.DB, query.hotelId, date);
    const csv = toCsv(
      KBS_COLUMNS,
      rows.map((guest, index) => {
        const [firstName, lastName] = splitFullName(guest.fullName);
        const turkish = guest.tcNumber !== null;
        return [
          index + 1,
          guest.tcNumber,
          firstName,
          lastName,
          guest.nationality,
          turkish ? 'T.C. Kimlik Kartı' : 'Pasaport',
          turkish ? guest.tcNumber : guest.passportNumber,
          turkish ? 'TR' : guest.passportCountry,
          kbsDate(guest.birthDate),
          kbsDate(guest.arrivalDate),
          kbsDate(guest.departureDate),
          guest.roomNumbers?.replaceAll(',', ' ') ?? null,
          guest.pnrCode,
        ];
      }),
    );
    return c.body(csv, 200, {
      'Content-Type': CSV_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="kbs-${date}.csv"`,
      'Cache-Control': 'no-store',
      'X-Total-Count': String(rows.length),
    });
  });
