/**
 * Texts of the guest e-mails written to `email_outbox` (kinds of the table's CHECK), in the
 * reservation's language. Plain text: delivery (email binding in production, a log locally)
 * sends subject and body as they are.
 */
import type { ReservationLanguage } from '../../contract';

export type EmailKind = 'RESERVATION_CREATED' | 'PAYMENT_APPROVED' | 'PAYMENT_REJECTED';

export type BankAccount = { bankName: string; accountName: string; iban: string };

export type BookingFacts = {
  guestName: string;
  pnrCode: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalCents: number;
};

export type Email = { subject: string; body: string };

/** "1.250,50 TL" (tr) / "1,250.50 TL" (en, fa); integer kuruş in, no floating point. */
export function formatTl(cents: number, language: ReservationLanguage): string {
  const [group, decimal] = language === 'tr' ? ['.', ','] : [',', '.'];
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole}${decimal}${String(cents % 100).padStart(2, '0')} TL`;
}

/** Bank details from the Worker vars (wrangler.toml [vars]). */
export function bankAccountOf(env: Cloudflare.Env): BankAccount {
  return { bankName: env.BANK_NAME, accountName: env.BANK_ACCOUNT_NAME, iban: env.BANK_IBAN };
}

export function reservationCreatedEmail(
  language: ReservationLanguage,
  facts: BookingFacts,
  bank: BankAccount,
  holdHours: number,
): Email {
  const total = formatTl(facts.totalCents, language);
  const { guestName, pnrCode, hotelName, checkIn, checkOut, nights } = facts;
  switch (language) {
    case 'en':
      return {
        subject: `Your reservation has been received - PNR: ${pnrCode}`,
        body: [
          `Dear ${guestName},`,
          `Your reservation at ${hotelName} from ${checkIn} to ${checkOut} (${nights} night(s)) has been received.`,
          `PNR code: ${pnrCode}`,
          `Total amount: ${total}`,
          'Please transfer the amount to the account below and write your PNR code in the transfer description:',
          `Bank: ${bank.bankName}`,
          `Account name: ${bank.accountName}`,
          `IBAN: ${bank.iban}`,
          `Your reservation becomes active once the payment is confirmed. If no receipt is uploaded within ${holdHours} hours, the reservation is cancelled.`,
        ].join('\n'),
      };
    case 'fa':
      return {
        subject: `رزرو شما ثبت شد - کد PNR: ${pnrCode}`,
        body: [
          `${guestName} عزیز،`,
          `رزرو شما در ${hotelName} از ${checkIn} تا ${checkOut} (${nights} شب) ثبت شد.`,
          `کد PNR: ${pnrCode}`,
          `مبلغ کل: ${total}`,
          'لطفاً مبلغ را به حساب زیر واریز کنید و کد PNR را در توضیحات واریز بنویسید:',
          `بانک: ${bank.bankName}`,
          `صاحب حساب: ${bank.accountName}`,
          `IBAN: ${bank.iban}`,
          `رزرو شما پس از تأیید پرداخت فعال می‌شود. اگر رسید پرداخت ظرف ${holdHours} ساعت بارگذاری نشود، رزرو لغو می‌شود.`,
        ].join('\n'),
      };
    default:
      return {
        subject: `Rezervasyonunuz alındı - PNR: ${pnrCode}`,
        body: [
          `Sayın ${guestName},`,
          `${hotelName} için ${checkIn} - ${checkOut} tarihleri arasındaki (${nights} gece) rezervasyonunuz alınmıştır.`,
          `PNR kodu: ${pnrCode}`,
          `Toplam tutar: ${total}`,
          'Lütfen tutarı aşağıdaki hesaba havale/EFT ile gönderin ve açıklama kısmına PNR kodunuzu yazın:',
          `Banka: ${bank.bankName}`,
          `Hesap adı: ${bank.accountName}`,
          `IBAN: ${bank.iban}`,
          `Rezervasyonunuz ödemeniz onaylandıktan sonra aktif olur. ${holdHours} saat içinde dekont yüklenmezse rezervasyon iptal edilir.`,
        ].join('\n'),
      };
  }
}

export function paymentApprovedEmail(language: ReservationLanguage, facts: BookingFacts): Email {
  const total = formatTl(facts.totalCents, language);
  const { guestName, pnrCode, hotelName, checkIn, checkOut } = facts;
  switch (language) {
    case 'en':
      return {
        subject: `Your payment has been approved - PNR: ${pnrCode}`,
        body: [
          `Dear ${guestName},`,
          `Your payment for reservation ${pnrCode} at ${hotelName} has been approved. Your reservation is confirmed.`,
          `Check-in: ${checkIn}`,
          `Check-out: ${checkOut}`,
          `Amount: ${total}`,
        ].join('\n'),
      };
    case 'fa':
      return {
        subject: `پرداخت شما تأیید شد - کد PNR: ${pnrCode}`,
        body: [
          `${guestName} عزیز،`,
          `پرداخت شما برای رزرو ${pnrCode} در ${hotelName} تأیید شد و رزرو شما قطعی است.`,
          `تاریخ ورود: ${checkIn}`,
          `تاریخ خروج: ${checkOut}`,
          `مبلغ: ${total}`,
        ].join('\n'),
      };
    default:
      return {
        subject: `Ödemeniz onaylandı - PNR: ${pnrCode}`,
        body: [
          `Sayın ${guestName},`,
          `${pnrCode} numaralı ${hotelName} rezervasyonunuz için ödemeniz onaylandı; rezervasyonunuz kesinleşmiştir.`,
          `Giriş: ${checkIn}`,
          `Çıkış: ${checkOut}`,
          `Tutar: ${total}`,
        ].join('\n'),
      };
  }
}

export function paymentRejectedEmail(language: ReservationLanguage, facts: BookingFacts): Email {
  const { guestName, pnrCode, hotelName } = facts;
  switch (language) {
    case 'en':
      return {
        subject: `Your payment receipt could not be approved - PNR: ${pnrCode}`,
        body: [
          `Dear ${guestName},`,
          `The receipt you uploaded for reservation ${pnrCode} at ${hotelName} could not be approved.`,
          'Please upload a valid receipt or contact us.',
        ].join('\n'),
      };
    case 'fa':
      return {
        subject: `رسید پرداخت شما تأیید نشد - کد PNR: ${pnrCode}`,
        body: [
          `${guestName} عزیز،`,
          `رسید پرداختی که برای رزرو ${pnrCode} در ${hotelName} بارگذاری کردید تأیید نشد.`,
          'لطفاً رسید معتبر را دوباره بارگذاری کنید یا با ما تماس بگیرید.',
        ].join('\n'),
      };
    default:
      return {
        subject: `Dekontunuz onaylanamadı - PNR: ${pnrCode}`,
        body: [
          `Sayın ${guestName},`,
          `${hotelName} için ${pnrCode} numaralı rezervasyonunuza yüklediğiniz dekont onaylanamadı.`,
          'Lütfen geçerli bir dekont yükleyin veya bizimle iletişime geçin.',
        ].join('\n'),
      };
  }
}
