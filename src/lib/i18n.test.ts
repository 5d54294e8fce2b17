import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import enAdmin from '../locales/en/admin.json';
import faAdmin from '../locales/fa/admin.json';
import faLegal from '../locales/fa/legal.json';
import trLegal from '../locales/tr/legal.json';
import trBooking from '../locales/tr/booking.json';
import enBooking from '../locales/en/booking.json';
import enSearch from '../locales/en/searchForm.json';
import faSearch from '../locales/fa/searchForm.json';
import trSearch from '../locales/tr/searchForm.json';
import enErrors from '../locales/en/errors.json';

// A Turkish browser with nothing stored: i18n.ts starts in tr when it is first evaluated.
vi.stubGlobal('navigator', { language: 'tr-TR' });
const { default: i18n, changeLanguage, i18nReady, loadAccountTexts, loadBackOfficeTexts, loadLegalTexts } = await import('./i18n');

/** The steps below share i18next's one instance, so they run in order. */
describe('each language is downloaded when it is needed', () => {
  beforeAll(() => i18nReady);
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it("starts with the visitor's language only", () => {
    expect(i18n.language).toBe('tr');
    expect(i18n.t('searchForm.checkIn')).toBe(trSearch.checkIn);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('fa', 'translation')).toBe(false);
  });

  it('switches only once the new language is there, so no key is ever shown', async () => {
    const seen: Array<{ language: string; loaded: boolean }> = [];
    const record = (language: string) => seen.push({ language, loaded: i18n.hasResourceBundle(language, 'translation') });
    i18n.on('languageChanged', record);
    const switching = changeLanguage('en');
    expect(i18n.language).toBe('tr');
    await switching;
    i18n.off('languageChanged', record);

    expect(seen).toEqual([{ language: 'en', loaded: true }]);
    expect(i18n.t('searchForm.checkIn')).toBe(enSearch.checkIn);
    expect(i18n.hasResourceBundle('fa', 'translation')).toBe(false);
  });

  it('a missing key downloads the fallback chain (fa, tr, en) and then shows its text', async () => {
    // locales.test.ts keeps every key in every language; here one is taken away on purpose
    // from the two loaded ones (en, tr), so only fa, not yet downloaded, still has it.
    for (const code of ['en', 'tr']) {
      const texts = i18n.store.data[code]!.translation as { searchForm: Record<string, unknown> };
      delete texts.searchForm.checkIn;
    }
    expect(i18n.t('searchForm.checkIn')).toBe('searchForm.checkIn');
    await vi.waitFor(() => expect(i18n.hasResourceBundle('fa', 'translation')).toBe(true));
    expect(i18n.t('searchForm.checkIn')).toBe(faSearch.checkIn);
  });

  it("the back office's texts are downloaded only with the back office", async () => {
    const adminText = (code: string) => i18n.getResource(code, 'translation', 'admin.menuLabel') as unknown;
    expect(['tr', 'en', 'fa'].map(adminText)).toEqual([undefined, undefined, undefined]);
    await loadBackOfficeTexts();
    expect(i18n.t('admin.menuLabel')).toBe(enAdmin.menuLabel);
    expect(adminText('fa')).toBeUndefined();
  });

  it('while the back office is in use, a switch waits for its texts too', async () => {
    const seen: Array<{ language: string; text: unknown }> = [];
    const record = (language: string) => seen.push({ language, text: i18n.getResource(language, 'translation', 'admin.menuLabel') });
    i18n.on('languageChanged', record);
    await changeLanguage('fa');
    i18n.off('languageChanged', record);
    expect(seen).toEqual([{ language: 'fa', text: faAdmin.menuLabel }]);
    expect(i18n.t('admin.menuLabel')).toBe(faAdmin.menuLabel);
  });

  it("the legal pages' texts are downloaded only with a legal page; then a switch waits for them too", async () => {
    const termsTitle = (code: string) => i18n.getResource(code, 'translation', 'legal.documents.terms.title') as unknown;
    expect(['tr', 'en', 'fa'].map(termsTitle)).toEqual([undefined, undefined, undefined]);
    await loadLegalTexts();
    expect(i18n.t('legal.documents.terms.title')).toBe(faLegal.documents.terms.title);
    expect(termsTitle('tr')).toBeUndefined();
    await changeLanguage('tr');
    expect(i18n.t('legal.documents.terms.title')).toBe(trLegal.documents.terms.title);
  });

  it("the booking, profile and sign-in screens' texts are downloaded only with those screens", async () => {
    const staySection = (code: string) => i18n.getResource(code, 'translation', 'booking.staySection') as unknown;
    expect(['tr', 'en', 'fa'].map(staySection)).toEqual([undefined, undefined, undefined]);
    await loadAccountTexts();
    expect(i18n.t('booking.staySection')).toBe(trBooking.staySection);
    await changeLanguage('en');
    expect(i18n.t('booking.staySection')).toBe(enBooking.staySection);
  });

  it("the error codes' texts come with the first error answer: the API client hands the error on once its text is there", async () => {
    const { apiFetch, isApiError } = await import('./api');
    const { errorText } = await import('./errorMessages');
    const soldOut = (code: string) => i18n.getResource(code, 'translation', 'errors.ROOMS_SOLD_OUT') as unknown;
    expect(['tr', 'en', 'fa'].map(soldOut)).toEqual([undefined, undefined, undefined]);
    const body = { code: 'ROOMS_SOLD_OUT', message: 'Seçilen tarihlerde bu oda tipinde yeterli boş oda yok' };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 409, headers: { 'Content-Type': 'application/json' } }));
    const failure = await apiFetch('/api/reservation/public/createReservation', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(409);
    // Shown at once, in the visitor's language (en), not the server's Turkish.
    expect(errorText(failure as { code?: 'ROOMS_SOLD_OUT'; message: string })).toBe(enErrors.ROOMS_SOLD_OUT);
    expect(soldOut('fa')).toBeUndefined();
  });
});
