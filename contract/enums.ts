/**
 * The contract's closed value lists, without zod: the schemas build their `z.enum` on them, and
 * the SPA's first view (URL filters, the stored session) checks values with them without
 * loading zod. Import them from this file in the SPA, not from the `contract` index.
 */
export const ROLES = ['USER', 'ADMIN'] as const;

/** A user's language: the three the site speaks (Persian since migrations/0027_user_language.sql). */
export const LANGUAGE_PREFERENCES = ['TR', 'EN', 'FA'] as const;
export type LanguagePreferenceCode = (typeof LANGUAGE_PREFERENCES)[number];

/** The interface language (`tr`, `en`, `fa`) of a user's stored preference; Turkish for anything else. */
export function interfaceLanguageOf(preference: string): 'tr' | 'en' | 'fa' {
  return preference === 'EN' ? 'en' : preference === 'FA' ? 'fa' : 'tr';
}

/** The stored preference of an interface language (`en-US` counts as `en`); Turkish for anything else. */
export function preferenceOfLanguage(language: string): LanguagePreferenceCode {
  const code = language.toLowerCase().split('-')[0];
  return code === 'en' ? 'EN' : code === 'fa' ? 'FA' : 'TR';
}

export const PLACE_CATEGORIES = ['historical', 'nature', 'culture', 'religious', 'museum'] as const;

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;

/** English weekday names, as `visitDays` holds them (the admin's "open today" card uses them). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const TOUR_TYPES = ['cultural', 'nature', 'daily'] as const;

/** A room's housekeeping status (contract/room.ts); OUT_OF_ORDER takes it off sale for a range of nights. */
export const HOUSEKEEPING_STATUSES = ['CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER'] as const;

/** What a hotel offers, as the admin ticks it (migrations/0018_admin_fields.sql); the SPA names each in three languages. */
export const HOTEL_AMENITIES = [
  'wifi',
  'parking',
  'breakfast',
  'restaurant',
  'pool',
  'spa',
  'airportShuttle',
  'airConditioning',
  'lakeView',
  'familyRooms',
  'accessible',
  'petsAllowed',
] as const;

/** True when `value` is one of `values` (a zod-free `z.enum(values).safeParse(value).success`). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** A plain object, as `z.object` takes it (no null, no array): the zod-free guards' first check. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
