/**
 * Which rooms a stay sleeps in (docs/decisions/0017-numbered-rooms.md): pure, so the grid's lazy
 * assignment and booking plan several stays against one picture of the hotel's nights.
 */

/** A room in service as the planner sees it: its type and the nights it is out of order. */
export type PlanRoom = { id: string; roomTypeId: string; outOfOrderFrom: string | null; outOfOrderTo: string | null };

/** room id -> night -> the reservation holding it. */
export type Taken = Map<string, Map<string, string>>;

export const isOutOfOrder = (room: PlanRoom, night: string): boolean =>
  room.outOfOrderFrom !== null && room.outOfOrderTo !== null && room.outOfOrderFrom <= night && night < room.outOfOrderTo;

const isFree = (room: PlanRoom, night: string, taken: Taken): boolean => !taken.get(room.id)?.has(night) && !isOutOfOrder(room, night);

export function take(taken: Taken, roomId: string, night: string, reservationId: string): void {
  let nights = taken.get(roomId);
  if (!nights) taken.set(roomId, (nights = new Map()));
  nights.set(night, reservationId);
}

/**
 * The room-nights to add so the stay holds `roomCount` rooms on each of its `nights`: first the
 * rooms free on every night still missing one (its own rooms first, then in the rooms' order), so
 * a stay keeps one room where it can; else, night by night, the room it slept in the night before,
 * else the first free one. A night without a free room stays short (an overbooked night). The
 * additions are also written into `taken`.
 */
export function planStay(
  stay: { id: string; roomCount: number; nights: readonly string[] },
  rooms: readonly PlanRoom[],
  taken: Taken,
): Array<{ roomId: string; night: string }> {
  const added: Array<{ roomId: string; night: string }> = [];
  const holds = (roomId: string, night: string) => taken.get(roomId)?.get(night) === stay.id;
  const need = new Map(stay.nights.map((night) => [night, stay.roomCount - rooms.filter((room) => holds(room.id, night)).length]));
  const give = (roomId: string, night: string) => {
    take(taken, roomId, night, stay.id);
    added.push({ roomId, night });
    need.set(night, (need.get(night) ?? 0) - 1);
  };
  const ordered = () => {
    const own = rooms.filter((room) => stay.nights.some((night) => holds(room.id, night)));
    return [...own, ...rooms.filter((room) => !own.includes(room))];
  };
  for (;;) {
    const missing = stay.nights.filter((night) => (need.get(night) ?? 0) > 0);
    if (missing.length === 0) break;
    const whole = ordered().find((room) => missing.every((night) => isFree(room, night, taken)));
    if (whole) {
      for (const night of missing) give(whole.id, night);
      continue;
    }
    let progress = false;
    let previous: string | undefined;
    for (const night of missing) {
      const candidates = ordered();
      const room = candidates.find((r) => r.id === previous && isFree(r, night, taken)) ?? candidates.find((r) => isFree(r, night, taken));
      if (room) {
        give(room.id, night);
        previous = room.id;
        progress = true;
      }
    }
    if (!progress) break;
  }
  return added;
}
