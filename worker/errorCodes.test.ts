import { describe, expect, it } from 'vitest';
import {
  AccountMessages,
  ChannelMessages,
  GeoMessages,
  StayRuleMessages,
  AdminMessages,
  BookingTokenMessages,
  BotCheckMessages,
  CancellationMessages,
  ErrorBody,
  FavouriteMessages,
  LegalMessages,
  ListMessages,
  PasswordResetMessages,
  PaymentMessages,
  PhotoMessages,
  ReceiptMessages,
  ReservationMessages,
  ReviewMessages,
  RoomMessages,
  ServerMessages,
  TourBookingMessages,
  TourBookingStatusMessages,
} from '../contract';
import { ERROR_CODES } from '../contract/errorCodes';
import { LimitMessages } from './auth/limits';
import { codedTexts, codeOfMessage } from './errorCodes';
import { CredentialMessages } from './middleware/auth';
import { FileMessages } from './routes/files';
import { HotelMessages } from './routes/hotels';
import { BookingMessages } from './routes/reservations';
import { RoomTypeMessages } from './routes/roomTypes';
import { TourMessages } from './routes/tours';
import { UserMessages } from './routes/users';
import { api } from './test/helpers';
import { book, bookingBody, day, seedRoom } from './test/fixtures';

const CREATE = '/api/reservation/public/createReservation';

describe('error codes (docs/decisions/0011-error-codes.md)', () => {
  it('409 sold out: the answer carries ROOMS_SOLD_OUT beside the spec text', async () => {
    const room = await seedRoom({ rooms: 1 });
    await book(room);
    const res = await api('POST', CREATE, { body: bookingBody(room, { guestEmail: 'late@example.com' }) });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ code: 'ROOMS_SOLD_OUT', message: ReservationMessages.noRoomsLeft });
    expect(ErrorBody.parse(res.json).code).toBe('ROOMS_SOLD_OUT');
  });

  it('400 check-in in the past: the answer and its field error carry CHECK_IN_IN_PAST', async () => {
    const room = await seedRoom();
    const res = await api('POST', CREATE, { body: bookingBody(room, { checkIn: day(-1), checkOut: day(1) }) });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('CHECK_IN_IN_PAST');
    expect(res.json.details).toEqual(
      expect.arrayContaining([{ path: 'checkIn', message: ReservationMessages.pastCheckIn, code: 'CHECK_IN_IN_PAST' }]),
    );
  });

  it('a field error whose text has no code keeps { path, message }; the answer takes its status code', async () => {
    const room = await seedRoom();
    const res = await api('POST', CREATE, { body: bookingBody(room, { guestEmail: 'nope' }) });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
    const detail = res.json.details.find((d: { path: string }) => d.path === 'guestEmail');
    expect(detail).toEqual({ path: 'guestEmail', message: expect.any(String) });
  });

  it('a group too large for the tour names TOUR_GROUP_TOO_LARGE although its text carries a number', () => {
    expect(codeOfMessage(TourBookingMessages.tooMany(12))).toBeUndefined();
    expect(ERROR_CODES).toContain('TOUR_GROUP_TOO_LARGE');
  });

  it('an unknown route is NOT_FOUND, a required field FIELD_REQUIRED', async () => {
    const res = await api('GET', '/api/no-such-call');
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('NOT_FOUND');
    expect(codeOfMessage('Hotel name is required')).toBe('FIELD_REQUIRED');
  });

  it('every error text of the *Messages objects has a code (a new text without one fails here)', () => {
    /** Texts that are answers of success (200/201), not errors. */
    const successes = new Set<string>([
      FavouriteMessages.added,
      FavouriteMessages.removed,
      PasswordResetMessages.sent,
      PasswordResetMessages.done,
      AccountMessages.deleted,
      TourMessages.archived,
      // The SPA's own upload failure, never answered by the Worker.
      ReceiptMessages.uploadIncomplete,
    ]);
    /** Mistakes of a hand-written client (the SPA never sends these): the status's code is enough. */
    const developerErrors = new Set<string>([FileMessages.notMultipart, FileMessages.badMultipart, FileMessages.idsDisagree, PhotoMessages.notMultipart, PhotoMessages.badMultipart]);
    const all = [
      FavouriteMessages, AccountMessages, AdminMessages, BookingTokenMessages, BotCheckMessages, CancellationMessages, LegalMessages,
      PasswordResetMessages, PaymentMessages, ReceiptMessages, ReservationMessages, ReviewMessages, ServerMessages,
      TourBookingStatusMessages, LimitMessages, CredentialMessages, FileMessages, HotelMessages, BookingMessages,
      RoomTypeMessages, TourMessages, UserMessages,
      { ...TourBookingMessages, tooMany: undefined },
      // The min/max stay texts carry a night count: their codes are named where they are thrown.
      { ...StayRuleMessages, minStay: undefined, maxStay: undefined },
      ChannelMessages,
      ChannelMessages.url,
      GeoMessages,
      PhotoMessages,
      ListMessages,
      RoomMessages,
    ].flatMap((messages) => (Object.values(messages) as unknown[]).filter((text): text is string => typeof text === 'string'));
    const uncoded = all.filter((text) => !successes.has(text) && !developerErrors.has(text) && !codeOfMessage(text));
    expect(uncoded).toEqual([]);
    expect(codedTexts().length).toBeGreaterThan(80);
    console.info(`error codes: ${ERROR_CODES.length} codes, ${codedTexts().length} coded texts`);
  });
});
