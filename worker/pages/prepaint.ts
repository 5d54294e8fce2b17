/**
 * The first paint of a public page, drawn from its HTML while the app's code still downloads:
 * the top bar, the page's heading and its largest image (the home hero, a list's first card, a
 * detail page's first photo) at the size the screen draws it. React replaces it on its first
 * render (src/main.tsx renders into #root). So a visitor on a slow phone network reads the page
 * about a second earlier, and the largest paint is this one: the screen draws the same photo no
 * larger (the sizes come from contract/photos.ts and contract/home.ts, which the screens use too).
 * docs/decisions/0016-first-paint-from-the-html.md tells why and what it costs.
 */
import { CARD_PHOTO_HEIGHT, GALLERY_HERO_HEIGHT, type CardKind, type GalleryKind } from '../../contract/photos';
import { HOME_HERO_IMAGE, HOME_HERO_MIN_HEIGHT } from '../../contract/home';
import type { StaticPageName } from '../../contract/pages';
import type { FirstCard, FirstView, LocaleCode } from './firstView';
import { escapeHtml } from './html';

/**
 * The SPA's texts the first paint shows (src/locales/<language>/home.json, core.json, hotels.json,
 * places.json, tours.json, support.json, auth.json and booking.json, which the Worker may not import); tests/unit/prepaintTexts.test.ts
 * holds the two equal.
 */
export const PREPAINT_TEXTS: Record<
  LocaleCode,
  Record<'heroTitle' | 'heroSubtitle' | 'hotels' | 'hotelsSubtitle' | 'places' | 'placesSubtitle' | 'tours' | 'toursSubtitle' | 'contact' | 'contactSubtitle' | 'login' | 'loginSubtitle' | 'register' | 'registerSubtitle' | 'reserve' | 'reserveSubtitle' | 'tourReserve', string>
> = {
  tr: {
    heroTitle: "Van'ı ve Van Gölü'nü keşfedin",
    heroSubtitle: "Türkiye'nin en büyük gölü çevresinde oteller, turlar ve tarihi yerler.",
    hotels: 'Oteller',
    hotelsSubtitle: "Van'da konaklayacak bir yer bulun",
    places: 'Turistik yerler',
    placesSubtitle: 'Van Gölü çevresindeki tarihi yerler, doğa ve müzeler',
    tours: 'Turlar',
    toursSubtitle: 'Van ve Van Gölü çevresinde rehberli geziler',
    contact: 'Destek ve iletişim',
    contactSubtitle: 'Otel ve tur rezervasyonlarınızda size yardım etmek için buradayız',
    login: 'Giriş Yap',
    loginSubtitle: "Van Turizm'e tekrar hoş geldiniz",
    register: 'Kayıt Ol',
    registerSubtitle: 'Rezervasyonlarınızı görmek için bir hesap oluşturun',
    reserve: 'Otel Rezervasyonu',
    reserveSubtitle: 'Konaklamanızı ayırtın; ödemeyi rezervasyondan sonra havale/EFT ile yaparsınız.',
    tourReserve: 'Tur rezervasyonu',
  },
  en: {
    heroTitle: 'Discover Van and Lake Van',
    heroSubtitle: "Hotels, tours and historic sights around Turkey's largest lake.",
    hotels: 'Hotels',
    hotelsSubtitle: 'Find a place to stay in Van',
    places: 'Tourist places',
    placesSubtitle: 'Historic sites, nature and museums around Lake Van',
    tours: 'Tours',
    toursSubtitle: 'Guided trips around Van and Lake Van',
    contact: 'Support and contact',
    contactSubtitle: 'We are here to help with your hotel and tour bookings',
    login: 'Log in',
    loginSubtitle: 'Welcome back to Van Tourism',
    register: 'Register',
    registerSubtitle: 'Create an account to see your reservations',
    reserve: 'Hotel reservation',
    reserveSubtitle: 'Book your stay; you pay by bank transfer after booking.',
    tourReserve: 'Book a tour',
  },
  fa: {
    heroTitle: 'وان و دریاچه وان را کشف کنید',
    heroSubtitle: 'هتل‌ها، تورها و جاذبه‌های تاریخی اطراف بزرگ‌ترین دریاچه ترکیه.',
    hotels: 'هتل‌ها',
    hotelsSubtitle: 'اقامتگاهی در وان پیدا کنید',
    places: 'جاذبه‌های گردشگری',
    placesSubtitle: 'مکان‌های تاریخی، طبیعت و موزه‌های اطراف دریاچه وان',
    tours: 'تورها',
    toursSubtitle: 'گشت‌های همراه با راهنما در وان و اطراف دریاچه وان',
    contact: 'پشتیبانی و تماس',
    contactSubtitle: 'برای کمک در رزرو هتل و تور در کنار شما هستیم',
    login: 'ورود',
    loginSubtitle: 'به گردشگری وان خوش آمدید',
    register: 'ثبت‌نام',
    registerSubtitle: 'برای دیدن رزروهای خود حساب بسازید',
    reserve: 'رزرو هتل',
    reserveSubtitle: 'اقامت خود را رزرو کنید؛ پرداخت پس از رزرو با حوالهٔ بانکی انجام می‌شود.',
    tourReserve: 'رزرو تور',
  },
};

export interface PrepaintImage {
  src: string;
  srcset?: string;
  sizes?: string;
  alt: string;
}

/** What a page paints first. */
export type Prepaint =
  | { kind: 'hero'; image: string; title: string; subtitle: string }
  | { kind: 'list'; title: string; subtitle: string; card?: { kind: CardKind; name: string; image?: PrepaintImage } }
  /**
   * A page without a photo (contact; login and register, `centered` as their card: AuthCard.tsx):
   * its heading, the largest text of its first view.
   */
  | { kind: 'heading'; title: string; subtitle: string; centered?: boolean }
  | { kind: 'detail'; gallery: GalleryKind; title: string; image?: PrepaintImage }
  /**
   * A booking form: its heading and the line under it, in the form's narrower container; the
   * tour's form has its back link (the tour's name) above them (src/features/tours/components/TourReservationScreen.tsx).
   */
  | { kind: 'booking'; title: string; subtitle: string; back?: { href: string; label: string } };

/**
 * Its style, in the page's head (inline: it must not wait for a file). Mantine's measures: the
 * xl container (1320 px, 16 px padding, 32 px above and below), the lists' grid and the detail
 * pages' two-thirds column (20 px gaps), the theme's font and the lake blue of src/theme.ts.
 */
export const PREPAINT_STYLE = `<style>
.pp { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Vazirmatn", Tahoma, "Helvetica Neue", Arial, sans-serif; color: #212529; line-height: 1.55; }
.pp * { box-sizing: border-box; }
.pp-c { max-width: 1320px; margin-inline: auto; padding: 32px 16px; }
.pp h1 { margin: 0; font-size: 2.125rem; line-height: 1.3; font-weight: 700; }
.pp p { margin: 0; }
.pp-dim { color: #6c757d; }
.pp img { display: block; width: 100%; object-fit: cover; background: #f1f3f5; }
.pp-hero { color: #fff; padding-block: 64px; background: linear-gradient(180deg, rgb(0 40 70 / 55%), rgb(0 40 70 / 80%)), var(--hero-image) center / cover no-repeat, #004e7a; }
.pp-hero .pp-c { padding-block: 0 32px; }
.pp-hero h1 { font-size: 28px; max-width: 720px; margin-bottom: 16px; }
.pp-hero p { font-size: 1.125rem; max-width: 720px; }
.pp-grid { display: grid; gap: 20px; margin-top: 20px; }
.pp-card { border: 1px solid #dee2e6; border-radius: 8px; overflow: hidden; background: #fff; }
.pp-card p { padding: 16px; font-weight: 600; }
.pp-col { margin-top: 16px; }
.pp-auth { max-width: 440px; padding-block: 20px; text-align: center; }
.pp-auth h1 { margin-bottom: 10px; }
.pp-lg { max-width: 1140px; }
.pp-back { display: flex; align-items: center; gap: 4px; width: fit-content; margin-bottom: 20px; font-size: 14px; line-height: 1.45; color: #006fa8; text-decoration: none; }
@media (min-width: 48em) { .pp-hero h1 { font-size: 40px; } .pp-grid { grid-template-columns: repeat(2, 1fr); } .pp-auth { padding-block: 60px; } }
@media (min-width: 62em) { .pp-col { width: calc((100% + 20px) * 2 / 3 - 20px); } }
@media (min-width: 75em) { .pp-grid { grid-template-columns: repeat(3, 1fr); } }
</style>`;


/** The photo as the screen draws it: eager, high priority, the same sizes (the preload's). */
function img(image: PrepaintImage, height: string): string {
  const responsive = image.srcset && image.sizes ? ` srcset="${escapeHtml(image.srcset)}" sizes="${escapeHtml(image.sizes)}"` : '';
  return `<img src="${escapeHtml(image.src)}"${responsive} alt="${escapeHtml(image.alt)}" fetchpriority="high" style="height: ${height}" />`;
}

const heading = (title: string, subtitle?: string) =>
  `<h1>${escapeHtml(title)}</h1>${subtitle ? `<p class="pp-dim">${escapeHtml(subtitle)}</p>` : ''}`;

/** The inner HTML of #root: the top bar of index.html, then the page's first paint in its language. */
export function prepaintHtml(prepaint: Prepaint, language: LocaleCode): string {
  const bar = '<div class="prepaint-bar">Van Turizm</div>';
  let main: string;
  switch (prepaint.kind) {
    case 'hero':
      main =
        `<div class="pp-hero" style="--hero-image: url('${escapeHtml(prepaint.image)}'); min-height: ${HOME_HERO_MIN_HEIGHT}">` +
        `<div class="pp-c">${heading(prepaint.title)}<p>${escapeHtml(prepaint.subtitle)}</p></div></div>`;
      break;
    case 'list': {
      const card = prepaint.card;
      const cardHtml = card
        ? `<div class="pp-grid"><div class="pp-card">${card.image ? img(card.image, `${CARD_PHOTO_HEIGHT[card.kind]}px`) : ''}<p>${escapeHtml(card.name)}</p></div></div>`
        : '';
      main = `<div class="pp-c">${heading(prepaint.title, prepaint.subtitle)}${cardHtml}</div>`;
      break;
    }
    case 'heading':
      main = `<div class="pp-c${prepaint.centered ? ' pp-auth' : ''}">${heading(prepaint.title, prepaint.subtitle)}</div>`;
      break;
    case 'booking': {
      const back = prepaint.back
        ? `<a class="pp-back" href="${escapeHtml(prepaint.back.href)}"><span aria-hidden="true">${language === 'fa' ? '→' : '←'}</span>${escapeHtml(prepaint.back.label)}</a>`
        : '';
      main = `<div class="pp-c pp-lg">${back}${heading(prepaint.title, prepaint.subtitle)}</div>`;
      break;
    }
    case 'detail': {
      const height = GALLERY_HERO_HEIGHT[prepaint.gallery];
      main =
        prepaint.gallery === 'hotel'
          ? `${prepaint.image ? img(prepaint.image, height) : ''}<div class="pp-c">${heading(prepaint.title)}</div>`
          : `<div class="pp-c">${heading(prepaint.title)}${prepaint.image ? `<div class="pp-col">${img(prepaint.image, height)}</div>` : ''}</div>`;
      break;
    }
  }
  return `${bar}<div class="pp" lang="${language}" dir="${language === 'fa' ? 'rtl' : 'ltr'}">${main}</div>`;
}

/** What a page's first paint shows, once its language and (for a list) its first card are known. */
export type PrepaintOf = (language: LocaleCode, card: FirstCard | undefined) => Prepaint | undefined;

const listPrepaint =
  (kind: CardKind, title: 'hotels' | 'places' | 'tours'): PrepaintOf =>
  (language, card) => ({
    kind: 'list',
    title: PREPAINT_TEXTS[language][title],
    subtitle: PREPAINT_TEXTS[language][`${title}Subtitle`],
    card: card?.name ? { kind, name: card.name, image: card.image ? { src: card.image, alt: card.name } : undefined } : undefined,
  });

/**
 * The first paint of a page of fixed texts. A list filtered by a hotel or tour type, or a city,
 * is titled by it (src/features/hotels/components/HotelListScreen.tsx): those pages keep the bar alone.
 */
export function staticPrepaint(name: StaticPageName, search: URLSearchParams): PrepaintOf | undefined {
  switch (name) {
    case 'home':
      return (language) => ({ kind: 'hero', image: HOME_HERO_IMAGE, title: PREPAINT_TEXTS[language].heroTitle, subtitle: PREPAINT_TEXTS[language].heroSubtitle });
    case 'hotels':
      return search.has('type') || search.has('city') ? undefined : listPrepaint('hotel', 'hotels');
    case 'places':
      return listPrepaint('place', 'places');
    case 'tours':
      return search.has('type') ? undefined : listPrepaint('tour', 'tours');
    case 'contact':
      return (language) => ({ kind: 'heading', title: PREPAINT_TEXTS[language].contact, subtitle: PREPAINT_TEXTS[language].contactSubtitle });
    case 'login':
    case 'register':
      return (language) => ({ kind: 'heading', centered: true, title: PREPAINT_TEXTS[language][name], subtitle: PREPAINT_TEXTS[language][`${name}Subtitle`] });
    default:
      return undefined;
  }
}

/** The hotel booking form's first paint: its heading and subtitle (src/features/booking/components/ReservationScreen.tsx). */
export const reservePrepaint: PrepaintOf = (language) => ({ kind: 'booking', title: PREPAINT_TEXTS[language].reserve, subtitle: PREPAINT_TEXTS[language].reserveSubtitle });

/** The tour booking form's first paint: the back link to the tour, the heading and the tour's name under it. */
export const tourReservePrepaint =
  (tourName: string, tourPage: string): PrepaintOf =>
  (language) => ({ kind: 'booking', title: PREPAINT_TEXTS[language].tourReserve, subtitle: tourName, back: { href: tourPage, label: tourName } });

/** A detail page's first paint: its name and the largest image its first view preloads. */
export function detailPrepaint(gallery: GalleryKind, view: FirstView, name: string, alt: string | undefined): Prepaint {
  const image = view.image ? { src: view.image, srcset: view.imageSrcset, sizes: view.imageSizes, alt: alt || name } : undefined;
  return { kind: 'detail', gallery, title: name, image };
}
