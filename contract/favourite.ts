import { z } from 'zod';
import { id, timestamp } from './common';
import { Hotel } from './hotel';

/** Texts of the favourites calls (the same from the Worker and the mocks). */
export const FavouriteMessages = {
  hotelNotFound: 'Hotel not found',
  added: 'Added to favourites',
  removed: 'Removed from favourites',
} as const;

/** A hotel the logged-in user saved: the public hotel fields (never the apiKey) and when it was saved. */
export const FavouriteHotel = Hotel.extend({ favouritedAt: timestamp });
export type FavouriteHotel = z.infer<typeof FavouriteHotel>;

/** POST /api/favourites: saving a hotel twice changes nothing (200 with the existing favourite). */
export const AddFavouriteRequest = z.object({
  hotelId: id,
});
export type AddFavouriteRequest = z.infer<typeof AddFavouriteRequest>;
