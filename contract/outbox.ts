import { z } from 'zod';
import { id, optionalQuery, PageQuery, timestamp } from './common';
import { ReservationLanguage } from './reservation';

/**
 * Delivery state of a guest e-mail (docs/decisions/0003-email-delivery.md): PENDING (new),
 * SENDING (claimed by a delivery run), RETRY (failed, waiting for `nextAttemptAt`), SENT,
 * FAILED (gave up after EMAIL_MAX_ATTEMPTS; visible to admins).
 */
export const OutboxStatus = z.enum(['PENDING', 'SENDING', 'RETRY', 'SENT', 'FAILED']);
export type OutboxStatus = z.infer<typeof OutboxStatus>;

/** Every kind of e-mail the Worker writes; the table takes any of these (migration 0008). */
export const EmailKind = z.enum([
  'RESERVATION_CREATED',
  'PAYMENT_APPROVED',
  'PAYMENT_REJECTED',
  'PASSWORD_RESET',
  'RESERVATION_CANCELLED',
  'REFUND_SENT',
  'REVIEW_INVITATION',
  'TOUR_BOOKING_CREATED',
  'CHANNEL_CONFLICT',
  'CONTACT_REPLY',
]);
export type EmailKind = z.infer<typeof EmailKind>;

/** Attempts before a row is FAILED for good. */
export const EMAIL_MAX_ATTEMPTS = 6;

/** Wait before the next attempt after `attempts` failures: 5 min, 10, 20, 40, 80 ... capped at 6 h. */
export function emailRetryDelayMs(attempts: number): number {
  return Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/** GET /api/admin/outbox: one e-mail of the outbox (no body). */
export const OutboxEmail = z.object({
  id,
  kind: EmailKind,
  status: OutboxStatus,
  to: z.string(),
  subject: z.string(),
  language: ReservationLanguage,
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  reservationId: id.nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  nextAttemptAt: timestamp.nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmail>;

/** Filters of GET /api/admin/outbox (newest first, paged). */
export const OutboxListQuery = PageQuery.extend({ status: optionalQuery(OutboxStatus) });
export type OutboxListQuery = z.infer<typeof OutboxListQuery>;

/**
 * Subject line of each guest e-mail (the Worker's e-mails and the mocks' outbox share it);
 * `pnrCode` names the booking of the booking e-mails, account e-mails have none.
 */
export function emailSubject(kind: EmailKind, language: ReservationLanguage, pnrCode = ''): string {
  const subjects: Record<EmailKind, Record<ReservationLanguage, string>> = {
    RESERVATION_CREATED: {
      tr: `Rezervasyonunuz alındı - PNR: ${pnrCode}`,
      en: `Your reservation has been received - PNR: ${pnrCode}`,
      fa: `رزرو شما ثبت شد - کد PNR: ${pnrCode}`,
    },
    PAYMENT_APPROVED: {
      tr: `Ödemeniz onaylandı - PNR: ${pnrCode}`,
      en: `Your payment has been approved - PNR: ${pnrCode}`,
      fa: `پرداخت شما تأیید شد - کد PNR: ${pnrCode}`,
    },
    PAYMENT_REJECTED: {
      tr: `Dekontunuz onaylanamadı - PNR: ${pnrCode}`,
      en: `Your payment receipt could not be approved - PNR: ${pnrCode}`,
      fa: `رسید پرداخت شما تأیید نشد - کد PNR: ${pnrCode}`,
    },
    RESERVATION_CANCELLED: {
      tr: `Rezervasyonunuz iptal edildi - PNR: ${pnrCode}`,
      en: `Your reservation has been cancelled - PNR: ${pnrCode}`,
      fa: `رزرو شما لغو شد - کد PNR: ${pnrCode}`,
    },
    REFUND_SENT: {
      tr: `İadeniz gönderildi - PNR: ${pnrCode}`,
      en: `Your refund has been sent - PNR: ${pnrCode}`,
      fa: `مبلغ بازپرداخت شما واریز شد - کد PNR: ${pnrCode}`,
    },
    REVIEW_INVITATION: {
      tr: `Konaklamanız nasıldı? - PNR: ${pnrCode}`,
      en: `How was your stay? - PNR: ${pnrCode}`,
      fa: `اقامت شما چطور بود؟ - کد PNR: ${pnrCode}`,
    },
    TOUR_BOOKING_CREATED: {
      tr: `Tur rezervasyonunuz alındı - PNR: ${pnrCode}`,
      en: `Your tour booking has been received - PNR: ${pnrCode}`,
      fa: `رزرو تور شما ثبت شد - کد PNR: ${pnrCode}`,
    },
    // To the hotel: an imported calendar event landed on nights already full (`pnrCode` is the hotel and room type).
    CHANNEL_CONFLICT: {
      tr: `Kanal takvimi çakışması - ${pnrCode}`,
      en: `Channel calendar conflict - ${pnrCode}`,
      fa: `تداخل تقویم کانال - ${pnrCode}`,
    },
    // The team's answer to a contact message or a live chat (`pnrCode` is the message's subject).
    CONTACT_REPLY: {
      tr: `Mesajınıza yanıt - ${pnrCode}`,
      en: `Reply to your message - ${pnrCode}`,
      fa: `پاسخ به پیام شما - ${pnrCode}`,
    },
    PASSWORD_RESET: {
      tr: 'Şifrenizi yenileyin - Van Turizm',
      en: 'Reset your password - Van Tourism',
      fa: 'بازنشانی رمز عبور - Van Turizm',
    },
  };
  return subjects[kind][language];
}
