/**
 * The home page's first view, shared by the SPA (what it shows) and the Worker (what the page's
 * HTML asks the browser to fetch before the SPA runs). No zod here: the public entry imports it.
 */

/** How many of each the home sections show (spec section 9: the first 4). */
export const HOME_SECTION_SIZE = 4;

/** The hero's photo: the home page's largest paint, preloaded with the page's HTML. */
export const HOME_HERO_IMAGE = '/photos/places/akdamar-island.svg';

/**
 * The hero's least height: the page's HTML paints the hero at this height before the app runs
 * (worker/pages/prepaint.ts), and the app's hero is as tall: its title, text and buttons fit
 * within it in tr, en and fa from a 360 px wide phone up (taller on narrow screens, where they
 * wrap), so the app's hero is not a larger paint than the first one.
 */
export const HOME_HERO_MIN_HEIGHT = 'max(28rem, calc(40rem - 30vw))';
