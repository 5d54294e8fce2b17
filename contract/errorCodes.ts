/**
 * The closed list of error codes (docs/decisions/0011-error-codes.md). Every error answer of the
 * API carries one as `code` beside its `message`; a field error (`details[]`) carries one when its
 * message is one of the coded texts. The SPA shows the code's translation
 * (`src/locales/<language>/errors.json`) and falls back to the server's message. A code is never
 * renamed or reused for another meaning: clients keep them. Zod-free: the SPA imports this module.
 */
export const ERROR_CODES = [
  // One per status: the code of an answer whose message is not one of the coded texts below.
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  // A field error whose message says the field is required ("Hotel name is required").
  'FIELD_REQUIRED',
  // Sign-in, accounts, tokens.
  'LOGIN_FAILED',
  'TOKEN_INVALID',
  'BOOKING_TOKEN_INVALID',
  'BOOKING_TOKEN_REQUIRED',
  'BOOKING_TOKEN_USER_WITHOUT',
  'BOOKING_TOKEN_OTHER_RESERVATION',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'USER_NOT_FOUND',
  'DELETE_SELF',
  'LAST_ADMIN',
  'CURRENT_PASSWORD_WRONG',
  'PASSWORD_WRONG',
  'PASSWORD_TOO_SHORT',
  'PHONE_INVALID',
  'ACCOUNT_HAS_ACTIVE_BOOKING',
  'RESET_LINK_INVALID',
  'RESET_LINK_USED',
  'RESET_LINK_EXPIRED',
  'RESET_TOO_MANY',
  'LOGIN_TOO_MANY',
  'REGISTER_TOO_MANY',
  'BOOKING_TOO_MANY',
  'PNR_TOO_MANY',
  'CONTACT_TOO_MANY',
  'CONTACT_MESSAGE_NOT_FOUND',
  'CONTACT_REPLY_REQUIRED',
  'BOT_CHECK_MISSING',
  'BOT_CHECK_FAILED',
  'BOT_CHECK_UNAVAILABLE',
  // Catalogue.
  'HOTEL_NOT_FOUND',
  'HOTEL_HAS_RESERVATIONS',
  'HOTEL_AMBIGUOUS',
  'ROOM_TYPE_NOT_FOUND',
  'ROOM_TYPE_DUPLICATE',
  'ROOM_TYPE_HAS_RESERVATIONS',
  'ROOM_TYPE_OTHER_HOTEL',
  'PLACE_NOT_FOUND',
  'TOUR_NOT_FOUND',
  'REVIEW_NOT_FOUND',
  // Stays.
  'HOTEL_REQUIRED',
  'CHECK_IN_IN_PAST',
  'CHECK_OUT_BEFORE_CHECK_IN',
  'TOO_MANY_GUESTS',
  'ROOMS_SOLD_OUT',
  // Numbered rooms, housekeeping and room assignment (contract/room.ts).
  'ROOM_NOT_FOUND',
  'ROOM_NUMBER_TAKEN',
  'ROOM_OTHER_HOTEL',
  'ROOM_HOLDS_NIGHTS',
  'ROOM_NIGHTS_SOLD',
  'ROOM_DATES_ORDER',
  'ROOM_NOT_HOLDING',
  'ROOM_STAY_OVER',
  'ROOM_COUNT_MISMATCH',
  'ROOM_MIXED_TYPES',
  'ROOM_TAKEN',
  'ROOM_OUT_OF_ORDER',
  'ROOM_TYPE_FULL',
  'ROOM_COUNT_BOOKED',
  'ROOM_NOTHING_TO_CHANGE',
  // Rates and stay rules (contract/stayPricing.ts).
  'STAY_STOP_SELL',
  'STAY_CLOSED_TO_ARRIVAL',
  'STAY_MIN_NIGHTS',
  'STAY_MAX_NIGHTS',
  'STAY_MIN_ABOVE_MAX',
  'RATE_NOT_FOUND',
  'RATE_DATES_ORDER',
  // Channel sync (contract/channels.ts).
  'CHANNEL_FEED_NOT_FOUND',
  'CHANNEL_DUPLICATE',
  'CHANNEL_URL_INVALID',
  'CHANNEL_URL_SCHEME',
  'CHANNEL_URL_PRIVATE',
  'CHANNEL_URL_CREDENTIALS',
  // Coordinates (contract/geo.ts).
  'COORDINATE_OUT_OF_RANGE',
  'COORDINATES_PAIR',
  // Photo galleries (contract/photos.ts).
  'PHOTO_NOT_FOUND',
  'PHOTO_RECORD_NOT_FOUND',
  'PHOTO_SIZE_REQUIRED',
  'PHOTO_TOO_MANY_SIZES',
  'PHOTO_WRONG_TYPE',
  'PHOTO_TOO_LARGE',
  'PHOTO_WIDTH_MISMATCH',
  'PHOTO_GALLERY_FULL',
  'PHOTO_ORDER_MISMATCH',
  // Bank statements (contract/bankStatements.ts BankStatementMessages).
  'BANK_FILE_REQUIRED',
  'BANK_FILE_TOO_LARGE',
  'BANK_TOO_MANY_LINES',
  'BANK_FORMAT_UNKNOWN',
  'BANK_XML_DECLARATIONS',
  'BANK_CAMT_INVALID',
  'BANK_MT940_INCOMPLETE',
  'BANK_MT940_BAD_LINE',
  'BANK_CSV_FORMULA',
  'BANK_CSV_MAPPING_REQUIRED',
  'BANK_CSV_MAPPING_MISMATCH',
  'BANK_STATEMENT_NOT_FOUND',
  'BANK_LINE_NOT_FOUND',
  'BANK_LINE_APPROVED',
  'BANK_LINE_NOT_CREDIT',
  'BANK_BOOKING_NOT_WAITING',
  // Hotel page times (contract/hotel.ts HotelTimeMessages).
  'CHECK_IN_TIME_INVALID',
  'CHECK_OUT_TIME_INVALID',
  'TOTAL_TOO_LARGE',
  'TOTAL_PAID',
  'RESERVATION_NOT_FOUND',
  'PNR_REQUIRED',
  'RESERVATION_NOT_PENDING',
  'OTHER_USERS_RESERVATIONS',
  'TERMS_NOT_ACCEPTED',
  'TERMS_VERSION_OUTDATED',
  // Tours.
  'TOUR_NOT_RUNNING',
  'TOUR_SOLD_OUT',
  'TOUR_GROUP_TOO_LARGE',
  'TOUR_BOOKING_NOT_FOUND',
  // Payments, receipts, refunds.
  'PAYMENT_NOT_FOUND',
  'PAYMENT_LOCKED',
  'PAYMENT_NOTHING_TO_UPDATE',
  'PAYMENT_REASON_REQUIRED',
  'RECEIPT_NOT_FOUND',
  'RECEIPT_OTHER_RESERVATION',
  'RECEIPT_MISSING',
  'RECEIPT_FILE_REQUIRED',
  'FILE_TOO_LARGE',
  'FILE_WRONG_TYPE',
  'FILE_NOT_FOUND',
  'ROOMS_GONE',
  'PLACES_GONE',
  'ALREADY_CANCELLED',
  'CANCEL_AFTER_ARRIVAL',
  'CANCEL_CHANGED',
  'CANCEL_REASON_REQUIRED',
  'BOOKING_EMAIL_REQUIRED',
  'REFUND_NOT_FOUND',
  'ALREADY_REFUNDED',
  'BANK_REFERENCE_REQUIRED',
  // Reviews.
  'REVIEW_RESERVATION_REQUIRED',
  'REVIEW_NOT_YOUR_STAY',
  'REVIEW_STAY_NOT_CONFIRMED',
  'REVIEW_STAY_NOT_ENDED',
  'REVIEW_ALREADY_WRITTEN',
  // Sorting and filtering the catalogue lists (contract/listing.ts).
  'LIST_SORT_UNKNOWN',
  'LIST_ORDER_UNKNOWN',
  'LIST_MIN_STARS',
  'LIST_AMENITY_UNKNOWN',
  'LIST_PRICE_INVALID',
  'LIST_PRICE_RANGE',
  // The front desk (contract/frontDesk.ts).
  'CHECK_IN_NOT_CONFIRMED',
  'CHECK_IN_BEFORE_ARRIVAL',
  'CHECK_IN_STAY_OVER',
  'ALREADY_IN_HOUSE',
  'STAY_NOT_EXPECTED',
  'NOT_IN_HOUSE',
  'NO_SHOW_TOO_EARLY',
  'FRONT_DESK_CHANGED',
  'TC_NUMBER_INVALID',
  'PASSPORT_REQUIRED',
  'COUNTRY_UNKNOWN',
  'BIRTH_DATE_INVALID',
  'GUESTS_REQUIRED',
  'GUEST_NAME_REQUIRED',
  'FRONT_DESK_HOTEL_REQUIRED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The code of an answer with `status` whose message has no code of its own. */
export function statusCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}
