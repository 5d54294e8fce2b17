/**
 * The e-mails of cancellation and refunds (kinds RESERVATION_CANCELLED and REFUND_SENT of
 * contract/outbox.ts), and the policy sentence the booking e-mail carries, in tr, en and fa.
 */
import { emailSubject, type CancellationPolicy, type ReservationLanguage } from '../../contract';
import { compose, formatTl, type Email } from './messages';

/** The hotel's policy for one stay, in one sentence. */
export function policySentence(language: ReservationLanguage, policy: CancellationPolicy, freeUntil: string | null): string {
  if (policy === 'NON_REFUNDABLE' || !freeUntil) {
    return { tr: 'Bu rezervasyon iade edilemez: iptal edilirse ödenen tutar iade edilmez.', en: 'This booking is non-refundable: if cancelled, nothing paid is refunded.', fa: 'این رزرو غیرقابل استرداد است: در صورت لغو، مبلغ پرداخت‌شده بازگردانده نمی‌شود.' }[language];
  }
  return {
    tr: `${freeUntil} tarihine kadar (Van saatiyle) ücretsiz iptal; sonrasında ilk gecenin ücreti alınır.`,
    en: `Free cancellation until ${freeUntil} (Van time); after that the first night is charged.`,
    fa: `لغو رایگان تا ${freeUntil} (به وقت وان)؛ پس از آن هزینهٔ شب اول دریافت می‌شود.`,
  }[language];
}

/** The reason a no-show's cancellation e-mail gives (the front desk marked the stay not shown, ADR 0018). */
export function noShowReason(language: ReservationLanguage): string {
  return {
    tr: 'Giriş gününüz geçti ve otele giriş yapılmadı (no-show); iptal koşulları geç iptal gibi uygulandı.',
    en: 'Your arrival day passed without a check-in (no-show); the cancellation policy was applied as for a late cancellation.',
    fa: 'روز ورود شما گذشت و پذیرش در هتل انجام نشد (عدم حضور)؛ شرایط لغو مانند لغو دیرهنگام اعمال شد.',
  }[language];
}

export type CancellationFacts = {
  guestName: string;
  pnrCode: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  feeCents: number;
  paidCents: number;
  keptCents: number;
  refundCents: number;
  /** An admin's reason; null when the guest cancelled. */
  reason: string | null;
};

export function reservationCancelledEmail(language: ReservationLanguage, facts: CancellationFacts): Email {
  const subject = emailSubject('RESERVATION_CANCELLED', language, facts.pnrCode);
  const money = (cents: number) => formatTl(cents, language);
  const { guestName, pnrCode, hotelName, checkIn, checkOut, reason } = facts;
  switch (language) {
    case 'en':
      return compose(language, subject, [
        { p: `Dear ${guestName},` },
        { p: `Your reservation ${pnrCode} at ${hotelName} (${checkIn} to ${checkOut}) has been cancelled.` },
        ...(reason ? [{ p: `Reason: ${reason}` }] : []),
        { facts: [['PNR code', pnrCode], ['Cancellation fee', money(facts.feeCents)], ['Paid', money(facts.paidCents)], ['Kept by the hotel', money(facts.keptCents)], ['Refund', money(facts.refundCents)]] },
        { p: facts.refundCents > 0 ? 'The refund will be sent by bank transfer to the account you paid from within 14 days; we will write again when it is sent.' : 'No refund is due.' },
      ]);
    case 'fa':
      return compose(language, subject, [
        { p: `${guestName} عزیز،` },
        { p: `رزرو ${pnrCode} شما در ${hotelName} (از ${checkIn} تا ${checkOut}) لغو شد.` },
        ...(reason ? [{ p: `دلیل: ${reason}` }] : []),
        { facts: [['کد PNR', pnrCode], ['هزینهٔ لغو', money(facts.feeCents)], ['پرداخت‌شده', money(facts.paidCents)], ['سهم هتل', money(facts.keptCents)], ['مبلغ بازپرداخت', money(facts.refundCents)]] },
        { p: facts.refundCents > 0 ? 'مبلغ بازپرداخت ظرف ۱۴ روز با حواله بانکی به حسابی که از آن پرداخت کرده‌اید واریز می‌شود؛ پس از واریز دوباره به شما خبر می‌دهیم.' : 'مبلغی برای بازپرداخت وجود ندارد.' },
      ]);
    default:
      return compose(language, subject, [
        { p: `Sayın ${guestName},` },
        { p: `${hotelName} için ${checkIn} - ${checkOut} tarihli ${pnrCode} numaralı rezervasyonunuz iptal edildi.` },
        ...(reason ? [{ p: `İptal nedeni: ${reason}` }] : []),
        { facts: [['PNR kodu', pnrCode], ['İptal ücreti', money(facts.feeCents)], ['Ödenen', money(facts.paidCents)], ['Otelde kalan', money(facts.keptCents)], ['İade', money(facts.refundCents)]] },
        { p: facts.refundCents > 0 ? 'İade tutarı 14 gün içinde ödeme yaptığınız hesaba havale ile gönderilecek; gönderildiğinde size tekrar yazacağız.' : 'İade edilecek bir tutar yoktur.' },
      ]);
  }
}

export type RefundFacts = { guestName: string; pnrCode: string; hotelName: string; amountCents: number; bankReference: string };

export function refundSentEmail(language: ReservationLanguage, facts: RefundFacts): Email {
  const subject = emailSubject('REFUND_SENT', language, facts.pnrCode);
  const amount = formatTl(facts.amountCents, language);
  const { guestName, pnrCode, hotelName, bankReference } = facts;
  switch (language) {
    case 'en':
      return compose(language, subject, [
        { p: `Dear ${guestName},` },
        { p: `The refund for your cancelled reservation ${pnrCode} at ${hotelName} has been sent by bank transfer.` },
        { facts: [['PNR code', pnrCode], ['Refund', amount], ['Bank reference', bankReference]] },
      ]);
    case 'fa':
      return compose(language, subject, [
        { p: `${guestName} عزیز،` },
        { p: `مبلغ بازپرداخت رزرو لغوشدهٔ ${pnrCode} شما در ${hotelName} با حواله بانکی واریز شد.` },
        { facts: [['کد PNR', pnrCode], ['مبلغ بازپرداخت', amount], ['شمارهٔ پیگیری بانک', bankReference]] },
      ]);
    default:
      return compose(language, subject, [
        { p: `Sayın ${guestName},` },
        { p: `${hotelName} için iptal edilen ${pnrCode} numaralı rezervasyonunuzun iadesi havale ile gönderildi.` },
        { facts: [['PNR kodu', pnrCode], ['İade tutarı', amount], ['Banka referansı', bankReference]] },
      ]);
  }
}
