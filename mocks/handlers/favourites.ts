import { endpoints, FavouriteMessages } from '../../contract';
import type { FavouriteHotel } from '../../contract';
import type { FavouriteRecord } from '../fixtures';
import { created, mock } from '../http';
import { notFound } from '../errors';
import { nowIso, toPublicHotel } from '../store';
import type { Store } from '../store';

/** A favourite as the API shows it; null when its hotel is gone (D1 deletes it with the hotel). */
function toFavourite(store: Store, favourite: FavouriteRecord): FavouriteHotel | null {
  const hotel = store.hotels.find((h) => h.id === favourite.hotelId);
  return hotel ? { ...toPublicHotel(store, hotel), favouritedAt: favourite.createdAt } : null;
}

/** The caller's favourites only: the user id comes from the token, like the Worker. */
export const favouriteHandlers = [
  mock(endpoints.getFavourites, ({ session, store }) =>
    store.favourites
      .filter((f) => f.userId === session!.sub)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((f) => toFavourite(store, f))
      .filter((f): f is FavouriteHotel => f !== null),
  ),

  // Idempotent: 201 when saved now, 200 with the existing favourite when it already was.
  mock(endpoints.addFavourite, ({ body, session, store }) => {
    if (!store.hotels.some((h) => h.id === body.hotelId)) throw notFound(FavouriteMessages.hotelNotFound);
    const existing = store.favourites.find((f) => f.userId === session!.sub && f.hotelId === body.hotelId);
    if (existing) return toFavourite(store, existing)!;
    const favourite: FavouriteRecord = { userId: session!.sub, hotelId: body.hotelId, createdAt: nowIso() };
    store.favourites.push(favourite);
    return created(toFavourite(store, favourite)!);
  }),

  // Idempotent: removing a hotel that is not saved answers deleted 0.
  mock(endpoints.removeFavourite, ({ params, session, store }) => {
    const before = store.favourites.length;
    store.favourites = store.favourites.filter((f) => !(f.userId === session!.sub && f.hotelId === params.hotelId));
    return { message: FavouriteMessages.removed, deleted: before - store.favourites.length };
  }),
];
