import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OccupancyNight } from '../../../../contract';
import { formatNumber } from '../../../lib/format';

/** Dark enough on white and on the cells' light backgrounds (WCAG AA). */
export const CONFIRMED = '#066649';
export const PENDING = '#a03500';
export const FREE = 'var(--mantine-color-gray-7)';
/** Rooms held by other channels' calendars (channel sync), and a conflict: the night was full when they arrived. */
export const EXTERNAL = '#5f3dc4';
export const CONFLICT = '#c92a2a';
export const PRICE = 'var(--mantine-color-dark-9)';
export const STOP_SELL = 'var(--mantine-color-red-9)';

/** Whole-TL price, short enough for a 44 px cell ("5.450"). */
const shortPrice = (price: number, lang: string) => formatNumber(Math.round(price), lang);

/** A night's cell: confirmed rooms (dark green), pending rooms (dark orange) and rooms other channels hold (violet; red with a dashed border when they arrived on a full night) over free rooms. */
export function NightCell({ night, rooms, label, selected, onSelect }: { night: OccupancyNight; rooms: number; label: string; selected: boolean; onSelect: () => void }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const held = night.confirmed + night.pending + night.external;
  const full = night.free === 0 && rooms > 0;
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      style={{
        width: 44,
        minHeight: 58,
        borderRadius: 6,
        border: selected
          ? '2px solid var(--mantine-color-lake-8, #1c5d99)'
          : night.conflicts > 0
            ? `2px dashed ${CONFLICT}`
            : night.stopSell
              ? `2px dashed ${STOP_SELL}`
            : '1px solid var(--mantine-color-gray-4)',
        background: full ? 'var(--mantine-color-red-0)' : held > 0 ? 'var(--mantine-color-yellow-0)' : 'var(--mantine-color-body)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 12,
        lineHeight: 1.1,
      }}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      <span aria-hidden style={{ color: CONFIRMED, fontWeight: 700 }}>{night.confirmed > 0 ? formatNumber(night.confirmed, lang) : ''}</span>
      <span aria-hidden style={{ color: PENDING, fontWeight: 700 }}>{night.pending > 0 ? formatNumber(night.pending, lang) : ''}</span>
      {night.external > 0 && (
        <span aria-hidden style={{ color: night.conflicts > 0 ? CONFLICT : EXTERNAL, fontWeight: 700 }}>
          {night.conflicts > 0 ? '!' : '◆'}
          {formatNumber(night.external, lang)}
        </span>
      )}
      <span aria-hidden style={{ color: FREE }}>{formatNumber(night.free, lang)}</span>
      {/* The night's rate (contract/stayPricing.ts nightTerms); its rules are in the label. */}
      <span aria-hidden style={{ color: night.stopSell ? STOP_SELL : PRICE, fontSize: 10, textDecoration: night.stopSell ? 'line-through' : undefined }}>
        {shortPrice(night.price, lang)}
      </span>
    </UnstyledButton>
  );
}
