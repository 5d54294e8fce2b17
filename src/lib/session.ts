import { useSyncExternalStore } from 'react';
import type { PublicUser } from '../../contract';
import { isPublicUser } from '../../contract/guards';

/**
 * The login session lives in localStorage under `token` and `user` (spec section 4); a stored
 * token counts as authenticated (spec section 2). The server checks the token on every call.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export type SessionUser = PublicUser;

export interface Session {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return isPublicUser(user) ? user : null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object while nothing changed.
let cache: { token: string | null; rawUser: string | null; session: Session } | undefined;

export function getSession(): Session {
  const token = read(TOKEN_KEY);
  const rawUser = read(USER_KEY);
  if (!cache || cache.token !== token || cache.rawUser !== rawUser) {
    cache = { token, rawUser, session: { token, user: parseUser(rawUser), isAuthenticated: Boolean(token) } };
  }
  return cache.session;
}

export const getToken = (): string | null => getSession().token;

function notify() {
  for (const listener of listeners) listener();
}

/** Stores the login answer (`token`, `user`). */
export function setSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Logout and any 401: both keys go. */
export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } finally {
    notify();
  }
}

/** Calls `listener` after every change, including logins and logouts in other tabs. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The session as React state. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
