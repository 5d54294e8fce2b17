/**
 * The front desk of a hotel stay (ADR docs/decisions/0018-front-desk-and-guest-identity.md): its
 * stay status beside the booking status, the rules of check-in, check-out and no-show, the guest
 * identity the KBS (the police's guest reporting system) takes, and the day's board. One rule for
 * the Worker, the mocks (which run the Worker) and the SPA.
 */
import { z } from 'zod';
import { id, isoDate, isRealDate, LIMITS, money, requiredText, timestamp } from './common';
import { addDays, vanToday } from './time';

/** Where a guest's stay stands at the hotel (migrations/0025_front_desk.sql). */
export const STAY_STATUSES = ['EXPECTED', 'IN_HOUSE', 'CHECKED_OUT', 'NO_SHOW'] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

/** The answers of the front desk calls (the Worker and the mocks alike; the SPA shows its own texts by code). */
export const FrontDeskMessages = {
  notConfirmed: 'Only a confirmed stay can be checked in: approve its payment first',
  beforeArrival: 'A guest cannot be checked in before the arrival day',
  stayOver: "This stay's dates are over: it can no longer be checked in",
  alreadyInHouse: 'This guest is already checked in',
  notExpected: 'This stay is no longer expected: it was checked in, checked out or marked as a no-show',
  notInHouse: 'Only a guest who is checked in can be checked out',
  noShowTooEarly: 'A no-show can be marked only after the arrival day has passed',
  changed: 'The reservation changed meanwhile. Please reload and try again.',
  tcInvalid: 'Enter a valid 11-digit T.C. identity number',
  passportRequired: 'Enter the passport number and the issuing country',
  countryUnknown: 'Choose a country',
  birthDateInvalid: 'Enter a birth date in the past',
  guestsRequired: 'Add at least one guest',
  nameRequired: 'Full name is required',
  hotelRequired: 'Choose a hotel',
} as const;

/** Days an identity record is kept after the guest's departure when the Worker var GUEST_ID_RETENTION_DAYS is unset or unusable. */
export const DEFAULT_GUEST_ID_RETENTION_DAYS = 365;

/** At most this many guest rows in one check-in. */
export const MAX_CHECK_IN_GUESTS = 30;

/**
 * ISO 3166-1 alpha-2 country codes (and XK, Kosovo, whose passports Türkiye accepts): the
 * nationality and the passport's issuing country. Names come from Intl.DisplayNames in the SPA.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH ' +
  'CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN ' +
  'GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI ' +
  'LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM ' +
  'PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD ' +
  'TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/** Türkiye: its citizens give a T.C. identity number instead of a passport. */
export const TURKEY = 'TR';

/**
 * A T.C. identity number: 11 digits, the first not 0; the 10th is (7 x the sum of the odd
 * places 1..9 - the sum of the even places 2..8) mod 10 and the 11th the sum of the first ten mod 10.
 */
export function isValidTcNumber(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return false;
  return d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10 === d[10];
}

/** What the rules read of a stay. */
export type FrontDeskStay = { status: 'PENDING' | 'CONFIRMED' | 'CANCELLED'; stayStatus: StayStatus; checkIn: string; checkOut: string };

export type CheckInRefusal = 'alreadyCancelled' | 'alreadyInHouse' | 'notExpected' | 'notConfirmed' | 'beforeArrival' | 'stayOver';

/**
 * Check-in: a CONFIRMED stay still expected, from its arrival day (Van's calendar) until the day
 * before its check-out. A PENDING stay (payment not approved) is refused: the desk approves the
 * payment first (ADR 0018).
 */
export function checkInRefusal(stay: FrontDeskStay, today: string): CheckInRefusal | null {
  if (stay.stayStatus === 'IN_HOUSE') return 'alreadyInHouse';
  if (stay.status === 'CANCELLED') return 'alreadyCancelled';
  if (stay.stayStatus !== 'EXPECTED') return 'notExpected';
  if (stay.status !== 'CONFIRMED') return 'notConfirmed';
  if (today < stay.checkIn) return 'beforeArrival';
  if (today >= stay.checkOut) return 'stayOver';
  return null;
}

/** Check-out: only a guest in house. */
export const checkOutRefusal = (stay: FrontDeskStay): 'notInHouse' | null => (stay.stayStatus === 'IN_HOUSE' ? null : 'notInHouse');

export type NoShowRefusal = 'alreadyCancelled' | 'notExpected' | 'noShowTooEarly';

/** No-show: a stay still expected (PENDING or CONFIRMED) whose arrival day has passed in Van. */
export function noShowRefusal(stay: FrontDeskStay, today: string): NoShowRefusal | null {
  if (stay.status === 'CANCELLED') return 'alreadyCancelled';
  if (stay.stayStatus !== 'EXPECTED') return 'notExpected';
  if (today <= stay.checkIn) return 'noShowTooEarly';
  return null;
}

/** The last departure date whose identity records are kept on `today`: older ones are erased. */
export const identityKeptSince = (today: string, retentionDays: number) => addDays(today, -retentionDays);

// ---------------------------------------------------------------------------------------------
// Schemas.

const country = z
  .string({ error: FrontDeskMessages.countryUnknown })
  .trim()
  .toUpperCase()
  .refine((value) => COUNTRY_CODES.includes(value), FrontDeskMessages.countryUnknown);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** One guest's identity as the desk types it (check-in body). */
export const GuestIdentityInput = z
  .object({
    fullName: requiredText(LIMITS.name, FrontDeskMessages.nameRequired),
    nationality: country,
    tcNumber: optionalText(11),
    passportNumber: optionalText(30),
    passportCountry: optionalText(2),
    birthDate: isoDate,
  })
  .superRefine((guest, ctx) => {
    if (guest.nationality === TURKEY) {
      if (!guest.tcNumber || !isValidTcNumber(guest.tcNumber)) ctx.addIssue({ code: 'custom', path: ['tcNumber'], message: FrontDeskMessages.tcInvalid });
    } else {
      if (!guest.passportNumber) ctx.addIssue({ code: 'custom', path: ['passportNumber'], message: FrontDeskMessages.passportRequired });
      if (!guest.passportCountry || !COUNTRY_CODES.includes(guest.passportCountry.toUpperCase())) {
        ctx.addIssue({ code: 'custom', path: ['passportCountry'], message: FrontDeskMessages.passportRequired });
      }
    }
    if (isRealDate(guest.birthDate) && (guest.birthDate >= vanToday() || guest.birthDate < '1900-01-01')) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: FrontDeskMessages.birthDateInvalid });
    }
  })
  .transform((guest) =>
    guest.nationality === TURKEY
      ? { ...guest, passportNumber: null, passportCountry: null }
      : { ...guest, tcNumber: null, passportCountry: guest.passportCountry!.toUpperCase() },
  );
export type GuestIdentityInput = z.input<typeof GuestIdentityInput>;

/** POST /api/admin/reservations/:id/check-in */
export const CheckInRequest = z.object({
  guests: z.array(GuestIdentityInput, { error: FrontDeskMessages.guestsRequired }).min(1, FrontDeskMessages.guestsRequired).max(MAX_CHECK_IN_GUESTS),
});
export type CheckInRequest = z.input<typeof CheckInRequest>;

/** `?hotelId=&date=` of the board and of the KBS export; the date defaults to Van's today. */
export const FrontDeskQuery = z.object({
  hotelId: z.guid({ error: (issue) => (issue.input === undefined ? FrontDeskMessages.hotelRequired : 'Must be a valid id') }),
  date: isoDate.optional(),
});
export type FrontDeskQuery = z.input<typeof FrontDeskQuery>;

/** One stay on the board (no identity data). */
export const FrontDeskStayRow = z.object({
  id,
  pnrCode: z.string(),
  guestName: z.string(),
  reservationGuests: z.number().int(),
  roomType: z.string(),
  roomCount: z.number().int(),
  checkIn: isoDate,
  checkOut: isoDate,
  nights: z.number().int(),
  status: z.enum(['PENDING', 'CONFIRMED', 'CANCELLED']),
  stayStatus: z.enum(STAY_STATUSES),
  totalAmount: money,
  paid: money,
  /** Total minus approved payments (never below 0). */
  balanceDue: money,
  specialRequests: z.string().nullable(),
  /** How many guests' identities were recorded at check-in. */
  identities: z.number().int(),
  checkedInAt: timestamp.nullable(),
  checkedOutAt: timestamp.nullable(),
  /** The numbers of the rooms the stay holds (numbered rooms, migration 0024), empty before any is assigned. */
  roomNumbers: z.array(z.string()),
});
export type FrontDeskStayRow = z.infer<typeof FrontDeskStayRow>;

const Count = z.object({ stays: z.number().int(), guests: z.number().int(), rooms: z.number().int() });

/** GET /api/admin/frontdesk: the hotel's day in Van. */
export const FrontDeskBoard = z.object({
  hotelId: id,
  date: isoDate,
  arrivals: z.array(FrontDeskStayRow),
  departures: z.array(FrontDeskStayRow),
  inHouse: z.array(FrontDeskStayRow),
  counts: z.object({ arrivals: Count, departures: Count, inHouse: Count }),
});
export type FrontDeskBoard = z.infer<typeof FrontDeskBoard>;

/**
 * The KBS export's columns, in order (one row per guest who checked in that day): the fields of
 * the KBS terminal's guest entry. Dates are DD.MM.YYYY; the room number stays empty until stays
 * hold numbered rooms.
 */
export const KBS_COLUMNS = [
  'Sıra No',
  'T.C. Kimlik No',
  'Adı',
  'Soyadı',
  'Uyruğu',
  'Belge Türü',
  'Belge No',
  'Belgeyi Veren Ülke',
  'Doğum Tarihi',
  'Giriş Tarihi',
  'Çıkış Tarihi',
  'Oda No',
  'PNR',
] as const;

/** "Ayşe Nur Yılmaz" -> ["Ayşe Nur", "Yılmaz"]: KBS takes the surname apart (the last word). */
export function splitFullName(fullName: string): [string, string] {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return [words[0] ?? '', ''];
  return [words.slice(0, -1).join(' '), words.at(-1)!];
}

/** YYYY-MM-DD -> DD.MM.YYYY (the KBS terminal's date). */
export const kbsDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
