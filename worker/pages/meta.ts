/**
 * Page metadata for link previews and search engines: what each public page's HTML says
 * about itself in tr / en / fa (title, description, share image).
 */
import type { Hotel, HotelAmenity, Place, Tour } from '../../contract';
import type { StaticPageName } from '../../contract/pages';

export const PAGE_LANGUAGES = ['tr', 'en', 'fa'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
/** The SPA's default language (src/lib/i18n.ts): the x-default page speaks it. */
export const DEFAULT_PAGE_LANGUAGE: PageLanguage = 'fa';

/**
 * The amenities' names per language for the hotel page's JSON-LD (worker/pages/structuredData.ts):
 * the names the page shows (src/locales/<language>/amenities.json, which the Worker may not
 * import); tests/unit/amenityNames.test.ts holds the two equal.
 */
export const AMENITY_NAMES: Record<PageLanguage, Record<HotelAmenity, string>> = {
  tr: {
    wifi: 'Ücretsiz Wi-Fi',
    parking: 'Otopark',
    breakfast: 'Kahvaltı',
    restaurant: 'Restoran',
    pool: 'Yüzme havuzu',
    spa: 'Spa ve hamam',
    airportShuttle: 'Havalimanı servisi',
    airConditioning: 'Klima',
    lakeView: 'Göl manzarası',
    familyRooms: 'Aile odaları',
    accessible: 'Engelli erişimine uygun',
    petsAllowed: 'Evcil hayvan kabul edilir',
  },
  en: {
    wifi: 'Free Wi-Fi',
    parking: 'Parking',
    breakfast: 'Breakfast',
    restaurant: 'Restaurant',
    pool: 'Swimming pool',
    spa: 'Spa & hammam',
    airportShuttle: 'Airport shuttle',
    airConditioning: 'Air conditioning',
    lakeView: 'Lake view',
    familyRooms: 'Family rooms',
    accessible: 'Wheelchair accessible',
    petsAllowed: 'Pets allowed',
  },
  fa: {
    wifi: 'وای‌فای رایگان',
    parking: 'پارکینگ',
    breakfast: 'صبحانه',
    restaurant: 'رستوران',
    pool: 'استخر',
    spa: 'اسپا و حمام',
    airportShuttle: 'سرویس فرودگاه',
    airConditioning: 'تهویهٔ مطبوع',
    lakeView: 'چشم‌انداز دریاچه',
    familyRooms: 'اتاق‌های خانوادگی',
    accessible: 'مناسب ویلچر',
    petsAllowed: 'ورود حیوان خانگی مجاز',
  },
};

export type PageMeta = { title: string; description: string; image: string; type: 'website' | 'article' };

const SITE = 'Van Turizm';
/** Raster share image (link previews do not show SVG): public/og/. */
export const DEFAULT_SHARE_IMAGE = '/og/default.jpg';

type Texts = Record<PageLanguage, { title: string; description: string }>;

/** The texts of the pages of fixed texts (`edge: 'static'` in contract/pages.ts). */
export const STATIC_PAGES: Record<StaticPageName, Texts> = {
  home: {
    tr: { title: 'Van Turizm: oteller, turlar ve gezilecek yerler', description: "Van ve Van Gölü çevresinde otel rezervasyonu, turlar ve gezilecek yerler." },
    en: { title: 'Van Turizm: hotels, tours and places to visit', description: 'Book hotels, tours and discover places to visit in Van and around Lake Van.' },
    fa: { title: 'Van Turizm: هتل‌ها، تورها و جاهای دیدنی', description: 'رزرو هتل، تورها و جاهای دیدنی در وان و اطراف دریاچه وان.' },
  },
  hotels: {
    tr: { title: "Van otelleri", description: "Van'daki otelleri karşılaştırın: tarihlerinize ve kişi sayınıza uygun odalar." },
    en: { title: 'Hotels in Van', description: 'Compare hotels in Van: rooms free for your dates and party size.' },
    fa: { title: 'هتل‌های وان', description: 'هتل‌های وان را مقایسه کنید: اتاق‌های آزاد برای تاریخ‌ها و تعداد مهمانان شما.' },
  },
  places: {
    tr: { title: 'Gezilecek yerler', description: "Van'da gezilecek yerler: Akdamar Adası, Van Kalesi, Muradiye Şelalesi ve daha fazlası." },
    en: { title: 'Places to visit', description: 'Places to visit in Van: Akdamar Island, Van Fortress, Muradiye Waterfall and more.' },
    fa: { title: 'جاهای دیدنی', description: 'جاهای دیدنی وان: جزیره آکدامار، قلعه وان، آبشار مرادیه و بیشتر.' },
  },
  tours: {
    tr: { title: 'Turlar', description: 'Van ve çevresinde günlük, kültür ve doğa turları.' },
    en: { title: 'Tours', description: 'Daily, cultural and nature tours in and around Van.' },
    fa: { title: 'تورها', description: 'تورهای روزانه، فرهنگی و طبیعت در وان و اطراف آن.' },
  },
  contact: {
    tr: { title: 'İletişim ve destek', description: 'Sorularınız için bize yazın: canlı destek, sık sorulan sorular ve iletişim bilgileri.' },
    en: { title: 'Contact and support', description: 'Write to us: live chat, frequently asked questions and contact details.' },
    fa: { title: 'تماس و پشتیبانی', description: 'با ما در تماس باشید: گفتگوی زنده، پرسش‌های متداول و اطلاعات تماس.' },
  },
  login: {
    tr: { title: 'Giriş yap', description: 'Van Turizm hesabınıza giriş yapın: rezervasyonlarınız, ödemeleriniz ve favori otelleriniz.' },
    en: { title: 'Log in', description: 'Log in to your Van Turizm account: your bookings, payments and favourite hotels.' },
    fa: { title: 'ورود', description: 'به حساب Van Turizm خود وارد شوید: رزروها، پرداخت‌ها و هتل‌های مورد علاقه شما.' },
  },
  register: {
    tr: { title: 'Kayıt ol', description: 'Bir Van Turizm hesabı oluşturun ve rezervasyonlarınızı tek yerden izleyin.' },
    en: { title: 'Register', description: 'Create a Van Turizm account and follow your bookings in one place.' },
    fa: { title: 'ثبت‌نام', description: 'یک حساب Van Turizm بسازید و رزروهای خود را در یک جا دنبال کنید.' },
  },
  terms: {
    tr: { title: 'Satış koşulları', description: 'Van Turizm üzerinden yapılan otel ve tur rezervasyonlarının satış koşulları: rezervasyon, fiyat, ödeme ve sorumluluklar.' },
    en: { title: 'Terms of sale', description: 'The terms of sale of hotel and tour bookings made with Van Turizm: booking, prices, payment and responsibilities.' },
    fa: { title: 'شرایط فروش', description: 'شرایط فروش رزرو هتل و تور از طریق Van Turizm: رزرو، قیمت‌ها، پرداخت و مسئولیت‌ها.' },
  },
  privacy: {
    tr: { title: 'Aydınlatma metni (KVKK)', description: '6698 sayılı KVKK kapsamında kişisel verilerinizin nasıl işlendiği, aktarıldığı, saklandığı ve haklarınız.' },
    en: { title: 'Privacy notice (KVKK)', description: 'How your personal data are processed, transferred and kept under the Turkish law no. 6698 (KVKK), and your rights.' },
    fa: { title: 'اطلاعیه حریم خصوصی (KVKK)', description: 'نحوه پردازش، انتقال و نگهداری داده‌های شخصی شما طبق قانون شماره ۶۶۹۸ ترکیه (KVKK) و حقوق شما.' },
  },
  cancellationPolicy: {
    tr: { title: 'İptal ve iade kuralları', description: "Otel ve tur rezervasyonlarında ücretsiz iptal süreleri, iade edilemeyen rezervasyonlar ve 14 gün içinde IBAN'a iade." },
    en: { title: 'Cancellation and refund rules', description: 'Free cancellation deadlines, non-refundable bookings and refunds to your IBAN within 14 days, for hotel and tour bookings.' },
    fa: { title: 'قوانین لغو و استرداد وجه', description: 'مهلت‌های لغو رایگان، رزروهای غیرقابل استرداد و بازگرداندن وجه به IBAN شما ظرف ۱۴ روز، برای رزرو هتل و تور.' },
  },
};

const NOT_FOUND: Texts = {
  tr: { title: 'Sayfa bulunamadı', description: 'Aradığınız sayfa bulunamadı.' },
  en: { title: 'Page not found', description: 'The page you are looking for was not found.' },
  fa: { title: 'صفحه پیدا نشد', description: 'صفحه‌ای که به دنبال آن هستید پیدا نشد.' },
};

const withSite = (title: string) => `${title} | ${SITE}`;
const clip = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/**
 * The raster share image for a photo URL of ours: /photos/<kind>/<name>.svg has its JPEG at
 * /og/<kind>/<name>.jpg (scripts/generate-og-images.ts); any other URL (an admin's https
 * photo) is used as is unless it is an SVG; no photo gives the site's default image.
 */
export function shareImage(photo: string | null | undefined): string {
  if (!photo) return DEFAULT_SHARE_IMAGE;
  const ours = /^\/photos\/(hotels|places|tours)\/([\w-]+)\.svg$/.exec(photo);
  if (ours) return `/og/${ours[1]}/${ours[2]}.jpg`;
  if (/\.svg(\?|#|$)/i.test(photo)) return DEFAULT_SHARE_IMAGE;
  return photo;
}

export function staticMeta(page: StaticPageName, lang: PageLanguage): PageMeta {
  const texts = STATIC_PAGES[page][lang];
  return { title: withSite(texts.title), description: texts.description, image: DEFAULT_SHARE_IMAGE, type: 'website' };
}

export function notFoundMeta(lang: PageLanguage): PageMeta {
  return { title: withSite(NOT_FOUND[lang].title), description: NOT_FOUND[lang].description, image: DEFAULT_SHARE_IMAGE, type: 'website' };
}

const STARS: Record<PageLanguage, (n: number) => string> = {
  tr: (n) => `${n} yıldızlı otel`,
  en: (n) => `${n}-star hotel`,
  fa: (n) => `هتل ${n} ستاره`,
};

export function hotelMeta(hotel: Hotel, lang: PageLanguage): PageMeta {
  const where = [hotel.district, hotel.hotelCity].filter(Boolean).join(', ');
  // The hotel's own description when it wrote one (in the page's language), else its first features.
  const parts = [`${STARS[lang](hotel.starRating)}, ${where}`, hotel.description ?? hotel.features.slice(0, 4).join(', ')].filter(Boolean);
  return { title: withSite(hotel.hotelName), description: clip(`${hotel.hotelName}: ${parts.join('. ')}`), image: shareImage(hotel.photoUrls[0]), type: 'website' };
}

export function placeMeta(place: Place): PageMeta {
  return { title: withSite(place.name), description: clip(place.description), image: shareImage(place.image), type: 'article' };
}

const TOUR_TEXT: Record<PageLanguage, (tour: Tour) => string> = {
  tr: (t) => `${t.tourName}: ${t.tourStartAddress} – ${t.tourEndAddress}, kişi başı ${t.price} TL.`,
  en: (t) => `${t.tourName}: ${t.tourStartAddress} – ${t.tourEndAddress}, ${t.price} TL per person.`,
  fa: (t) => `${t.tourName}: ${t.tourStartAddress} – ${t.tourEndAddress}، هر نفر ${t.price} TL.`,
};

/** A booking form's page: the record's page's texts, titled by the form's heading and the record's name. */
export function bookingMeta(recordMeta: PageMeta, heading: string, name: string): PageMeta {
  return { ...recordMeta, title: withSite(`${heading}: ${name}`) };
}

export function tourMeta(tour: Tour, lang: PageLanguage): PageMeta {
  return { title: withSite(tour.tourName), description: clip(TOUR_TEXT[lang](tour)), image: shareImage(tour.photoUrl), type: 'website' };
}
