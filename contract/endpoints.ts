import { z } from 'zod';
import { AuditEntry, AuditListQuery } from './audit';
import { OccupancyCalendar, OccupancyQuery, TourReservationStatusUpdate } from './admin';
import { ForgotPasswordRequest, LoginRequest, LoginResponse, RegisterRequest, ResetPasswordRequest } from './auth';
import { CatalogueListQuery, DeleteResponse, HotelListQuery, HealthResponse, IdParams, IdQuery, MessageResponse, PageQuery } from './common';
import { PublicConfig } from './config';
import { ContactMessage, ContactMessageRequest, ContactReplyRequest } from './contact';
import { DashboardStats } from './dashboard';
import { AddFavouriteRequest, FavouriteHotel } from './favourite';
import { FilenameParams, FileUploadForm, FileUploadResponse } from './file';
import { OutboxEmail, OutboxListQuery } from './outbox';
import { Hotel, HotelAdmin, HotelDetail, HotelIdParams, HotelInput, HotelSearchQuery, HotelSearchResult } from './hotel';
import { Payment, PaymentCreate, PaymentListQuery, PaymentUpdate, UpdateReceiptRequest, VerifyQuery, VerifyRequest } from './payment';
import { BankCsvMapping, BankLineMatchRequest, BankStatementDetail, BankStatementImport, BankStatementLine, BankStatementSummary, BankStatementUploadForm } from './bankStatement';
import { PhotoAdmin, PhotoFileParams, PhotoOrder, PhotoOwnerQuery, PhotoUpdate, PhotoUploadForm } from './photo';
import { Place, PlaceInput, PlaceListQuery } from './place';
import { Rate, RateInput, RateListQuery, StayQuote, StayQuoteQuery } from './rate';
import { AssignRoomsInput, HousekeepingInput, Room, RoomAssignment, RoomGrid, RoomGridQuery, RoomInput, RoomListQuery, RoomUpdate } from './room';
import {
  CreateReservationRequest,
  CreateReservationResponse,
  MyReservation,
  PnrAccess,
  PnrAccessRequest,
  PnrLookup,
  PnrParams,
  Reservation,
  ReservationListQuery,
  ReservationUpdate,
  UserReservationsQuery,
} from './reservation';
import { AdminCancelRequest, CancelReservationRequest, CancelReservationResponse, MarkRefundedRequest, Refund, RefundListQuery } from './refund';
import { HotelReview, Review, ReviewCreate, ReviewListQuery, ReviewUpdate } from './review';
import { RoomType, RoomTypeAvailability, RoomTypeInput, RoomTypeListQuery, RoomTypeUpdate } from './roomType';
import { Tour, TourInput, TourSearchQuery } from './tour';
import { TourReservation, TourReservationCreated, TourReservationRequest } from './tourReservation';
import { ChannelFeed, ChannelFeedInput, ChannelFileParams, ChannelListQuery, ChannelOverview, ChannelSyncResult, RotateExportRequest } from './channels';
import { ChangePasswordRequest, DeleteAccountRequest, PublicUser, UserCreate, UserUpdate } from './user';
import { routes, type Route, type RouteName } from './routes';
import { CheckInRequest, FrontDeskBoard, FrontDeskQuery } from './frontDesk';

/** A call of `routes.ts` with the zod schemas of its parameters, query, body and 2xx answer. */
export interface Endpoint extends Route {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** JSON schema of a 2xx answer; `binary` answers (receipt files) are not JSON. */
  response: z.ZodType;
}

const list = <T extends z.ZodType>(item: T) => z.array(item);
const binary = z.unknown();

/** The schemas of every call of `routes` (same names, same order). */
export const endpoints = {
  health: { ...routes.health, response: HealthResponse },
  getPublicConfig: { ...routes.getPublicConfig, response: PublicConfig },

  // Authentication and users
  login: { ...routes.login, body: LoginRequest, response: LoginResponse },
  logout: { ...routes.logout, response: MessageResponse },
  forgotPassword: { ...routes.forgotPassword, body: ForgotPasswordRequest, response: MessageResponse },
  resetPassword: { ...routes.resetPassword, body: ResetPasswordRequest, response: MessageResponse },
  register: { ...routes.register, body: RegisterRequest, response: PublicUser },
  getAllUsers: { ...routes.getAllUsers, query: PageQuery, response: list(PublicUser) },
  createUser: { ...routes.createUser, body: UserCreate, response: PublicUser },
  updateUser: { ...routes.updateUser, query: IdQuery, body: UserUpdate, response: PublicUser },
  deleteUser: { ...routes.deleteUser, query: IdQuery, response: DeleteResponse },
  changePassword: { ...routes.changePassword, body: ChangePasswordRequest, response: MessageResponse },
  getMe: { ...routes.getMe, response: PublicUser },
  deleteMe: { ...routes.deleteMe, body: DeleteAccountRequest, response: MessageResponse },

  // Hotels and room types
  getAllHotels: { ...routes.getAllHotels, query: HotelListQuery, response: list(Hotel) },
  getHotelById: { ...routes.getHotelById, query: IdQuery, response: HotelDetail },
  createHotel: { ...routes.createHotel, body: HotelInput, response: HotelAdmin },
  updateHotel: { ...routes.updateHotel, query: IdQuery, body: HotelInput, response: HotelAdmin },
  deleteHotel: { ...routes.deleteHotel, query: IdQuery, response: DeleteResponse },
  getHotelRoomTypes: { ...routes.getHotelRoomTypes, params: HotelIdParams, query: RoomTypeListQuery, response: list(RoomTypeAvailability) },
  getHotelReviews: { ...routes.getHotelReviews, params: IdParams, query: PageQuery, response: list(HotelReview) },
  createRoomType: { ...routes.createRoomType, body: RoomTypeInput, response: RoomType },
  updateRoomType: { ...routes.updateRoomType, query: IdQuery, body: RoomTypeUpdate, response: RoomType },
  deleteRoomType: { ...routes.deleteRoomType, query: IdQuery, response: DeleteResponse },
  searchHotels: { ...routes.searchHotels, query: HotelSearchQuery, response: list(HotelSearchResult) },
  searchHotelsLegacy: { ...routes.searchHotelsLegacy, query: HotelSearchQuery, response: list(HotelSearchResult) },
  getStayQuote: { ...routes.getStayQuote, query: StayQuoteQuery, response: StayQuote },
  getRates: { ...routes.getRates, query: RateListQuery, response: list(Rate) },
  createRate: { ...routes.createRate, body: RateInput, response: Rate },
  updateRate: { ...routes.updateRate, params: IdParams, body: RateInput, response: Rate },
  deleteRate: { ...routes.deleteRate, params: IdParams, response: DeleteResponse },
  getRooms: { ...routes.getRooms, query: RoomListQuery, response: list(Room) },
  createRoom: { ...routes.createRoom, body: RoomInput, response: Room },
  updateRoom: { ...routes.updateRoom, params: IdParams, body: RoomUpdate, response: Room },
  retireRoom: { ...routes.retireRoom, params: IdParams, response: DeleteResponse },
  setHousekeeping: { ...routes.setHousekeeping, params: IdParams, body: HousekeepingInput, response: Room },
  getRoomGrid: { ...routes.getRoomGrid, query: RoomGridQuery, response: RoomGrid },
  assignRooms: { ...routes.assignRooms, params: IdParams, body: AssignRoomsInput, response: RoomAssignment },

  // Reservations
  getAllReservations: { ...routes.getAllReservations, query: ReservationListQuery, response: list(Reservation) },
  getReservationById: { ...routes.getReservationById, query: IdQuery, response: Reservation },
  createReservation: { ...routes.createReservation, body: CreateReservationRequest, response: CreateReservationResponse },
  createReservationApi: { ...routes.createReservationApi, body: CreateReservationRequest, response: CreateReservationResponse },
  createReservationLegacy: { ...routes.createReservationLegacy, body: CreateReservationRequest, response: CreateReservationResponse },
  updateReservation: { ...routes.updateReservation, query: IdQuery, body: ReservationUpdate, response: Reservation },
  deleteReservation: { ...routes.deleteReservation, query: IdQuery, response: DeleteResponse },
  deleteAllReservations: { ...routes.deleteAllReservations, response: DeleteResponse },
  getUserReservations: { ...routes.getUserReservations, query: UserReservationsQuery, response: list(Reservation) },
  getMyReservations: { ...routes.getMyReservations, query: PageQuery, response: list(MyReservation) },
  lookupPnr: { ...routes.lookupPnr, params: PnrParams, response: PnrLookup },
  accessReservationByPnr: { ...routes.accessReservationByPnr, params: PnrParams, body: PnrAccessRequest, response: PnrAccess },
  cancelReservation: { ...routes.cancelReservation, body: CancelReservationRequest, response: CancelReservationResponse },
  adminCancelReservation: { ...routes.adminCancelReservation, params: IdParams, body: AdminCancelRequest, response: CancelReservationResponse },

  // Payments and files
  createPayment: { ...routes.createPayment, body: PaymentCreate, response: Payment },
  getAllPayments: { ...routes.getAllPayments, query: PaymentListQuery, response: list(Payment) },
  getPaymentById: { ...routes.getPaymentById, params: IdParams, response: Payment },
  updatePayment: { ...routes.updatePayment, params: IdParams, body: PaymentUpdate, response: Payment },
  deletePayment: { ...routes.deletePayment, params: IdParams, response: DeleteResponse },
  updateReceipt: { ...routes.updateReceipt, params: IdParams, body: UpdateReceiptRequest, response: Payment },
  verifyPayment: { ...routes.verifyPayment, params: IdParams, query: VerifyQuery, body: VerifyRequest, response: Payment },
  getMyPayments: { ...routes.getMyPayments, query: PageQuery, response: list(Payment) },
  getRefunds: { ...routes.getRefunds, query: RefundListQuery, response: list(Refund) },
  markRefunded: { ...routes.markRefunded, params: IdParams, body: MarkRefundedRequest, response: Refund },
  getPayment: { ...routes.getPayment, params: IdParams, response: Payment },
  uploadFile: { ...routes.uploadFile, body: FileUploadForm, response: FileUploadResponse },
  getUploadedFile: { ...routes.getUploadedFile, params: FilenameParams, response: binary },

  // Places
  getAllPlaces: { ...routes.getAllPlaces, query: PlaceListQuery, response: list(Place) },
  getPlaceById: { ...routes.getPlaceById, query: IdQuery, response: Place },
  createPlace: { ...routes.createPlace, body: PlaceInput, response: Place },
  updatePlace: { ...routes.updatePlace, query: IdQuery, body: PlaceInput, response: Place },
  deletePlace: { ...routes.deletePlace, query: IdQuery, response: DeleteResponse },
  deleteAllPlaces: { ...routes.deleteAllPlaces, response: DeleteResponse },

  // Tours and tour reservations
  getAllTours: { ...routes.getAllTours, query: CatalogueListQuery, response: list(Tour) },
  getTourById: { ...routes.getTourById, query: IdQuery, response: Tour },
  createTour: { ...routes.createTour, body: TourInput, response: Tour },
  updateTour: { ...routes.updateTour, query: IdQuery, body: TourInput, response: Tour },
  deleteTour: { ...routes.deleteTour, query: IdQuery, response: DeleteResponse },
  deleteAllTours: { ...routes.deleteAllTours, response: DeleteResponse },
  searchTours: { ...routes.searchTours, query: TourSearchQuery, response: list(Tour) },
  searchToursLegacy: { ...routes.searchToursLegacy, query: TourSearchQuery, response: list(Tour) },
  createTourReservation: { ...routes.createTourReservation, body: TourReservationRequest, response: TourReservationCreated },
  createTourReservationLegacy: { ...routes.createTourReservationLegacy, body: TourReservationRequest, response: TourReservationCreated },
  getAllTourReservations: { ...routes.getAllTourReservations, query: PageQuery, response: list(TourReservation) },
  getMyTourReservations: { ...routes.getMyTourReservations, query: PageQuery, response: list(TourReservation) },

  // Reviews
  getApprovedReviews: { ...routes.getApprovedReviews, query: ReviewListQuery, response: list(Review) },
  getAllReviews: { ...routes.getAllReviews, query: ReviewListQuery, response: list(Review) },
  createReview: { ...routes.createReview, body: ReviewCreate, response: Review },
  updateReview: { ...routes.updateReview, query: IdQuery, body: ReviewUpdate, response: Review },
  deleteReview: { ...routes.deleteReview, query: IdQuery, response: DeleteResponse },

  // Favourites of the logged-in user (hearts on hotel cards, profile tab)
  getFavourites: { ...routes.getFavourites, query: PageQuery, response: list(FavouriteHotel) },
  addFavourite: { ...routes.addFavourite, body: AddFavouriteRequest, response: FavouriteHotel },
  removeFavourite: { ...routes.removeFavourite, params: HotelIdParams, response: DeleteResponse },

  // Admin dashboard and contact
  getDashboard: { ...routes.getDashboard, response: DashboardStats },
  getOutbox: { ...routes.getOutbox, query: OutboxListQuery, response: list(OutboxEmail) },
  createContactMessage: { ...routes.createContactMessage, body: ContactMessageRequest, response: ContactMessage },
  getOccupancy: { ...routes.getOccupancy, query: OccupancyQuery, response: OccupancyCalendar },
  exportReservationsCsv: { ...routes.exportReservationsCsv, query: ReservationListQuery, response: binary },
  exportPaymentsCsv: { ...routes.exportPaymentsCsv, query: PaymentListQuery, response: binary },
  updateTourReservationStatus: { ...routes.updateTourReservationStatus, params: IdParams, body: TourReservationStatusUpdate, response: TourReservation },
  getAllContactMessages: { ...routes.getAllContactMessages, query: PageQuery, response: list(ContactMessage) },
  replyContactMessage: { ...routes.replyContactMessage, params: IdParams, body: ContactReplyRequest, response: ContactMessage },
  markContactMessageHandled: { ...routes.markContactMessageHandled, params: IdParams, response: ContactMessage },

  // Channel sync (iCal, issue 21)
  getChannelFeed: { ...routes.getChannelFeed, params: ChannelFileParams, response: binary },
  getChannels: { ...routes.getChannels, query: ChannelListQuery, response: ChannelOverview },
  addChannelFeed: { ...routes.addChannelFeed, body: ChannelFeedInput, response: ChannelFeed },
  rotateChannelExport: { ...routes.rotateChannelExport, body: RotateExportRequest, response: ChannelOverview },
  syncChannelFeed: { ...routes.syncChannelFeed, params: IdParams, response: ChannelSyncResult },
  deleteChannelFeed: { ...routes.deleteChannelFeed, params: IdParams, response: DeleteResponse },

  // Photo galleries (issue 22)
  getPhotoFile: { ...routes.getPhotoFile, params: PhotoFileParams, response: binary },
  getPhotos: { ...routes.getPhotos, query: PhotoOwnerQuery, response: z.array(PhotoAdmin) },
  uploadPhoto: { ...routes.uploadPhoto, body: PhotoUploadForm, response: PhotoAdmin },
  reorderPhotos: { ...routes.reorderPhotos, body: PhotoOrder, response: z.array(PhotoAdmin) },
  updatePhoto: { ...routes.updatePhoto, params: IdParams, body: PhotoUpdate, response: PhotoAdmin },
  deletePhoto: { ...routes.deletePhoto, params: IdParams, response: DeleteResponse },

  // The audit trail (issue 32)
  getAuditLog: { ...routes.getAuditLog, query: AuditListQuery, response: list(AuditEntry) },
  // The front desk (issue 32)
  getFrontDesk: { ...routes.getFrontDesk, query: FrontDeskQuery, response: FrontDeskBoard },
  checkInReservation: { ...routes.checkInReservation, params: IdParams, body: CheckInRequest, response: Reservation },
  checkOutReservation: { ...routes.checkOutReservation, params: IdParams, response: Reservation },
  markNoShow: { ...routes.markNoShow, params: IdParams, response: CancelReservationResponse },
  exportKbsCsv: { ...routes.exportKbsCsv, query: FrontDeskQuery, response: binary },
  // Bank statements (issue 34)
  uploadBankStatement: { ...routes.uploadBankStatement, body: BankStatementUploadForm, response: BankStatementImport },
  getBankStatements: { ...routes.getBankStatements, response: z.array(BankStatementSummary) },
  getBankCsvMappings: { ...routes.getBankCsvMappings, response: z.array(BankCsvMapping) },
  getBankStatement: { ...routes.getBankStatement, params: IdParams, response: BankStatementDetail },
  matchBankStatementLine: { ...routes.matchBankStatementLine, params: IdParams, body: BankLineMatchRequest, response: BankStatementLine },
} as const satisfies Record<RouteName, Endpoint>;

export type EndpointName = RouteName;
export type Endpoints = typeof endpoints;

/** The 2xx JSON answer of an endpoint. */
export type EndpointResponse<N extends EndpointName> = z.infer<Endpoints[N]['response']>;
/** What a client sends as the JSON body (before server-side transforms). */
export type EndpointBody<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType } ? z.input<B> : never;
