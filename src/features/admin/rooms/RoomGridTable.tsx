import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stayNights } from '../../../../contract/availability';
import type { RoomGrid, RoomStay } from '../../../../contract';
import { vanToday } from '../../../../contract/time';
import { formatDate, formatDayMonth, formatWeekday, localizeDigits } from '../../../lib/format';
import classes from './RoomGridTable.module.css';

/** A bar's status class: holding stays only (PENDING, CONFIRMED). */
const barClass = (status: string) => (status === 'CONFIRMED' ? classes.CONFIRMED : classes.PENDING);

/**
 * The grid itself: one row per room, one column per night; a stay is one cell spanning its nights
 * in that room (clipped to the window; a tap moves it to another room), a night out of order is
 * hatched. It scrolls sideways inside its frame, the room numbers stay in view.
 */
export function RoomGridTable({ grid, label, onMove }: { grid: RoomGrid; label: string; onMove: (bar: RoomStay) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const nights = stayNights(grid.from, grid.to);
  const today = vanToday();
  const statusOf = (status: string) => (status === 'CONFIRMED' || status === 'PENDING' ? t(`adminRooms.stayStatus.${status}`) : status);

  const rowOf = (roomId: string, outOfOrder: { from: string; to: string } | null): ReactNode[] => {
    const bars = grid.stays.filter((bar) => bar.roomId === roomId);
    const cells: ReactNode[] = [];
    for (let i = 0; i < nights.length; ) {
      const night = nights[i]!;
      const bar: RoomStay | undefined = bars.find((b) => b.from <= night && night < b.to);
      if (bar) {
        const end = bar.to < grid.to ? bar.to : grid.to;
        const span = stayNights(night, end).length;
        const description = t('adminRooms.grid.stay', {
          guest: bar.guestName,
          status: statusOf(bar.status),
          from: formatDate(bar.from, lang),
          to: formatDate(bar.to, lang),
        });
        cells.push(
          <td key={night} colSpan={span}>
            <button type="button" className={`${classes.bar} ${barClass(bar.status)}`} title={description} aria-label={description} onClick={() => onMove(bar)}>
              {bar.guestName}
            </button>
          </td>,
        );
        i += span;
        continue;
      }
      const offSale = outOfOrder !== null && outOfOrder.from <= night && night < outOfOrder.to;
      cells.push(
        <td key={night} className={offSale ? classes.offSale : night === today ? classes.today : undefined}>
          {offSale ? t('adminRooms.status.OUT_OF_ORDER') : null}
        </td>,
      );
      i += 1;
    }
    return cells;
  };

  return (
    <div className={classes.scroller} tabIndex={0} role="region" aria-label={label}>
      <table className={classes.grid} aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className={classes.room}>
              {t('adminRooms.grid.room')}
            </th>
            {nights.map((night) => (
              <th key={night} scope="col" className={night === today ? classes.today : undefined}>
                <div>{formatWeekday(night, lang)}</div>
                <div>{formatDayMonth(night, lang)}</div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rooms.map((room) => (
            <tr key={room.id}>
              <th scope="row" className={classes.room}>
                {localizeDigits(room.number, lang)}
              </th>
              {rowOf(room.id, room.outOfOrder)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
