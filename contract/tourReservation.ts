import { z } from 'zod';
import { email, id, intInput, isoDate, LIMITS, money, nullableText, phoneNumber, requiredText, timestamp } from './common';
import { LegalMessages } from './legal';
import { BookingPayment, ReservationLanguage, ReservationMessages, ReservationStatus, termsAcceptanceFields } from './reservation';

/** Payment method of a tour booking; form values like "credit-card" are normalised. */
export const TourPaymentMethod = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase().replace(/[\s-]+/g, '_') : value),
  z.enum(['BANK_TRANSFER', 'CREDIT_CARD'], { error: 'Choose a payment method' }),
);
export type TourPaymentMethod = z.infer<typeof TourPaymentMethod>;

/**
 * POST /tour-reservations and /api/tour-reservations. The total (price x people) is computed by
 * the server. The original spec already required `termsAccepted: true` here, so it stays
 * required; `termsVersion` is optional as on the hotel booking (termsAcceptanceFields).
 */
export const TourReservationRequest = z.object({
  tourId: id,
  fullName: requiredText(LIMITS.name, 'Full name is required'),
  email: email(),
  phone: phoneNumber('Phone is required'),
  tourDate: isoDate,
  numberOfPeople: intInput(1, 200, 'Number of people must be at least 1'),
  specialRequests: nullableText(LIMITS.text),
  paymentMethod: TourPaymentMethod,
  termsAccepted: z.literal(true, { error: LegalMessages.termsNotAccepted }),
  termsVersion: termsAcceptanceFields.termsVersion,
  /** The language of the guest's e-mails (the page's). */
  language: ReservationLanguage.default('tr'),
});
export type TourReservationRequest = z.infer<typeof TourReservationRequest>;

export const TourReservation = z.object({
  id,
  /** The booking's reference, found by the PNR check like a stay's (migration 0012). */
  pnrCode: z.string(),
  tourId: id,
  tourName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  tourDate: isoDate,
  numberOfPeople: z.number().int().min(1),
  specialRequests: z.string().nullable(),
  paymentMethod: z.enum(['BANK_TRANSFER', 'CREDIT_CARD']),
  totalAmount: money,
  status: ReservationStatus,
  createdAt: timestamp,
  /**
   * GET /api/tour-reservations/my only: the tour's name in the user's language (`?lang=`, else
   * Accept-Language, the tour's own read's fallback); `tourName` stays the stored name.
   */
  tourDisplayName: z.string().optional(),
  /** GET /api/tour-reservations/my only: where the booking's payment stands (null before a payment record exists). */
  payment: BookingPayment.nullable().optional(),
});
export type TourReservation = z.infer<typeof TourReservation>;

/**
 * Answer of a tour booking: the booking and a booking token that authorises its payment steps
 * (the bank transfer's payment record and receipt), as a stay's answer does.
 */
export const TourReservationCreated = TourReservation.extend({ bookingToken: z.string() });
export type TourReservationCreated = z.infer<typeof TourReservationCreated>;

/** Refusals of a tour booking (the Worker and the mocks give the same ones). */
export const TourBookingMessages = {
  tourNotFound: 'Tour not found',
  pastDate: ReservationMessages.pastCheckIn,
  notRunning: 'The tour does not run on this date',
  groupFull: 'Not enough places left on this tour for this date',
  tooMany: (max: number) => `At most ${max} people can join this tour`,
} as const;
