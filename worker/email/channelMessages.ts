/**
 * The e-mail to the hotel when an event imported from another channel's calendar lands on
 * nights that were already full here (kind CHANNEL_CONFLICT of contract/outbox.ts): the room is
 * sold twice and someone must move a guest. Written in Turkish (the hotel's staff in Van) with
 * an English copy below for the channel managers who do not read it.
 */
import { emailSubject } from '../../contract';
import { compose, type Email } from './messages';

export type ConflictFacts = {
  hotelName: string;
  roomTypeName: string;
  feedName: string;
  ranges: readonly { checkIn: string; checkOut: string; summary: string | null }[];
};

export function channelConflictEmail(facts: ConflictFacts): Email {
  const { hotelName, roomTypeName, feedName, ranges } = facts;
  const subject = emailSubject('CHANNEL_CONFLICT', 'tr', `${hotelName} / ${roomTypeName}`);
  const lines = ranges.map((range): [string, string] => [`${range.checkIn} → ${range.checkOut}`, range.summary ?? '—']);
  return compose('tr', subject, [
    { p: `${hotelName} otelinin ${roomTypeName} oda tipine "${feedName}" takviminden gelen ${ranges.length} kayıt, burada zaten dolu olan gecelere denk geliyor. Kayıtlar tutuldu (oda o kanalda satıldı); bir misafirin taşınması gerekiyor.`, strong: true },
    { facts: lines },
    { p: 'Yönetim panelinde Kanallar bölümünde ve doluluk takviminde çakışma olarak işaretlidir.' },
    { p: `English: ${ranges.length} event(s) from the calendar "${feedName}" for ${roomTypeName} at ${hotelName} landed on nights already full here. They are kept (the room was sold on that channel); a guest must be moved. See Channels and the occupancy calendar in the back office.` },
  ]);
}
