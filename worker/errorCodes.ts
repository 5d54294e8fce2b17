import {
  AccountMessages,
  ChannelMessages,
  GeoMessages,
  HotelTimeMessages,
  StayRuleMessages,
  AdminMessages,
  BankStatementMessages,
  BookingTokenMessages,
  BotCheckMessages,
  CancellationMessages,
  ContactMessages,
  FrontDeskMessages,
  LegalMessages,
  ListMessages,
  LOGIN_FAILED,
  PASSWORD_TOO_SHORT,
  PHONE_INVALID,
  PasswordResetMessages,
  PaymentMessages,
  PhotoMessages,
  ReceiptMessages,
  ReservationMessages,
  ReviewMessages,
  RoomMessages,
  ServerMessages,
  TourBookingMessages,
  TourBookingStatusMessages,
} from '../contract';
import { statusCode, type ErrorCode } from '../contract/errorCodes';
import { LimitMessages } from './auth/limits';
import type { ErrorDetail } from './http/errors';
import { CredentialMessages } from './middleware/auth';
import { CONTACT_LIMIT } from './routes/contact';
import { FileMessages } from './routes/files';
import { HotelMessages } from './routes/hotels';
import { PLACE_NOT_FOUND } from './routes/places';
import { BookingMessages } from './routes/reservations';
import { RoomTypeMessages } from './routes/roomTypes';
import { TourMessages } from './routes/tours';
import { UserMessages } from './routes/users';

/**
 * Each coded error text and its code (docs/decisions/0011-error-codes.md): the handlers keep
 * throwing the spec's texts (`*Messages`), and the answer gets the code of its text here, so a
 * text and its code cannot drift apart. Several texts may share a code (the same meaning said by
 * two resources); one text never has two codes. worker/errorCodes.test.ts holds every
 * `*Messages` error text to a code.
 */
const CODED: ReadonlyArray<readonly [ErrorCode, ...string[]]> = [
  ['UNAUTHORIZED', ServerMessages.authRequired],
  ['FORBIDDEN', ServerMessages.forbidden],
  ['INTERNAL', ServerMessages.internal],
  ['UNAVAILABLE', ServerMessages.unavailable],
  ['LOGIN_FAILED', LOGIN_FAILED],
  ['TOKEN_INVALID', CredentialMessages.invalidToken],
  ['BOOKING_TOKEN_INVALID', CredentialMessages.invalidBookingToken],
  ['BOOKING_TOKEN_REQUIRED', BookingTokenMessages.required],
  ['BOOKING_TOKEN_USER_WITHOUT', BookingTokenMessages.userWithout],
  ['BOOKING_TOKEN_OTHER_RESERVATION', BookingTokenMessages.otherReservation],
  ['USERNAME_TAKEN', UserMessages.nameTaken],
  ['EMAIL_TAKEN', UserMessages.emailTaken],
  ['USER_NOT_FOUND', UserMessages.notFound],
  ['DELETE_SELF', UserMessages.deleteSelf],
  ['LAST_ADMIN', UserMessages.lastAdmin, AccountMessages.lastAdmin],
  ['CURRENT_PASSWORD_WRONG', UserMessages.wrongPassword],
  ['PASSWORD_WRONG', AccountMessages.wrongPassword],
  ['PASSWORD_TOO_SHORT', PASSWORD_TOO_SHORT],
  ['PHONE_INVALID', PHONE_INVALID],
  ['FIELD_REQUIRED', AccountMessages.passwordRequired],
  ['ACCOUNT_HAS_ACTIVE_BOOKING', AccountMessages.activeBooking],
  ['RESET_LINK_INVALID', PasswordResetMessages.invalid],
  ['RESET_LINK_USED', PasswordResetMessages.used],
  ['RESET_LINK_EXPIRED', PasswordResetMessages.expired],
  ['RESET_TOO_MANY', PasswordResetMessages.tooMany],
  ['LOGIN_TOO_MANY', LimitMessages.login],
  ['REGISTER_TOO_MANY', LimitMessages.register],
  ['BOOKING_TOO_MANY', LimitMessages.booking],
  ['PNR_TOO_MANY', ReservationMessages.pnrTooMany],
  ['CONTACT_TOO_MANY', CONTACT_LIMIT.message],
  ['CONTACT_MESSAGE_NOT_FOUND', ContactMessages.notFound],
  ['CONTACT_REPLY_REQUIRED', ContactMessages.replyRequired],
  ['BOT_CHECK_MISSING', BotCheckMessages.missing],
  ['BOT_CHECK_FAILED', BotCheckMessages.failed],
  ['BOT_CHECK_UNAVAILABLE', BotCheckMessages.unavailable],
  ['HOTEL_NOT_FOUND', HotelMessages.notFound, AdminMessages.hotelNotFound, ReviewMessages.hotelNotFound, RoomTypeMessages.hotelNotFound],
  ['HOTEL_HAS_RESERVATIONS', HotelMessages.hasReservations],
  ['HOTEL_AMBIGUOUS', BookingMessages.hotelAmbiguous],
  ['ROOM_TYPE_NOT_FOUND', RoomTypeMessages.notFound, ReservationMessages.noRoomType, StayRuleMessages.roomTypeNotFound, ChannelMessages.roomTypeNotFound],
  ['ROOM_TYPE_DUPLICATE', RoomTypeMessages.duplicate],
  ['ROOM_TYPE_HAS_RESERVATIONS', RoomTypeMessages.hasReservations],
  ['ROOM_TYPE_OTHER_HOTEL', RoomTypeMessages.otherHotel],
  ['PLACE_NOT_FOUND', PLACE_NOT_FOUND],
  ['TOUR_NOT_FOUND', TourMessages.notFound, TourBookingMessages.tourNotFound],
  ['REVIEW_NOT_FOUND', ReviewMessages.notFound],
  ['HOTEL_REQUIRED', ReservationMessages.hotelMissing],
  ['CHECK_IN_IN_PAST', ReservationMessages.pastCheckIn, TourBookingMessages.pastDate],
  ['CHECK_OUT_BEFORE_CHECK_IN', ReservationMessages.checkOutAfterCheckIn],
  ['TOO_MANY_GUESTS', ReservationMessages.tooManyGuests],
  ['ROOMS_SOLD_OUT', ReservationMessages.noRoomsLeft, BookingMessages.full],
  ['STAY_STOP_SELL', StayRuleMessages.stopSell],
  ['STAY_CLOSED_TO_ARRIVAL', StayRuleMessages.closedToArrival],
  ['STAY_MIN_ABOVE_MAX', StayRuleMessages.minAboveMax],
  ['RATE_NOT_FOUND', StayRuleMessages.rateNotFound],
  ['RATE_DATES_ORDER', StayRuleMessages.fromBeforeTo],
  ['CHANNEL_FEED_NOT_FOUND', ChannelMessages.feedNotFound],
  ['CHANNEL_DUPLICATE', ChannelMessages.duplicateUrl],
  ['CHANNEL_URL_INVALID', ChannelMessages.url.invalid],
  ['CHANNEL_URL_SCHEME', ChannelMessages.url.scheme],
  ['CHANNEL_URL_PRIVATE', ChannelMessages.url.private],
  ['CHANNEL_URL_CREDENTIALS', ChannelMessages.url.credentials],
  ['COORDINATE_OUT_OF_RANGE', GeoMessages.latitude, GeoMessages.longitude],
  ['COORDINATES_PAIR', GeoMessages.pair],
  ['PHOTO_NOT_FOUND', PhotoMessages.notFound],
  ['PHOTO_RECORD_NOT_FOUND', PhotoMessages.recordNotFound],
  ['PHOTO_SIZE_REQUIRED', PhotoMessages.sizeRequired],
  ['PHOTO_TOO_MANY_SIZES', PhotoMessages.tooManySizes],
  ['PHOTO_WRONG_TYPE', PhotoMessages.wrongType],
  ['PHOTO_TOO_LARGE', PhotoMessages.tooLarge],
  ['PHOTO_WIDTH_MISMATCH', PhotoMessages.widthMismatch],
  ['PHOTO_GALLERY_FULL', PhotoMessages.tooMany],
  ['PHOTO_ORDER_MISMATCH', PhotoMessages.orderMismatch],
  ['BANK_FILE_REQUIRED', BankStatementMessages.fileRequired],
  ['BANK_FILE_TOO_LARGE', BankStatementMessages.tooLarge],
  ['BANK_TOO_MANY_LINES', BankStatementMessages.tooManyLines],
  ['BANK_FORMAT_UNKNOWN', BankStatementMessages.formatUnknown],
  ['BANK_XML_DECLARATIONS', BankStatementMessages.xmlDeclarations],
  ['BANK_CAMT_INVALID', BankStatementMessages.camtInvalid],
  ['BANK_MT940_INCOMPLETE', BankStatementMessages.mt940Incomplete],
  ['BANK_MT940_BAD_LINE', BankStatementMessages.mt940BadLine],
  ['BANK_CSV_FORMULA', BankStatementMessages.csvFormula],
  ['BANK_CSV_MAPPING_REQUIRED', BankStatementMessages.csvMappingRequired],
  ['BANK_CSV_MAPPING_MISMATCH', BankStatementMessages.csvMappingMismatch],
  ['BANK_STATEMENT_NOT_FOUND', BankStatementMessages.statementNotFound],
  ['BANK_LINE_NOT_FOUND', BankStatementMessages.lineNotFound],
  ['BANK_LINE_APPROVED', BankStatementMessages.lineApproved],
  ['BANK_LINE_NOT_CREDIT', BankStatementMessages.lineNotCredit],
  ['BANK_BOOKING_NOT_WAITING', BankStatementMessages.bookingNotWaiting],
  ['CHECK_IN_TIME_INVALID', HotelTimeMessages.checkInTime],
  ['CHECK_OUT_TIME_INVALID', HotelTimeMessages.checkOutTime],
  ['TOTAL_TOO_LARGE', BookingMessages.totalTooLarge],
  ['TOTAL_PAID', AdminMessages.totalPaid],
  ['RESERVATION_NOT_FOUND', ReservationMessages.pnrNotFound, BookingMessages.notFound, PaymentMessages.reservationNotFound],
  ['PNR_REQUIRED', ReservationMessages.pnrEmpty],
  ['RESERVATION_NOT_PENDING', ReservationMessages.pnrAccessNotPending],
  ['OTHER_USERS_RESERVATIONS', BookingMessages.otherUser],
  ['TERMS_NOT_ACCEPTED', LegalMessages.termsNotAccepted],
  ['TERMS_VERSION_OUTDATED', LegalMessages.termsVersion],
  ['TOUR_NOT_RUNNING', TourBookingMessages.notRunning],
  ['TOUR_SOLD_OUT', TourBookingMessages.groupFull, TourBookingStatusMessages.groupFull],
  ['TOUR_BOOKING_NOT_FOUND', TourBookingStatusMessages.notFound],
  ['PAYMENT_NOT_FOUND', PaymentMessages.notFound],
  ['PAYMENT_LOCKED', PaymentMessages.locked],
  ['PAYMENT_NOTHING_TO_UPDATE', PaymentMessages.nothingToUpdate],
  ['PAYMENT_REASON_REQUIRED', PaymentMessages.reasonRequired],
  ['RECEIPT_NOT_FOUND', PaymentMessages.receiptNotFound],
  ['RECEIPT_OTHER_RESERVATION', PaymentMessages.receiptOtherReservation],
  ['RECEIPT_MISSING', PaymentMessages.noReceipt],
  ['RECEIPT_FILE_REQUIRED', ReceiptMessages.fileRequired],
  ['FILE_TOO_LARGE', ReceiptMessages.tooLarge],
  ['FILE_WRONG_TYPE', ReceiptMessages.wrongType],
  ['FILE_NOT_FOUND', FileMessages.fileNotFound],
  ['ROOMS_GONE', PaymentMessages.roomsGone],
  ['PLACES_GONE', PaymentMessages.placesGone],
  ['ALREADY_CANCELLED', CancellationMessages.alreadyCancelled],
  ['CANCEL_AFTER_ARRIVAL', CancellationMessages.arrived],
  ['CANCEL_CHANGED', CancellationMessages.changed],
  ['CANCEL_REASON_REQUIRED', CancellationMessages.reasonRequired],
  ['BOOKING_EMAIL_REQUIRED', CancellationMessages.emailRequired],
  ['REFUND_NOT_FOUND', CancellationMessages.refundNotFound],
  ['ALREADY_REFUNDED', CancellationMessages.alreadyRefunded],
  ['BANK_REFERENCE_REQUIRED', CancellationMessages.bankReferenceRequired],
  ['REVIEW_RESERVATION_REQUIRED', ReviewMessages.reservationRequired],
  ['REVIEW_NOT_YOUR_STAY', ReviewMessages.notYourStay],
  ['REVIEW_STAY_NOT_CONFIRMED', ReviewMessages.stayNotConfirmed],
  ['REVIEW_STAY_NOT_ENDED', ReviewMessages.stayNotEnded],
  ['REVIEW_ALREADY_WRITTEN', ReviewMessages.alreadyReviewed],
  ['LIST_SORT_UNKNOWN', ListMessages.hotelSort, ListMessages.placeSort],
  ['LIST_ORDER_UNKNOWN', ListMessages.order],
  ['LIST_MIN_STARS', ListMessages.minStars],
  ['LIST_AMENITY_UNKNOWN', ListMessages.amenities],
  ['LIST_PRICE_INVALID', ListMessages.price],
  ['LIST_PRICE_RANGE', ListMessages.priceRange],
  ['ROOM_NOT_FOUND', RoomMessages.notFound],
  ['ROOM_NUMBER_TAKEN', RoomMessages.numberTaken],
  ['ROOM_OTHER_HOTEL', RoomMessages.otherHotel],
  ['ROOM_HOLDS_NIGHTS', RoomMessages.holdsNights],
  ['ROOM_NIGHTS_SOLD', RoomMessages.nightsSold],
  ['ROOM_DATES_ORDER', RoomMessages.datesOrder],
  ['ROOM_NOT_HOLDING', RoomMessages.notHolding],
  ['ROOM_STAY_OVER', RoomMessages.stayOver],
  ['ROOM_COUNT_MISMATCH', RoomMessages.roomCount],
  ['ROOM_MIXED_TYPES', RoomMessages.mixedTypes],
  ['ROOM_TAKEN', RoomMessages.roomTaken],
  ['ROOM_OUT_OF_ORDER', RoomMessages.outOfOrder],
  ['ROOM_TYPE_FULL', RoomMessages.typeFull],
  ['ROOM_COUNT_BOOKED', RoomMessages.countBooked],
  ['ROOM_NOTHING_TO_CHANGE', RoomMessages.nothingToChange],
  ['CHECK_IN_NOT_CONFIRMED', FrontDeskMessages.notConfirmed],
  ['CHECK_IN_BEFORE_ARRIVAL', FrontDeskMessages.beforeArrival],
  ['CHECK_IN_STAY_OVER', FrontDeskMessages.stayOver],
  ['ALREADY_IN_HOUSE', FrontDeskMessages.alreadyInHouse],
  ['STAY_NOT_EXPECTED', FrontDeskMessages.notExpected],
  ['NOT_IN_HOUSE', FrontDeskMessages.notInHouse],
  ['NO_SHOW_TOO_EARLY', FrontDeskMessages.noShowTooEarly],
  ['FRONT_DESK_CHANGED', FrontDeskMessages.changed],
  ['TC_NUMBER_INVALID', FrontDeskMessages.tcInvalid],
  ['PASSPORT_REQUIRED', FrontDeskMessages.passportRequired],
  ['COUNTRY_UNKNOWN', FrontDeskMessages.countryUnknown],
  ['BIRTH_DATE_INVALID', FrontDeskMessages.birthDateInvalid],
  ['GUESTS_REQUIRED', FrontDeskMessages.guestsRequired],
  ['GUEST_NAME_REQUIRED', FrontDeskMessages.nameRequired],
  ['FRONT_DESK_HOTEL_REQUIRED', FrontDeskMessages.hotelRequired],
];

const codeOfText = new Map<string, ErrorCode>(CODED.flatMap(([code, ...texts]) => texts.map((text) => [text, code] as const)));

/** "Hotel name is required", "Date is required": the field-level texts of the contract's schemas. */
const REQUIRED_TEXT = /\bis required$/;

/** The code of a coded text, or undefined. */
export function codeOfMessage(message: string): ErrorCode | undefined {
  return codeOfText.get(message) ?? (REQUIRED_TEXT.test(message) ? 'FIELD_REQUIRED' : undefined);
}

/** Every text that has a code, for the tests. */
export const codedTexts = (): string[] => [...codeOfText.keys()];

/**
 * The error envelope as answered: `{ code, message, details? }`. `code` is the thrown one when
 * a handler named it, else its text's, else the status's; a field error gets its text's code
 * when it has one.
 */
export function errorBody(status: number, message: string, details?: readonly ErrorDetail[], code?: ErrorCode) {
  const body: { code: ErrorCode; message: string; details?: ErrorDetail[] } = {
    code: code ?? codeOfMessage(message) ?? statusCode(status),
    message,
  };
  if (details) {
    body.details = details.map((detail) => {
      const detailCode = detail.code ?? codeOfMessage(detail.message);
      return detailCode ? { ...detail, code: detailCode } : detail;
    });
  }
  return body;
}
