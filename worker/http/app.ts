import { Hono } from 'hono';
import type { SessionClaims } from '../auth/tokens';

/** The failure counter of this request's client (set by `failureLimit`, read by `firstWithinBudget` in worker/middleware/rateLimit.ts). */
export type FailureBudget = {
  key: string;
  windowStart: number;
  limit: number;
  windowSeconds: number;
  message: string;
  /** The burst brake's answer (true: under it), asked once per request while D1 is read. */
  burstPassed: Promise<boolean>;
  burstSeconds: number;
};

/** Context variables set by the auth middleware. */
export type AppEnv = {
  Bindings: Cloudflare.Env;
  Variables: {
    /** The logged-in user's claims, when a valid bearer token was sent. */
    session: SessionClaims | null;
    /** The reservation id authorised by a valid `X-Booking-Token`. */
    bookingReservationId: string | null;
    /**
     * Why a sent credential was refused (bad or expired bearer / booking token), or null.
     * Public routes ignore it (the caller is anonymous); protected routes answer 401 with it.
     */
    credentialError: string | null;
    /** Set by `failureLimit` on the guessable lookups (PNR): whose failures count, in which window. */
    failureBudget?: FailureBudget;
    /** Set by the audit trail's middleware on the call it records (worker/audit/middleware.ts): one row per request. */
    audited?: true;
  };
};

/** Every resource is a chained sub-app made by this factory. */
export const router = () => new Hono<AppEnv>();
