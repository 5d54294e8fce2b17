/** The tour booking's confirmation (kind TOUR_BOOKING_CREATED of contract/outbox.ts) in tr, en and fa. */
import { emailSubject, type ReservationLanguage } from '../../contract';
import { compose, formatTl, type BankAccount, type Email } from './messages';

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
        { p: 'Please transfer the amount to the account below with your PNR code in the description; your places are confirmed once the payment arrives.' },
        { facts: [['Bank', bank.bankName], ['Account name', bank.accountName], ['IBAN', bank.iban], ['Transfer description', pnrCode]] },
        { p: 'You can check the booking any time with the PNR check on our home page.' },
      ]);
    case 'fa':
      return compose(language, subject, [
        { p: `${guestName} عزیز،` },
        { p: `رزرو شما برای ${tourName} در تاریخ ${tourDate} ثبت شد.` },
        { facts: [['کد PNR', pnrCode], ['تور', tourName], ['تاریخ', tourDate], ['تعداد نفرات', String(people)], ['مبلغ کل', total]] },
        { p: 'لطفاً مبلغ را با ذکر کد PNR در توضیحات به حساب زیر واریز کنید؛ جای شما پس از دریافت پرداخت قطعی می‌شود.' },
        { facts: [['بانک', bank.bankName], ['صاحب حساب', bank.accountName], ['IBAN', bank.iban], ['توضیحات واریز', pnrCode]] },
        { p: 'هر زمان می‌توانید رزرو را با جستجوی PNR در صفحهٔ اصلی ما بررسی کنید.' },
      ]);
    default:
      return compose(language, subject, [
        { p: `Sayın ${guestName},` },
        { p: `${tourDate} tarihli ${tourName} rezervasyonunuz alınmıştır.` },
        { facts: [['PNR kodu', pnrCode], ['Tur', tourName], ['Tarih', tourDate], ['Kişi', String(people)], ['Toplam tutar', total]] },
        { p: 'Lütfen tutarı açıklamaya PNR kodunuzu yazarak aşağıdaki hesaba gönderin; yerleriniz ödeme ulaştığında kesinleşir.' },
        { facts: [['Banka', bank.bankName], ['Hesap adı', bank.accountName], ['IBAN', bank.iban], ['Açıklama', pnrCode]] },
        { p: 'Rezervasyonunuzu ana sayfamızdaki PNR sorgulama ile istediğiniz zaman görebilirsiniz.' },
      ]);
  }
}
