import type * as SessionApi from './session';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The Worker's 409 when the rooms ran out, in its language (Turkish). */
const SOLD_OUT = {
  code: 'ROOMS_SOLD_OUT',
  message: 'Seçilen tarihlerde bu oda tipinde yeterli boş oda yok',
  details: [{ path: 'roomTypeId', message: 'Yeterli boş oda yok' }],
};

function answerWith(body: unknown): void {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 409, headers: { 'Content-Type': 'application/json' } }));
}

async function failedCall(): Promise<unknown> {
  const { apiFetch } = await import('./api');
  return apiFetch('/api/reservation/public/createReservation', { method: 'POST', body: {} }).catch((error: unknown) => error);
}

/** The envelope's check (contract/errorBody.ts) is loaded by src/lib/api.ts only when a call fails. */
describe('a failed call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('../../contract/errorBody');
    vi.resetModules();
  });

  it("carries the Worker's code, message and details", async () => {
    answerWith(SOLD_OUT);
    const error = await failedCall();
    expect(error).toMatchObject({ name: 'ApiError', status: 409, ...SOLD_OUT });
  });

  it("carries the server's message when the envelope's check cannot load (offline), without a code", async () => {
    vi.doMock('../../contract/errorBody', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    answerWith(SOLD_OUT);
    const error = await failedCall();
    expect(error).toMatchObject({ name: 'ApiError', status: 409, message: SOLD_OUT.message, details: [] });
    expect(error).toHaveProperty('code', undefined);
  });

  it('takes an answer that is not the envelope (an unknown code) by its message, without a code', async () => {
    answerWith({ code: 'NOT_A_CODE', message: 'Bad gateway' });
    const error = await failedCall();
    expect(error).toMatchObject({ name: 'ApiError', status: 409, message: 'Bad gateway' });
    expect(error).toHaveProperty('code', undefined);
  });
});

/** A stand-in for the browser's localStorage (the unit project runs in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

type SessionModule = typeof SessionApi;

const GUEST: SessionApi.SessionUser = {
  id: '7',
  name: 'guest',
  email: 'guest@example.com',
  role: 'USER',
  languagePreference: 'EN',
  createdAt: '2026-11-28T06:00:00.000Z',
  updatedAt: '2026-11-28T06:00:00.000Z',
};

describe('a 401', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** Sends GET /api/users/me with the stored token; `meanwhile` runs while the server answers, then 401 comes back. */
  async function refusedCall(meanwhile: (session: SessionModule) => void) {
    vi.stubGlobal('localStorage', memoryStorage());
    const session = await import('./session');
    const api = await import('./api');
    session.setSession('first-token', GUEST);
    const toLogin = vi.fn();
    api.setUnauthorizedHandler(toLogin);
    vi.stubGlobal('fetch', async () => {
      meanwhile(session);
      return new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Unauthorized' }), { status: 401, headers: { 'Content-Type': 'application/json' } });
    });
    const error = await api.apiFetch('/api/users/me').catch((failure: unknown) => failure);
    return { error, toLogin, token: session.getToken() };
  }

  it('to the session still stored ends it and sends the visitor to /login', async () => {
    const { error, toLogin, token } = await refusedCall(() => {});
    expect(error).toMatchObject({ name: 'ApiError', status: 401 });
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(token).toBeNull();
  });

  it('to a call sent before a logout does not send the visitor, who went home, to /login', async () => {
    const { error, toLogin } = await refusedCall((session) => session.clearSession());
    expect(error).toMatchObject({ name: 'ApiError', status: 401 });
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('to a call sent before another login leaves the new session alone', async () => {
    const { toLogin, token } = await refusedCall((session) => session.setSession('second-token', GUEST));
    expect(toLogin).not.toHaveBeenCalled();
    expect(token).toBe('second-token');
  });
});
