import type { TFunction } from 'i18next';
import type enRoomTypes from '../locales/en/roomTypes.json';

type KnownRoomType = keyof typeof enRoomTypes;

const KNOWN = new Set<string>(['SINGLE', 'DOUBLE', 'TWIN', 'TRIPLE', 'QUAD', 'FAMILY', 'SUITE', 'DELUXE', 'STANDARD'] satisfies KnownRoomType[]);

/**
 * A room type as a visitor reads it: the usual codes the admin types (SINGLE, DOUBLE, SUITE…,
 * any case) in the visitor's language from `src/locales/<language>/roomTypes.json`; any other
 * name in the visitor's language as the admin translated it (`displayName`, contract/roomType.ts),
 * else as the admin wrote it. The stored name and the API keep the code.
 */
export function roomTypeName(name: string, t: TFunction, displayName?: string): string {
  const code = name.trim().toUpperCase();
  return KNOWN.has(code) ? t(`roomTypes.${code as KnownRoomType}`) : (displayName ?? name);
}
