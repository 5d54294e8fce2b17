/**
 * The guest e-mails written to `email_outbox` (kinds of contract/outbox.ts EmailKind), in the reservation's
 * language (tr, en, fa; fa right to left). Each has a subject, a plain-text part and an HTML
 * part; every value that comes from a guest, an admin or the configuration is HTML-escaped.
 * Delivery (worker/jobs/deliverOutbox.ts) sends them as they are.
 */
import { emailSubject, type ReservationLanguage } from '../../contract';

export type BankAccount = { bankName: string; accountName: string; iban: string };

export type BookingFacts = {
  guestName: string;
  pnrCode: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  totalCents: number;
  /**
   * The invoice-ready split of the total (contract/stayPricing.ts): the nights' prices and the
   * hotel's accommodation tax and VAT on them, at its rate in percent. Shown when there is a tax.
   */
  split?: { subtotalCents: number; taxCents: number; taxRate: number };
  /** The hotel's cancellation policy for this stay, as one sentence (worker/email/cancellationMessages.ts). */
  policy?: string;
};

/**
 * The total line and, with a tax, the taxes inside it ("of which"): the total is the price paid,
 * taxes included (docs/decisions/0020-prices-with-taxes-and-link-language.md).
 */
const TOTAL_LABELS: Record<ReservationLanguage, { total: string; totalWithTaxes: string; tax: (rate: string) => string }> = {
  tr: { total: 'Toplam tutar', totalWithTaxes: 'Toplam tutar (vergiler dahil)', tax: (rate) => `Bunun içindeki konaklama vergisi ve KDV (%${rate})` },
  en: { total: 'Total amount', totalWithTaxes: 'Total amount (incl. taxes)', tax: (rate) => `of which accommodation tax and VAT (${rate}%)` },
  fa: { total: 'مبلغ کل', totalWithTaxes: 'مبلغ کل (با احتساب مالیات)', tax: (rate) => `شامل مالیات اقامت و ارزش افزوده (${rate}%)` },
};

function totalFacts(language: ReservationLanguage, totalCents: number, split: BookingFacts['split']): Array<[string, string]> {
  const labels = TOTAL_LABELS[language];
  const total = formatTl(totalCents, language);
  if (!split || split.taxCents <= 0) return [[labels.total, total]];
  const rate = language === 'tr' ? String(split.taxRate).replace('.', ',') : String(split.taxRate);
  return [
    [labels.totalWithTaxes, total],
    [labels.tax(rate), formatTl(split.taxCents, language)],
  ];
}

export type Email = { subject: string; text: string; html: string };

/** "1.250,50 TL" (tr) / "1,250.50 TL" (en, fa); integer kuruş in, no floating point. */
export function formatTl(cents: number, language: ReservationLanguage): string {
  const [group, decimal] = language === 'tr' ? ['.', ','] : [',', '.'];
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole}${decimal}${String(cents % 100).padStart(2, '0')} TL`;
}

/** Bank details from the Worker vars (wrangler.toml [vars]). */
export function bankAccountOf(env: Pick<Cloudflare.Env, 'BANK_NAME' | 'BANK_ACCOUNT_NAME' | 'BANK_IBAN'>): BankAccount {
  return { bankName: env.BANK_NAME, accountName: env.BANK_ACCOUNT_NAME, iban: env.BANK_IBAN };
}

/** Text as HTML: `& < > " '` escaped (guest names, hotel names, bank vars). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** A paragraph, or a list of label/value facts (a table in HTML, "label: value" lines in text). */
export type Block = { p: string; strong?: boolean } | { facts: [label: string, value: string][] };

const DIRECTION: Record<ReservationLanguage, 'ltr' | 'rtl'> = { tr: 'ltr', en: 'ltr', fa: 'rtl' };
const SIGNATURE: Record<ReservationLanguage, string> = { tr: 'Van Turizm', en: 'Van Tourism', fa: 'Van Turizm' };

export function compose(language: ReservationLanguage, subject: string, blocks: Block[]): Email {
  const text = [
    ...blocks.map((block) => ('p' in block ? block.p : block.facts.map(([label, value]) => `${label}: ${value}`).join('\n'))),
    `-- \n${SIGNATURE[language]}`,
  ].join('\n\n');
  const dir = DIRECTION[language];
  const align = dir === 'rtl' ? 'right' : 'left';
  const body = blocks
    .map((block) => {
      if ('p' in block) return `<p style="margin:0 0 16px">${block.strong ? `<strong>${escapeHtml(block.p)}</strong>` : escapeHtml(block.p)}</p>`;
      const rows = block.facts
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:${align};padding:${dir === 'rtl' ? '4px 0 4px 16px' : '4px 16px 4px 0'};font-weight:600;vertical-align:top">${escapeHtml(label)}</th>` +
            `<td style="padding:4px 0"><span dir="auto">${escapeHtml(value)}</span></td></tr>`,
        )
        .join('');
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;text-align:${align}">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
<p style="margin:24px 0 0;color:#5c5f66">${escapeHtml(SIGNATURE[language])}</p>
</div>
</body>
</html>`;
  return { subject, text, html };
}

export function reservationCreatedEmail(
  language: ReservationLanguage,
  facts: BookingFacts,
  bank: BankAccount,
  holdHours: number,
): Email {
  const { guestName, pnrCode, hotelName, checkIn, checkOut, nights, guests } = facts;
  const totals = totalFacts(language, facts.totalCents, facts.split);
  switch (language) {
    case 'en':
      return compose(language, emailSubject('RESERVATION_CREATED', language, pnrCode), [
        { p: `Dear ${guestName},` },
        { p: `Your reservation at ${hotelName} from ${checkIn} to ${checkOut} (${nights} night(s)) has been received.` },
        { facts: [['PNR code', pnrCode], ['Hotel', hotelName], ['Check-in', checkIn], ['Check-out', checkOut], ['Nights', String(nights)], ['Guests', String(guests)], ...totals] },
        { p: 'Please transfer the amount to the account below and write your PNR code in the transfer description:' },
        { facts: [['Bank', bank.bankName], ['Account name', bank.accountName], ['IBAN', bank.iban], ['Transfer description', pnrCode]] },
        { p: `Your reservation becomes active once the payment is confirmed. If no receipt is uploaded within ${holdHours} hours, the reservation is cancelled.`, strong: true },
        ...(facts.policy ? [{ p: facts.policy }] : []),
      ]);
    case 'fa':
      return compose(language, emailSubject('RESERVATION_CREATED', language, pnrCode), [
        { p: `${guestName} عزیز،` },
        { p: `رزرو شما در ${hotelName} از ${checkIn} تا ${checkOut} (${nights} شب) ثبت شد.` },
        { facts: [['کد PNR', pnrCode], ['هتل', hotelName], ['تاریخ ورود', checkIn], ['تاریخ خروج', checkOut], ['تعداد شب', String(nights)], ['تعداد مهمان', String(guests)], ...totals] },
        { p: 'لطفاً مبلغ را به حساب زیر واریز کنید و کد PNR را در توضیحات واریز بنویسید:' },
        { facts: [['بانک', bank.bankName], ['صاحب حساب', bank.accountName], ['IBAN', bank.iban], ['توضیحات واریز', pnrCode]] },
        { p: `رزرو شما پس از تأیید پرداخت فعال می‌شود. اگر رسید پرداخت ظرف ${holdHours} ساعت بارگذاری نشود، رزرو لغو می‌شود.`, strong: true },
        ...(facts.policy ? [{ p: facts.policy }] : []),
      ]);
    default:
      return compose(language, emailSubject('RESERVATION_CREATED', language, pnrCode), [
        { p: `Sayın ${guestName},` },
        { p: `${hotelName} için ${checkIn} - ${checkOut} tarihleri arasındaki (${nights} gece) rezervasyonunuz alınmıştır.` },
        { facts: [['PNR kodu', pnrCode], ['Otel', hotelName], ['Giriş', checkIn], ['Çıkış', checkOut], ['Gece', String(nights)], ['Misafir', String(guests)], ...totals] },
        { p: 'Lütfen tutarı aşağıdaki hesaba havale/EFT ile gönderin ve açıklama kısmına PNR kodunuzu yazın:' },
        { facts: [['Banka', bank.bankName], ['Hesap adı', bank.accountName], ['IBAN', bank.iban], ['Açıklama', pnrCode]] },
        { p: `Rezervasyonunuz ödemeniz onaylandıktan sonra aktif olur. ${holdHours} saat içinde dekont yüklenmezse rezervasyon iptal edilir.`, strong: true },
        ...(facts.policy ? [{ p: facts.policy }] : []),
      ]);
  }
}

export function paymentApprovedEmail(language: ReservationLanguage, facts: BookingFacts): Email {
  const total = formatTl(facts.totalCents, language);
  const { guestName, pnrCode, hotelName, checkIn, checkOut, nights, guests } = facts;
  switch (language) {
    case 'en':
      return compose(language, emailSubject('PAYMENT_APPROVED', language, pnrCode), [
        { p: `Dear ${guestName},` },
        { p: `Your payment for reservation ${pnrCode} at ${hotelName} has been approved. Your reservation is confirmed.` },
        { facts: [['PNR code', pnrCode], ['Hotel', hotelName], ['Check-in', checkIn], ['Check-out', checkOut], ['Nights', String(nights)], ['Guests', String(guests)], ['Amount', total]] },
        { p: 'We look forward to welcoming you in Van.' },
      ]);
    case 'fa':
      return compose(language, emailSubject('PAYMENT_APPROVED', language, pnrCode), [
        { p: `${guestName} عزیز،` },
        { p: `پرداخت شما برای رزرو ${pnrCode} در ${hotelName} تأیید شد و رزرو شما قطعی است.` },
        { facts: [['کد PNR', pnrCode], ['هتل', hotelName], ['تاریخ ورود', checkIn], ['تاریخ خروج', checkOut], ['تعداد شب', String(nights)], ['تعداد مهمان', String(guests)], ['مبلغ', total]] },
        { p: 'منتظر دیدار شما در وان هستیم.' },
      ]);
    default:
      return compose(language, emailSubject('PAYMENT_APPROVED', language, pnrCode), [
        { p: `Sayın ${guestName},` },
        { p: `${pnrCode} numaralı ${hotelName} rezervasyonunuz için ödemeniz onaylandı; rezervasyonunuz kesinleşmiştir.` },
        { facts: [['PNR kodu', pnrCode], ['Otel', hotelName], ['Giriş', checkIn], ['Çıkış', checkOut], ['Gece', String(nights)], ['Misafir', String(guests)], ['Tutar', total]] },
        { p: "Sizi Van'da ağırlamayı dört gözle bekliyoruz." },
      ]);
  }
}

/** The admin's reason for a rejected receipt, labelled in the e-mail's language (the reason as the admin wrote it). */
const REASON_LABEL: Record<ReservationLanguage, string> = { tr: 'Gerekçe', en: 'Reason', fa: 'دلیل' };

export function rejectionReasonBlocks(language: ReservationLanguage, reason: string | null | undefined): Block[] {
  return reason ? [{ facts: [[REASON_LABEL[language], reason]] }] : [];
}

export function paymentRejectedEmail(language: ReservationLanguage, facts: BookingFacts, reason?: string | null): Email {
  const { guestName, pnrCode, hotelName } = facts;
  const why = rejectionReasonBlocks(language, reason);
  switch (language) {
    case 'en':
      return compose(language, emailSubject('PAYMENT_REJECTED', language, pnrCode), [
        { p: `Dear ${guestName},` },
        { p: `The receipt you uploaded for reservation ${pnrCode} at ${hotelName} could not be approved.` },
        ...why,
        { p: 'Please upload a valid receipt (PNR lookup on our home page, with your e-mail address) or contact us.' },
      ]);
    case 'fa':
      return compose(language, emailSubject('PAYMENT_REJECTED', language, pnrCode), [
        { p: `${guestName} عزیز،` },
        { p: `رسید پرداختی که برای رزرو ${pnrCode} در ${hotelName} بارگذاری کردید تأیید نشد.` },
        ...why,
        { p: 'لطفاً رسید معتبر را دوباره بارگذاری کنید (جستجوی PNR در صفحهٔ اصلی، با نشانی ایمیل خود) یا با ما تماس بگیرید.' },
      ]);
    default:
      return compose(language, emailSubject('PAYMENT_REJECTED', language, pnrCode), [
        { p: `Sayın ${guestName},` },
        { p: `${hotelName} için ${pnrCode} numaralı rezervasyonunuza yüklediğiniz dekont onaylanamadı.` },
        ...why,
        { p: 'Lütfen geçerli bir dekont yükleyin (ana sayfadaki PNR sorgulama, e-posta adresinizle) veya bizimle iletişime geçin.' },
      ]);
  }
}

export type ResetFacts = { name: string; link: string; minutes: number };

/** The password reset link (single use, valid `minutes`); ignoring it changes nothing. */
export function passwordResetEmail(language: ReservationLanguage, facts: ResetFacts): Email {
  const subject = emailSubject('PASSWORD_RESET', language);
  const { name, link, minutes } = facts;
  switch (language) {
    case 'en':
      return compose(language, subject, [
        { p: `Hello ${name},` },
        { p: `Someone asked to set a new password for your Van Tourism account. Open this link within ${minutes} minutes to choose one (it works once):` },
        { p: link, strong: true },
        { p: 'If you did not ask for this, ignore this e-mail: your password stays as it is.' },
      ]);
    case 'fa':
      return compose(language, subject, [
        { p: `${name} عزیز، سلام` },
        { p: `درخواست تعیین رمز عبور تازه برای حساب شما در Van Turizm ثبت شد. برای انتخاب رمز تازه، این پیوند را ظرف ${minutes} دقیقه باز کنید (فقط یک بار کار می‌کند):` },
        { p: link, strong: true },
        { p: 'اگر این درخواست از طرف شما نبوده است، این ایمیل را نادیده بگیرید؛ رمز عبور شما تغییر نمی‌کند.' },
      ]);
    default:
      return compose(language, subject, [
        { p: `Merhaba ${name},` },
        { p: `Van Turizm hesabınız için yeni şifre belirleme isteği alındı. Yeni şifrenizi seçmek için bu bağlantıyı ${minutes} dakika içinde açın (yalnızca bir kez çalışır):` },
        { p: link, strong: true },
        { p: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.' },
      ]);
  }
}
