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
