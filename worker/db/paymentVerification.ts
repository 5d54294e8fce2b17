/**
 * What approving (or rejecting) a payment needs besides its row: the booking it pays and the
 * guest's e-mail in their language. The admin's Approve (worker/routes/payments.ts) and a bank
 * statement line (worker/routes/bankStatements.ts) both approve through `verifyPayment` with it,
 * so both confirm the booking and write the same e-mail.
 */
import { getReservationRecord } from './reservations';
import { getTourBookingRecord } from './tourReservations';
import type { PaymentRecord, VerifiedBooking } from './payments';
import { paymentApprovedEmail, paymentRejectedEmail, type BookingFacts, type Email } from '../email/messages';
import { tourPaymentApprovedEmail, tourPaymentRejectedEmail, type TourBookingFacts } from '../email/tourMessages';

/** The booking a payment pays, with the guest's e-mail about the verification, in their language. */
export async function verifiedBookingOf(
  db: D1Database,
  payment: PaymentRecord,
  approve: boolean,
  reason: string | null,
): Promise<{ booking: VerifiedBooking; email: Email } | null> {
  if (payment.booking_kind === 'TOUR') {
    const tour = await getTourBookingRecord(db, payment.reservation_id);
    if (!tour) return null;
    const facts: TourBookingFacts = {
      guestName: tour.full_name,
      pnrCode: tour.pnr_code,
      tourName: tour.tour_name,
      tourDate: tour.tour_date,
      people: tour.number_of_people,
      totalCents: payment.amount_cents,
    };
    return {
      booking: { kind: 'TOUR', id: tour.id, guestEmail: tour.email, language: tour.language },
      email: approve ? tourPaymentApprovedEmail(tour.language, facts) : tourPaymentRejectedEmail(tour.language, facts, reason),
    };
  }
  const reservation = await getReservationRecord(db, payment.reservation_id);
  if (!reservation) return null;
  const facts: BookingFacts = {
    guestName: reservation.guest_name,
    pnrCode: reservation.pnr_code,
    hotelName: reservation.hotel_name,
    checkIn: reservation.check_in,
    checkOut: reservation.check_out,
    nights: reservation.nights,
    guests: reservation.reservation_guests,
    totalCents: payment.amount_cents,
  };
  return {
    booking: { kind: 'STAY', reservation },
    email: approve ? paymentApprovedEmail(reservation.language, facts) : paymentRejectedEmail(reservation.language, facts, reason),
  };
}

