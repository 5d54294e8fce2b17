/** The team's answer to a contact message or a handed-over live chat (kind CONTACT_REPLY), in the visitor's language. */
import { emailSubject, type ReservationLanguage } from '../../contract';
import { compose, type Email } from './messages';

export type ContactReplyFacts = { name: string; subject: string; message: string; reply: string };

export function contactReplyEmail(language: ReservationLanguage, facts: ContactReplyFacts): Email {
  const subject = emailSubject('CONTACT_REPLY', language, facts.subject);
  const { name, message, reply } = facts;
  switch (language) {
    case 'en':
      return compose(language, subject, [{ p: `Dear ${name},` }, { p: reply }, { facts: [['Your message', message]] }]);
    case 'fa':
      return compose(language, subject, [{ p: `${name} عزیز،` }, { p: reply }, { facts: [['پیام شما', message]] }]);
    default:
      return compose(language, subject, [{ p: `Sayın ${name},` }, { p: reply }, { facts: [['Mesajınız', message]] }]);
  }
}
