/**
 * The call table of the API: name, method, path and who may call, without zod. The SPA calls the
 * API through this table (its first view loads no zod); `endpoints.ts` adds the zod schemas of
 * each call for the Worker, the mocks and the contract tests. Each path is written here only.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone; the guest holding the booking token of that reservation
 * (`X-Booking-Token`); any logged-in user; an ADMIN.
 */
export type Access = 'anyone' | 'booking' | 'user' | 'admin';

/** Header carrying the booking token (calls with access `booking`). */
export const BOOKING_TOKEN_HEADER = 'X-Booking-Token';

export interface Route {
  method: HttpMethod;
  /** Hono style (`/api/payments/:id/verify`). */
  path: string;
  access: Access;
  /** `json` unless stated; `multipart` for the receipt and photo uploads. */
  bodyKind?: 'json' | 'multipart';
  /** `binary` answers (receipt files, photos, CSV exports) are not JSON. */
  responseKind?: 'json' | 'binary';
  /** Lists: a JSON array; with page/pageSize the total is in `X-Total-Count`. */
  paged?: true;
  /**
   * The abuse limit the Worker puts in front of the call (worker/auth/limits.ts): calls with the
   * same name share one count. Login and the contact form count inside their handlers, as
   * only a well-formed request counts there.
   */
  limit?: RateLimitName;
  /**
   * The call needs a Cloudflare Turnstile token (`TURNSTILE_TOKEN_HEADER`) when the Worker has a
   * Turnstile secret; the Worker checks it before the limits and the handler (ADR
   * docs/decisions/0007-turnstile-bot-check.md).
   */
  botCheck?: true;
}

/**
 * Where a call with `botCheck` carries the Turnstile token: this header first; the body field
 * `TURNSTILE_TOKEN_FIELD` (the name Turnstile gives its hidden form input) is read only when the
 * header is missing. The SPA always sends the header.
 */
export const TURNSTILE_TOKEN_HEADER = 'CF-Turnstile-Response';
export const TURNSTILE_TOKEN_FIELD = 'cf-turnstile-response';

/** Registration; every hotel and tour booking; the PNR lookup; the late receipt access; a guest's cancellation; password reset. */
export type RateLimitName = 'register' | 'booking' | 'pnr' | 'pnr-access' | 'pnr-cancel' | 'password-reset';

/** Every call of spec section 7 plus the product's extra calls (each listed in docs/urls.md). */
export const routes = {
  health: { method: 'GET', path: '/api/health', access: 'anyone' },
  getPublicConfig: { method: 'GET', path: '/api/config/public', access: 'anyone' },

  // Authentication and users
  login: { method: 'POST', path: '/api/auth/login', access: 'anyone' },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'user' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgotPassword', access: 'anyone', limit: 'password-reset', botCheck: true },
  resetPassword: { method: 'POST', path: '/api/auth/resetPassword', access: 'anyone', limit: 'password-reset' },
  register: { method: 'POST', path: '/api/users/createUser', access: 'anyone', limit: 'register', botCheck: true },
  getAllUsers: { method: 'GET', path: '/api/users/public/getAllUsers', access: 'admin', paged: true },
  createUser: { method: 'POST', path: '/api/users/public/createUser', access: 'admin' },
  updateUser: { method: 'PUT', path: '/api/users/updateUser', access: 'admin' },
  deleteUser: { method: 'DELETE', path: '/api/users/deleteUser', access: 'admin' },
  changePassword: { method: 'PUT', path: '/api/users/changePassword', access: 'user' },
  getMe: { method: 'GET', path: '/api/users/me', access: 'user' },
  deleteMe: { method: 'DELETE', path: '/api/users/me', access: 'user' },

  // Hotels and room types
  getAllHotels: { method: 'GET', path: '/api/hotel/public/getAllHotels', access: 'anyone', paged: true },
  getHotelById: { method: 'GET', path: '/api/hotel/public/getHotelById', access: 'anyone' },
  createHotel: { method: 'POST', path: '/api/hotel/createHotel', access: 'admin' },
  updateHotel: { method: 'PUT', path: '/api/hotel/updateHotel', access: 'admin' },
  deleteHotel: { method: 'DELETE', path: '/api/hotel/deleteHotel', access: 'admin' },
  getHotelRoomTypes: { method: 'GET', path: '/api/hotel/public/:hotelId/room-types', access: 'anyone' },
  getHotelReviews: { method: 'GET', path: '/api/hotel/public/:id/reviews', access: 'anyone', paged: true },
  createRoomType: { method: 'POST', path: '/api/roomType/createRoomType', access: 'admin' },
  updateRoomType: { method: 'PUT', path: '/api/roomType/updateRoomType', access: 'admin' },
  deleteRoomType: { method: 'DELETE', path: '/api/roomType/deleteRoomType', access: 'admin' },
  searchHotels: { method: 'GET', path: '/api/hotels/search', access: 'anyone', paged: true },
  searchHotelsLegacy: { method: 'GET', path: '/hotels/search', access: 'anyone', paged: true },
  getStayQuote: { method: 'GET', path: '/api/hotels/quote', access: 'anyone' },
  getRates: { method: 'GET', path: '/api/admin/rates', access: 'admin' },
  createRate: { method: 'POST', path: '/api/admin/rates', access: 'admin' },
  updateRate: { method: 'PUT', path: '/api/admin/rates/:id', access: 'admin' },
  deleteRate: { method: 'DELETE', path: '/api/admin/rates/:id', access: 'admin' },

  // Numbered rooms, housekeeping and room assignment (issue 32, ADR docs/decisions/0017-numbered-rooms.md)
  getRooms: { method: 'GET', path: '/api/admin/rooms', access: 'admin' },
  createRoom: { method: 'POST', path: '/api/admin/rooms', access: 'admin' },
  updateRoom: { method: 'PUT', path: '/api/admin/rooms/:id', access: 'admin' },
  retireRoom: { method: 'DELETE', path: '/api/admin/rooms/:id', access: 'admin' },
  setHousekeeping: { method: 'PUT', path: '/api/admin/rooms/:id/housekeeping', access: 'admin' },
  getRoomGrid: { method: 'GET', path: '/api/admin/room-grid', access: 'admin' },
  assignRooms: { method: 'POST', path: '/api/admin/reservations/:id/assign', access: 'admin' },

  // Reservations
  getAllReservations: { method: 'GET', path: '/api/reservation/public/getAllReservations', access: 'admin', paged: true },
  getReservationById: { method: 'GET', path: '/api/reservation/public/getReservationById', access: 'admin' },
  createReservation: { method: 'POST', path: '/api/reservation/public/createReservation', access: 'anyone', limit: 'booking', botCheck: true },
  createReservationApi: { method: 'POST', path: '/api/reservations', access: 'anyone', limit: 'booking', botCheck: true },
  createReservationLegacy: { method: 'POST', path: '/reservations', access: 'anyone', limit: 'booking', botCheck: true },
  updateReservation: { method: 'PUT', path: '/api/reservation/public/updateReservation', access: 'admin' },
  deleteReservation: { method: 'DELETE', path: '/api/reservation/public/deleteReservation', access: 'admin' },
  deleteAllReservations: { method: 'DELETE', path: '/api/reservation/deleteAllReservations', access: 'admin' },
  getUserReservations: { method: 'GET', path: '/api/reservation/getUserReservations', access: 'user', paged: true },
  getMyReservations: { method: 'GET', path: '/api/reservation/my', access: 'user', paged: true },
  lookupPnr: { method: 'GET', path: '/api/reservation/public/pnr/:pnr', access: 'anyone', limit: 'pnr' },
  accessReservationByPnr: { method: 'POST', path: '/api/reservation/public/pnr/:pnr/access', access: 'anyone', limit: 'pnr-access' },
  cancelReservation: { method: 'POST', path: '/api/reservation/public/cancel', access: 'anyone', limit: 'pnr-cancel' },
  adminCancelReservation: { method: 'POST', path: '/api/admin/reservations/:id/cancel', access: 'admin' },

  // Payments and files
  createPayment: { method: 'POST', path: '/api/payments/create', access: 'booking' },
  getAllPayments: { method: 'GET', path: '/api/payments/getAllPayments', access: 'admin', paged: true },
  getPaymentById: { method: 'GET', path: '/api/payments/getPaymentById/:id', access: 'admin' },
  updatePayment: { method: 'PUT', path: '/api/payments/updatePayment/:id', access: 'admin' },
  deletePayment: { method: 'DELETE', path: '/api/payments/deletePayment/:id', access: 'admin' },
  updateReceipt: { method: 'POST', path: '/api/payments/:id/update-receipt', access: 'booking' },
  verifyPayment: { method: 'POST', path: '/api/payments/:id/verify', access: 'admin' },
  getMyPayments: { method: 'GET', path: '/api/payments/my', access: 'user', paged: true },
  getRefunds: { method: 'GET', path: '/api/admin/refunds', access: 'admin', paged: true },
  markRefunded: { method: 'POST', path: '/api/admin/refunds/:id/refunded', access: 'admin' },
  // Registered after the fixed /api/payments/... paths so they win over `:id`.
  getPayment: { method: 'GET', path: '/api/payments/:id', access: 'admin' },
  uploadFile: { method: 'POST', path: '/api/files/upload', access: 'booking', bodyKind: 'multipart' },
  getUploadedFile: { method: 'GET', path: '/api/files/uploads/:filename', access: 'admin', responseKind: 'binary' },

  // Places
  getAllPlaces: { method: 'GET', path: '/api/tour/public/getAllPlaces', access: 'anyone', paged: true },
  getPlaceById: { method: 'GET', path: '/api/tour/public/getPlaceById', access: 'anyone' },
  createPlace: { method: 'POST', path: '/api/tour/createPlace', access: 'admin' },
  updatePlace: { method: 'PUT', path: '/api/tour/updatePlace', access: 'admin' },
  deletePlace: { method: 'DELETE', path: '/api/tour/deletePlace', access: 'admin' },
  deleteAllPlaces: { method: 'DELETE', path: '/api/tour/deleteAllPlaces', access: 'admin' },

  // Tours and tour reservations
  getAllTours: { method: 'GET', path: '/api/tour/public/getAllTours', access: 'anyone', paged: true },
  getTourById: { method: 'GET', path: '/api/tour/public/getTourById', access: 'anyone' },
  createTour: { method: 'POST', path: '/api/tour/createTour', access: 'admin' },
  updateTour: { method: 'PUT', path: '/api/tour/updateTour', access: 'admin' },
  deleteTour: { method: 'DELETE', path: '/api/tour/deleteTour', access: 'admin' },
  deleteAllTours: { method: 'DELETE', path: '/api/tour/deleteAllTours', access: 'admin' },
  searchTours: { method: 'GET', path: '/api/tours/search', access: 'anyone', paged: true },
  searchToursLegacy: { method: 'GET', path: '/tours/search', access: 'anyone', paged: true },
  createTourReservation: { method: 'POST', path: '/api/tour-reservations', access: 'anyone', limit: 'booking', botCheck: true },
  createTourReservationLegacy: { method: 'POST', path: '/tour-reservations', access: 'anyone', limit: 'booking', botCheck: true },
  getAllTourReservations: { method: 'GET', path: '/api/tour-reservations', access: 'admin', paged: true },
  getMyTourReservations: { method: 'GET', path: '/api/tour-reservations/my', access: 'user', paged: true },

  // Reviews
  getApprovedReviews: { method: 'GET', path: '/api/review/public/getAllReviews', access: 'anyone', paged: true },
  getAllReviews: { method: 'GET', path: '/api/review/getAllReviews', access: 'admin', paged: true },
  createReview: { method: 'POST', path: '/api/review/createReview', access: 'user' },
  updateReview: { method: 'PUT', path: '/api/review/public/updateReview', access: 'admin' },
  deleteReview: { method: 'DELETE', path: '/api/review/public/deleteReview', access: 'admin' },

  // Favourites of the logged-in user (hearts on hotel cards, profile tab)
  getFavourites: { method: 'GET', path: '/api/favourites', access: 'user', paged: true },
  addFavourite: { method: 'POST', path: '/api/favourites', access: 'user' },
  removeFavourite: { method: 'DELETE', path: '/api/favourites/:hotelId', access: 'user' },

  // Admin dashboard and contact
  getDashboard: { method: 'GET', path: '/api/admin/dashboard', access: 'admin' },
  getOutbox: { method: 'GET', path: '/api/admin/outbox', access: 'admin', paged: true },
  createContactMessage: { method: 'POST', path: '/api/contact/createMessage', access: 'anyone', botCheck: true },
  getOccupancy: { method: 'GET', path: '/api/admin/occupancy', access: 'admin' },
  exportReservationsCsv: { method: 'GET', path: '/api/admin/reservations.csv', access: 'admin', responseKind: 'binary' },
  exportPaymentsCsv: { method: 'GET', path: '/api/admin/payments.csv', access: 'admin', responseKind: 'binary' },
  updateTourReservationStatus: { method: 'PUT', path: '/api/tour-reservations/:id/status', access: 'admin' },
  getAllContactMessages: { method: 'GET', path: '/api/contact/getAllMessages', access: 'admin', paged: true },
  replyContactMessage: { method: 'POST', path: '/api/contact/messages/:id/reply', access: 'admin' },
  markContactMessageHandled: { method: 'POST', path: '/api/contact/messages/:id/handled', access: 'admin' },

  // Channel sync (iCal, issue 21): the room type's secret export feed and its imported calendars
  getChannelFeed: { method: 'GET', path: '/api/channels/:file', access: 'anyone', responseKind: 'binary' },
  getChannels: { method: 'GET', path: '/api/admin/channels', access: 'admin' },
  addChannelFeed: { method: 'POST', path: '/api/admin/channels', access: 'admin' },
  rotateChannelExport: { method: 'POST', path: '/api/admin/channels/rotate', access: 'admin' },
  syncChannelFeed: { method: 'POST', path: '/api/admin/channels/:id/sync', access: 'admin' },
  deleteChannelFeed: { method: 'DELETE', path: '/api/admin/channels/:id', access: 'admin' },

  // Photo galleries (issue 22, ADR docs/decisions/0014-photo-galleries.md): one size of a photo, and the admin's gallery editor
  getPhotoFile: { method: 'GET', path: '/api/photos/:id/:file', access: 'anyone', responseKind: 'binary' },
  getPhotos: { method: 'GET', path: '/api/admin/photos', access: 'admin' },
  uploadPhoto: { method: 'POST', path: '/api/admin/photos', access: 'admin', bodyKind: 'multipart' },
  reorderPhotos: { method: 'PUT', path: '/api/admin/photos/order', access: 'admin' },
  updatePhoto: { method: 'PUT', path: '/api/admin/photos/:id', access: 'admin' },
  deletePhoto: { method: 'DELETE', path: '/api/admin/photos/:id', access: 'admin' },

  // The audit trail (issue 32, ADR docs/decisions/0019-audit-trail.md)
  getAuditLog: { method: 'GET', path: '/api/admin/audit', access: 'admin', paged: true },
  // The front desk (issue 32, ADR docs/decisions/0018-front-desk-and-guest-identity.md): the day's board, check-in with the guests' identities, check-out, no-show, the KBS export
  getFrontDesk: { method: 'GET', path: '/api/admin/frontdesk', access: 'admin' },
  checkInReservation: { method: 'POST', path: '/api/admin/reservations/:id/check-in', access: 'admin' },
  checkOutReservation: { method: 'POST', path: '/api/admin/reservations/:id/check-out', access: 'admin' },
  markNoShow: { method: 'POST', path: '/api/admin/reservations/:id/no-show', access: 'admin' },
  exportKbsCsv: { method: 'GET', path: '/api/admin/kbs', access: 'admin', responseKind: 'binary' },
  // Bank statements matched to bookings (issue 34, ADR docs/decisions/0021-bank-statements.md)
  uploadBankStatement: { method: 'POST', path: '/api/admin/bank-statements', access: 'admin', bodyKind: 'multipart' },
  getBankStatements: { method: 'GET', path: '/api/admin/bank-statements', access: 'admin' },
  getBankCsvMappings: { method: 'GET', path: '/api/admin/bank-statements/csv-mappings', access: 'admin' },
  getBankStatement: { method: 'GET', path: '/api/admin/bank-statements/:id', access: 'admin' },
  matchBankStatementLine: { method: 'POST', path: '/api/admin/bank-statements/lines/:id/match', access: 'admin' },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

/** A query parameter's value; `undefined` and `null` are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * `path` with `query` appended, in the order given: the SPA's API client builds every call's
 * URL with it, and the Worker the URLs it preloads for a page, so the two always match.
 */
export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}
