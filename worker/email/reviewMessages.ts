/** The after-stay e-mail (kind REVIEW_INVITATION of contract/outbox.ts) in tr, en and fa. */
import { emailSubject, type ReservationLanguage } from '../../contract';
import { compose, type Email } from './messages';

export type InvitationFacts = { guestName: string; pnrCode: string; hotelName: string; checkIn: string; checkOut: string; link: string };

export function reviewInvitationEmail(language: ReservationLanguage, facts: InvitationFacts): Email {
  const subject = emailSubject('REVIEW_INVITATION', language, facts.pnrCode);
  const { guestName, hotelName, checkIn, checkOut, link } = facts;
  switch (language) {
    case 'en':
      return compose(language, subject, [
        { p: `Dear ${guestName},` },
        { p: `Thank you for staying at ${hotelName} (${checkIn} to ${checkOut}). Would you tell other travellers how it was? Your review is marked as a verified stay.` },
        { p: link, strong: true },
        { p: 'Log in with your account to write it; it appears on the hotel page once our team has checked it.' },
      ]);
    case 'fa':
      return compose(language, subject, [
        { p: `${guestName} عزیز،` },
        { p: `از اقامت شما در ${hotelName} (از ${checkIn} تا ${checkOut}) سپاسگزاریم. تجربهٔ خود را با مسافران دیگر در میان می‌گذارید؟ نظر شما با نشان «اقامت تأییدشده» نمایش داده می‌شود.` },
        { p: link, strong: true },
        { p: 'برای نوشتن نظر با حساب خود وارد شوید؛ نظر پس از بررسی تیم ما در صفحهٔ هتل نمایش داده می‌شود.' },
      ]);
    default:
      return compose(language, subject, [
        { p: `Sayın ${guestName},` },
        { p: `${hotelName} otelinde (${checkIn} - ${checkOut}) konakladığınız için teşekkür ederiz. Deneyiminizi diğer gezginlerle paylaşır mısınız? Yorumunuz "doğrulanmış konaklama" olarak işaretlenir.` },
        { p: link, strong: true },
        { p: 'Yorum yazmak için hesabınızla giriş yapın; yorumunuz ekibimiz kontrol ettikten sonra otel sayfasında görünür.' },
      ]);
  }
}
