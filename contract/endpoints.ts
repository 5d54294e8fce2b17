import { z } from 'zod';
import { LoginRequest, LoginResponse, RegisterRequest } from './auth';
import { DeleteResponse, HealthResponse, IdParams, IdQuery, MessageResponse, PageQuery } from './common';
import { PublicConfig } from './config';
import { ContactMessage, ContactMessageRequest } from './contact';
import { DashboardStats } from './dashboard';
import { FilenameParams, FileUploadForm, FileUploadResponse } from './file';
import { OutboxEmail, OutboxListQuery } from './outbox';
import { Hotel, HotelAdmin, HotelIdParams, HotelInput, HotelSearchQuery, HotelSearchResult } from './hotel';
import { Payment, PaymentCreate, PaymentListQuery, PaymentUpdate, UpdateReceiptRequest, VerifyQuery } from './payment';
import { Place, PlaceInput, PlaceListQuery } from './place';
import {
  CreateReservationRequest,
  CreateReservationResponse,
  PnrAccess,
  PnrAccessRequest,
  PnrLookup,
  PnrParams,
  Reservation,
  ReservationListQuery,
  ReservationUpdate,
  UserReservationsQuery,
} from './reservation';
import { Review, ReviewCreate, ReviewListQuery, ReviewUpdate } from './review';
import { RoomType, RoomTypeAvailability, RoomTypeInput, RoomTypeListQuery, RoomTypeUpdate } from './roomType';
import { Tour, TourInput, TourSearchQuery } from './tour';
import { TourReservation, TourReservationRequest } from './tourReservation';
import { ChangePasswordRequest, PublicUser, UserCreate, UserUpdate } from './user';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone; the guest holding the booking token of that reservation
 * (`X-Booking-Token`); any logged-in user; an ADMIN.
 */
export type Access = 'anyone' | 'booking' | 'user' | 'admin';

export interface Endpoint {
  method: HttpMethod;
  /** Hono style (`/api/payments/:id/verify`). */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `json` unless stated; `multipart` for the receipt upload. */
  bodyKind?: 'json' | 'multipart';
  /** JSON schema of a 2xx answer; `binary` answers (receipt files) are not JSON. */
  response: z.ZodType;
  responseKind?: 'json' | 'binary';
  /** Lists: a JSON array; with page/pageSize the total is in `X-Total-Count`. */
  paged?: true;
}

const list = <T extends z.ZodType>(item: T) => z.array(item);
const binary = z.unknown();

/** Every call of spec section 7 plus the product's extra calls (DESIGN.md). */
export const endpoints = {
  health: { method: 'GET', path: '/api/health', access: 'anyone', response: HealthResponse },
  getPublicConfig: { method: 'GET', path: '/api/config/public', access: 'anyone', response: PublicConfig },

  // Authentication and users
  login: { method: 'POST', path: '/api/auth/login', access: 'anyone', body: LoginRequest, response: LoginResponse },
  register: { method: 'POST', path: '/api/users/createUser', access: 'anyone', body: RegisterRequest, response: PublicUser },
  getAllUsers: { method: 'GET', path: '/api/users/public/getAllUsers', access: 'admin', query: PageQuery, response: list(PublicUser), paged: true },
  createUser: { method: 'POST', path: '/api/users/public/createUser', access: 'admin', body: UserCreate, response: PublicUser },
  updateUser: { method: 'PUT', path: '/api/users/updateUser', access: 'admin', query: IdQuery, body: UserUpdate, response: PublicUser },
  deleteUser: { method: 'DELETE', path: '/api/users/deleteUser', access: 'admin', query: IdQuery, response: DeleteResponse },
  changePassword: { method: 'PUT', path: '/api/users/changePassword', access: 'user', body: ChangePasswordRequest, response: MessageResponse },
  getMe: { method: 'GET', path: '/api/users/me', access: 'user', response: PublicUser },

  // Hotels and room types
  getAllHotels: { method: 'GET', path: '/api/hotel/public/getAllHotels', access: 'anyone', query: PageQuery, response: list(Hotel), paged: true },
  getHotelById: { method: 'GET', path: '/api/hotel/public/getHotelById', access: 'anyone', query: IdQuery, response: Hotel },
  createHotel: { method: 'POST', path: '/api/hotel/createHotel', access: 'admin', body: HotelInput, response: HotelAdmin },
  updateHotel: { method: 'PUT', path: '/api/hotel/updateHotel', access: 'admin', query: IdQuery, body: HotelInput, response: HotelAdmin },
  deleteHotel: { method: 'DELETE', path: '/api/hotel/deleteHotel', access: 'admin', query: IdQuery, response: DeleteResponse },
  getHotelRoomTypes: { method: 'GET', path: '/api/hotel/public/:hotelId/room-types', access: 'anyone', params: HotelIdParams, query: RoomTypeListQuery, response: list(RoomTypeAvailability) },
  createRoomType: { method: 'POST', path: '/api/roomType/createRoomType', access: 'admin', body: RoomTypeInput, response: RoomType },
  updateRoomType: { method: 'PUT', path: '/api/roomType/updateRoomType', access: 'admin', query: IdQuery, body: RoomTypeUpdate, response: RoomType },
  deleteRoomType: { method: 'DELETE', path: '/api/roomType/deleteRoomType', access: 'admin', query: IdQuery, response: DeleteResponse },
  searchHotels: { method: 'GET', path: '/api/hotels/search', access: 'anyone', query: HotelSearchQuery, response: list(HotelSearchResult), paged: true },
  searchHotelsLegacy: { method: 'GET', path: '/hotels/search', access: 'anyone', query: HotelSearchQuery, response: list(HotelSearchResult), paged: true },

  // Reservations
  getAllReservations: { method: 'GET', path: '/api/reservation/public/getAllReservations', access: 'admin', query: ReservationListQuery, response: list(Reservation), paged: true },
  getReservationById: { method: 'GET', path: '/api/reservation/public/getReservationById', access: 'admin', query: IdQuery, response: Reservation },
  createReservation: { method: 'POST', path: '/api/reservation/public/createReservation', access: 'anyone', body: CreateReservationRequest, response: CreateReservationResponse },
  createReservationApi: { method: 'POST', path: '/api/reservations', access: 'anyone', body: CreateReservationRequest, response: CreateReservationResponse },
  createReservationLegacy: { method: 'POST', path: '/reservations', access: 'anyone', body: CreateReservationRequest, response: CreateReservationResponse },
  updateReservation: { method: 'PUT', path: '/api/reservation/public/updateReservation', access: 'admin', query: IdQuery, body: ReservationUpdate, response: Reservation },
  deleteReservation: { method: 'DELETE', path: '/api/reservation/public/deleteReservation', access: 'admin', query: IdQuery, response: DeleteResponse },
  deleteAllReservations: { method: 'DELETE', path: '/api/reservation/deleteAllReservations', access: 'admin', response: DeleteResponse },
  getUserReservations: { method: 'GET', path: '/api/reservation/getUserReservations', access: 'user', query: UserReservationsQuery, response: list(Reservation), paged: true },
  getMyReservations: { method: 'GET', path: '/api/reservation/my', access: 'user', query: PageQuery, response: list(Reservation), paged: true },
  lookupPnr: { method: 'GET', path: '/api/reservation/public/pnr/:pnr', access: 'anyone', params: PnrParams, response: PnrLookup },
  accessReservationByPnr: { method: 'POST', path: '/api/reservation/public/pnr/:pnr/access', access: 'anyone', params: PnrParams, body: PnrAccessRequest, response: PnrAccess },

  // Payments and files
  createPayment: { method: 'POST', path: '/api/payments/create', access: 'booking', body: PaymentCreate, response: Payment },
  getAllPayments: { method: 'GET', path: '/api/payments/getAllPayments', access: 'admin', query: PaymentListQuery, response: list(Payment), paged: true },
  getPaymentById: { method: 'GET', path: '/api/payments/getPaymentById/:id', access: 'admin', params: IdParams, response: Payment },
  updatePayment: { method: 'PUT', path: '/api/payments/updatePayment/:id', access: 'admin', params: IdParams, body: PaymentUpdate, response: Payment },
  deletePayment: { method: 'DELETE', path: '/api/payments/deletePayment/:id', access: 'admin', params: IdParams, response: DeleteResponse },
  updateReceipt: { method: 'POST', path: '/api/payments/:id/update-receipt', access: 'booking', params: IdParams, body: UpdateReceiptRequest, response: Payment },
  verifyPayment: { method: 'POST', path: '/api/payments/:id/verify', access: 'admin', params: IdParams, query: VerifyQuery, response: Payment },
  // Registered after the fixed /api/payments/... paths so they win over `:id`.
  getPayment: { method: 'GET', path: '/api/payments/:id', access: 'admin', params: IdParams, response: Payment },
  uploadFile: { method: 'POST', path: '/api/files/upload', access: 'booking', body: FileUploadForm, bodyKind: 'multipart', response: FileUploadResponse },
  getUploadedFile: { method: 'GET', path: '/api/files/uploads/:filename', access: 'admin', params: FilenameParams, response: binary, responseKind: 'binary' },

  // Places
  getAllPlaces: { method: 'GET', path: '/api/tour/public/getAllPlaces', access: 'anyone', query: PlaceListQuery, response: list(Place), paged: true },
  getPlaceById: { method: 'GET', path: '/api/tour/public/getPlaceById', access: 'anyone', query: IdQuery, response: Place },
  createPlace: { method: 'POST', path: '/api/tour/createPlace', access: 'admin', body: PlaceInput, response: Place },
  updatePlace: { method: 'PUT', path: '/api/tour/updatePlace', access: 'admin', query: IdQuery, body: PlaceInput, response: Place },
  deletePlace: { method: 'DELETE', path: '/api/tour/deletePlace', access: 'admin', query: IdQuery, response: DeleteResponse },
  deleteAllPlaces: { method: 'DELETE', path: '/api/tour/deleteAllPlaces', access: 'admin', response: DeleteResponse },

  // Tours and tour reservations
  getAllTours: { method: 'GET', path: '/api/tour/public/getAllTours', access: 'anyone', query: PageQuery, response: list(Tour), paged: true },
  getTourById: { method: 'GET', path: '/api/tour/public/getTourById', access: 'anyone', query: IdQuery, response: Tour },
  createTour: { method: 'POST', path: '/api/tour/createTour', access: 'admin', body: TourInput, response: Tour },
  updateTour: { method: 'PUT', path: '/api/tour/updateTour', access: 'admin', query: IdQuery, body: TourInput, response: Tour },
  deleteTour: { method: 'DELETE', path: '/api/tour/deleteTour', access: 'admin', query: IdQuery, response: DeleteResponse },
  deleteAllTours: { method: 'DELETE', path: '/api/tour/deleteAllTours', access: 'admin', response: DeleteResponse },
  searchTours: { method: 'GET', path: '/api/tours/search', access: 'anyone', query: TourSearchQuery, response: list(Tour), paged: true },
  searchToursLegacy: { method: 'GET', path: '/tours/search', access: 'anyone', query: TourSearchQuery, response: list(Tour), paged: true },
  createTourReservation: { method: 'POST', path: '/api/tour-reservations', access: 'anyone', body: TourReservationRequest, response: TourReservation },
  createTourReservationLegacy: { method: 'POST', path: '/tour-reservations', access: 'anyone', body: TourReservationRequest, response: TourReservation },
  getAllTourReservations: { method: 'GET', path: '/api/tour-reservations', access: 'admin', query: PageQuery, response: list(TourReservation), paged: true },

  // Reviews
  getApprovedReviews: { method: 'GET', path: '/api/review/public/getAllReviews', access: 'anyone', query: ReviewListQuery, response: list(Review), paged: true },
  getAllReviews: { method: 'GET', path: '/api/review/getAllReviews', access: 'admin', query: ReviewListQuery, response: list(Review), paged: true },
  createReview: { method: 'POST', path: '/api/review/createReview', access: 'user', body: ReviewCreate, response: Review },
  updateReview: { method: 'PUT', path: '/api/review/public/updateReview', access: 'admin', query: IdQuery, body: ReviewUpdate, response: Review },
  deleteReview: { method: 'DELETE', path: '/api/review/public/deleteReview', access: 'admin', query: IdQuery, response: DeleteResponse },

  // Admin dashboard and contact
  getDashboard: { method: 'GET', path: '/api/admin/dashboard', access: 'admin', response: DashboardStats },
  getOutbox: { method: 'GET', path: '/api/admin/outbox', access: 'admin', query: OutboxListQuery, response: list(OutboxEmail), paged: true },
  createContactMessage: { method: 'POST', path: '/api/contact/createMessage', access: 'anyone', body: ContactMessageRequest, response: ContactMessage },
  getAllContactMessages: { method: 'GET', path: '/api/contact/getAllMessages', access: 'admin', query: PageQuery, response: list(ContactMessage), paged: true },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export type Endpoints = typeof endpoints;

/** The 2xx JSON answer of an endpoint. */
export type EndpointResponse<N extends EndpointName> = z.infer<Endpoints[N]['response']>;
/** What a client sends as the JSON body (before server-side transforms). */
export type EndpointBody<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType } ? z.input<B> : never;
/** The body after validation, as the server sees it. */
export type EndpointParsedBody<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType } ? z.infer<B> : never;
