/** The tour booking's e-mails (kinds of contract/outbox.ts) in tr, en and fa: booked, payment approved or rejected. */
import { emailSubject, type ReservationLanguage } from '../../contract';
import { compose, formatTl, rejectionReasonBlocks, type BankAccount, type Email } from './messages';

export type TourBookingFacts = { guestName: string; pnrCode: string; tourName: string; tourDate: string; people: number; totalCents: number };

export function tourBookingCreatedEmail(language: ReservationLanguage, facts: TourBookingFacts, bank: BankAccount): Email {
  const subject = emailSubject('TOUR_BOOKING_CREATED', language, facts.pnrCode);
  const total = formatTl(facts.totalCents, language);
  const { guestName, pnrCode, tourName, tourDate, people } = facts;
  switch (language) {
    case 'en':
      return compose(language, subject, [
        { p: `Dear ${guestName},` },
        { p: `Your booking for ${tourName} on ${tourDate} has been received.` },
        { facts: [['PNR code', pnrCode], ['Tour', tourName], ['Date', tourDate], ['People', String(people)], ['Total amount', total]] },
        { p: 'Please transfer the amount to the account below with your PNR code in the description, then upload the receipt on the booking page or with the PNR check; your places are confirmed once the payment is approved.' },
        { facts: [['Bank', bank.bankName], ['Account name', bank.accountName], ['IBAN', bank.iban], ['Transfer description', pnrCode]] },
        { p: 'You can check the booking any time with the PNR check on our home page.' },
      ]);
    case 'fa':
      return compose(language, subject, [
        { p: `${guestName} عزیز،` },
        { p: `رزرو شما برای ${tourName} در تاریخ ${tourDate} ثبت شد.` },
        { facts: [['کد PNR', pnrCode], ['تور', tourName], ['تاریخ', tourDate], ['تعداد نفرات', String(people)], ['مبلغ کل', total]] },
        { p: 'لطفاً مبلغ را با ذکر کد PNR در توضیحات به حساب زیر واریز کنید و رسید را در صفحهٔ رزرو یا با جستجوی PNR بارگذاری کنید؛ جای شما پس از تأیید پرداخت قطعی می‌شود.' },
        { facts: [['بانک', bank.bankName], ['صاحب حساب', bank.accountName], ['IBAN', bank.iban], ['توضیحات واریز', pnrCode]] },
        { p: 'هر زمان می‌توانید رزرو را با جستجوی PNR در صفحهٔ اصلی ما بررسی کنید.' },
      ]);
    default:
      return compose(language, subject, [
        { p: `Sayın ${guestName},` },
        { p: `${tourDate} tarihli ${tourName} rezervasyonunuz alınmıştır.` },
        { facts: [['PNR kodu', pnrCode], ['Tur', tourName], ['Tarih', tourDate], ['Kişi', String(people)], ['Toplam tutar', total]] },
        { p: 'Lütfen tutarı açıklamaya PNR kodunuzu yazarak aşağıdaki hesaba gönderin ve dekontu rezervasyon sayfasından ya da PNR sorgulamadan yükleyin; yerleriniz ödeme onaylandığında kesinleşir.' },
        { facts: [['Banka', bank.bankName], ['Hesap adı', bank.accountName], ['IBAN', bank.iban], ['Açıklama', pnrCode]] },
        { p: 'Rezervasyonunuzu ana sayfamızdaki PNR sorgulama ile istediğiniz zaman görebilirsiniz.' },
      ]);
  }
}

/** The tour booking's payment was approved (kind PAYMENT_APPROVED): the places are confirmed. */
export function tourPaymentApprovedEmail(language: ReservationLanguage, facts: TourBookingFacts): Email {
  const subject = emailSubject('PAYMENT_APPROVED', language, facts.pnrCode);
  const total = formatTl(facts.totalCents, language);
  const { guestName, pnrCode, tourName, tourDate, people } = facts;
  switch (language) {
    case 'en':
      return compose(language, subject, [
        { p: `Dear ${guestName},` },
        { p: `Your payment for booking ${pnrCode} (${tourName}) has been approved. Your places are confirmed.` },
        { facts: [['PNR code', pnrCode], ['Tour', tourName], ['Date', tourDate], ['People', String(people)], ['Amount', total]] },
        { p: 'We look forward to showing you Van.' },
      ]);
    case 'fa':
      return compose(language, subject, [
        { p: `${guestName} عزیز،` },
        { p: `پرداخت شما برای رزرو ${pnrCode} (${tourName}) تأیید شد و جای شما قطعی است.` },
        { facts: [['کد PNR', pnrCode], ['تور', tourName], ['تاریخ', tourDate], ['تعداد نفرات', String(people)], ['مبلغ', total]] },
        { p: 'منتظر دیدار شما در وان هستیم.' },
      ]);
    default:
      return compose(language, subject, [
        { p: `Sayın ${guestName},` },
        { p: `${pnrCode} numaralı ${tourName} rezervasyonunuz için ödemeniz onaylandı; yerleriniz kesinleşmiştir.` },
        { facts: [['PNR kodu', pnrCode], ['Tur', tourName], ['Tarih', tourDate], ['Kişi', String(people)], ['Tutar', total]] },
        { p: "Size Van'ı göstermeyi dört gözle bekliyoruz." },
      ]);
  }
}

/** The receipt of a tour booking could not be approved (kind PAYMENT_REJECTED): upload again. */
export function tourPaymentRejectedEmail(language: ReservationLanguage, facts: TourBookingFacts, reason?: string | null): Email {
  const subject = emailSubject('PAYMENT_REJECTED', language, facts.pnrCode);
  const { guestName, pnrCode, tourName } = facts;
  const why = rejectionReasonBlocks(language, reason);
  switch (language) {
    case 'en':
      return compose(language, subject, [
        { p: `Dear ${guestName},` },
        { p: `The receipt you uploaded for booking ${pnrCode} (${tourName}) could not be approved.` },
        ...why,
        { p: 'Please upload a valid receipt (PNR check on our home page, with your e-mail address) or contact us.' },
      ]);
    case 'fa':
      return compose(language, subject, [
        { p: `${guestName} عزیز،` },
        { p: `رسید پرداختی که برای رزرو ${pnrCode} (${tourName}) بارگذاری کردید تأیید نشد.` },
        ...why,
        { p: 'لطفاً رسید معتبر را دوباره بارگذاری کنید (جستجوی PNR در صفحهٔ اصلی، با نشانی ایمیل خود) یا با ما تماس بگیرید.' },
      ]);
    default:
      return compose(language, subject, [
        { p: `Sayın ${guestName},` },
        { p: `${pnrCode} numaralı ${tourName} rezervasyonunuza yüklediğiniz dekont onaylanamadı.` },
        ...why,
        { p: 'Lütfen geçerli bir dekont yükleyin (ana sayfadaki PNR sorgulama, e-posta adresinizle) veya bizimle iletişime geçin.' },
      ]);
  }
}
