import { describe, expect, it } from 'vitest';
import { isOneOf, PLACE_CATEGORIES, SEASONS, TOUR_TYPES } from './enums';
import { ErrorBody } from './error';
import { isErrorBody } from './errorBody';
import { isPublicUser } from './guards';
import { PlaceCategory, Season } from './place';
import { TourType } from './tour';
import { PublicUser } from './user';

/** The zod-free guards (what the SPA checks) give the same answers as the schemas (what the Worker sends). */
describe('isErrorBody agrees with ErrorBody', () => {
  const good: unknown[] = [
    { message: 'Not found' },
    { message: '' },
    { message: 'Invalid body', details: [] },
    { message: 'Invalid body', details: [{ path: 'checkOut', message: 'Must be after check-in' }] },
    { message: 'Invalid body', details: [{ path: 'photoUrls.2', message: 'Must be a valid URL' }, { path: '', message: 'x' }] },
    { message: 'extra keys are stripped, not refused', status: 400, details: [{ path: 'a', message: 'b', extra: 'x' }] },
    { code: 'ROOMS_SOLD_OUT', message: 'Seçilen tarihlerde bu oda tipinde yeterli boş oda yok' },
    { code: 'BAD_REQUEST', message: 'Invalid request', details: [{ path: 'checkIn', message: 'x', code: 'CHECK_IN_IN_PAST' }] },
    { message: 'details may be left undefined', details: undefined },
  ];
  const bad: unknown[] = [
    undefined,
    null,
    '',
    'Internal Server Error',
    '<html><body>502 Bad Gateway</body></html>',
    42,
    true,
    [],
    [{ message: 'an array is not the envelope' }],
    {},
    { error: 'Not found' },
    { message: 404 },
    { message: null },
    { message: 'x', details: null },
    { message: 'x', details: 'checkOut' },
    { message: 'x', details: {} },
    { message: 'x', details: [{ path: 'checkOut' }] },
    { message: 'x', details: [{ message: 'no path' }] },
    { message: 'x', details: [{ path: ['checkOut'], message: 'path as an array' }] },
    { message: 'x', details: [{ path: 'a', message: 'ok' }, null] },
    { message: 'x', details: ['checkOut'] },
    { code: 'NOT_A_CODE', message: 'a code outside the closed list' },
    { code: 404, message: 'x' },
    { message: 'x', details: [{ path: 'a', message: 'b', code: 'NOT_A_CODE' }] },
  ];

  it.each(good.map((body) => [JSON.stringify(body) ?? String(body), body]))('accepts %s', (_, body) => {
    expect(ErrorBody.safeParse(body).success).toBe(true);
    expect(isErrorBody(body)).toBe(true);
  });

  it.each(bad.map((body) => [JSON.stringify(body) ?? String(body), body]))('refuses %s', (_, body) => {
    expect(ErrorBody.safeParse(body).success).toBe(false);
    expect(isErrorBody(body)).toBe(false);
  });
});

describe('isPublicUser agrees with PublicUser', () => {
  const user = {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'ayse',
    email: 'ayse@example.com',
    role: 'USER',
    languagePreference: 'TR',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
  const good: unknown[] = [user, { ...user, role: 'ADMIN', languagePreference: 'EN' }, { ...user, password: 'extra keys are stripped' }];
  const { role: _role, ...withoutRole } = user;
  const { createdAt: _createdAt, ...withoutCreatedAt } = user;
  const bad: unknown[] = [
    null,
    'ayse',
    [user],
    {},
    withoutRole,
    withoutCreatedAt,
    { ...user, role: 'OWNER' },
    { ...user, role: 'admin' },
    { ...user, languagePreference: 'fa' },
    { ...user, name: null },
    { ...user, email: 42 },
    { ...user, id: 7 },
  ];

  it.each(good.map((value, index) => [index, value]))('accepts user %i', (_, value) => {
    expect(PublicUser.safeParse(value).success).toBe(true);
    expect(isPublicUser(value)).toBe(true);
  });

  it.each(bad.map((value) => [JSON.stringify(value), value]))('refuses %s', (_, value) => {
    expect(PublicUser.safeParse(value).success).toBe(false);
    expect(isPublicUser(value)).toBe(false);
  });
});

describe('isOneOf agrees with the z.enum built on the same list', () => {
  const cases = [
    [PLACE_CATEGORIES, PlaceCategory],
    [SEASONS, Season],
    [TOUR_TYPES, TourType],
  ] as const;

  it.each(cases.map(([values, schema]) => [values.join('|'), values, schema] as const))('%s', (_, values, schema) => {
    for (const value of [...values, 'all', '', ' nature', values[0].toUpperCase(), null, undefined, 1, ['nature']]) {
      expect(isOneOf(values, value), String(value)).toBe(schema.safeParse(value).success);
    }
  });
});
