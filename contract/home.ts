/**
 * The home page's first view, shared by the SPA (what it shows) and the Worker (what the page's
 * HTML asks the browser to fetch before the SPA runs). No zod here: the public entry imports it.
 */

/** How many of each the home sections show (spec section 9: the first 4). */
export const HOME_SECTION_SIZE = 4;

/** The hero's photo: the home page's largest paint, preloaded with the page's HTML. */
export const HOME_HERO_IMAGE = '/photos/places/akdamar-island.svg';
