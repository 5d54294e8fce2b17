/**
 * The guests of the demo season (scripts/seed-season.ts): Iranian families (names in Latin and
 * Persian script, +98 phones), domestic Turkish guests and a few visitors from Europe, with what
 * they ask for and what they write after their stay. Plain data.
 */

/** Where a guest comes from: the language of their e-mails and the name lists below. */
export type Market = 'ir' | 'tr' | 'en';

/** [Latin, Persian script] */
export const IRANIAN_FIRST: ReadonlyArray<readonly [string, string]> = [
  ['Reza', 'رضا'],
  ['Ali', 'علی'],
  ['Mohammad', 'محمد'],
  ['Hossein', 'حسین'],
  ['Mehdi', 'مهدی'],
  ['Amir', 'امیر'],
  ['Saeed', 'سعید'],
  ['Hamid', 'حمید'],
  ['Arash', 'آرش'],
  ['Babak', 'بابک'],
  ['Kaveh', 'کاوه'],
  ['Farhad', 'فرهاد'],
  ['Maryam', 'مریم'],
  ['Fatemeh', 'فاطمه'],
  ['Zahra', 'زهرا'],
  ['Leyla', 'لیلا'],
  ['Narges', 'نرگس'],
  ['Parisa', 'پریسا'],
  ['Shirin', 'شیرین'],
  ['Sara', 'سارا'],
  ['Neda', 'ندا'],
  ['Nasrin', 'نسرین'],
  ['Mina', 'مینا'],
  ['Elham', 'الهام'],
];

export const IRANIAN_LAST: ReadonlyArray<readonly [string, string]> = [
  ['Ahmadi', 'احمدی'],
  ['Hosseini', 'حسینی'],
  ['Rezaei', 'رضایی'],
  ['Mohammadi', 'محمدی'],
  ['Karimi', 'کریمی'],
  ['Jafari', 'جعفری'],
  ['Moradi', 'مرادی'],
  ['Rahimi', 'رحیمی'],
  ['Sadeghi', 'صادقی'],
  ['Tabrizi', 'تبریزی'],
  ['Azizi', 'عزیزی'],
  ['Ebrahimi', 'ابراهیمی'],
  ['Ghasemi', 'قاسمی'],
  ['Najafi', 'نجفی'],
  ['Bagheri', 'باقری'],
  ['Shahbazi', 'شهبازی'],
];

export const TURKISH_FIRST = [
  'Mehmet', 'Ahmet', 'Mustafa', 'Hüseyin', 'Emre', 'Burak', 'Murat', 'Serkan', 'Oğuz', 'İbrahim',
  'Ayşe', 'Fatma', 'Elif', 'Zeynep', 'Merve', 'Esra', 'Gül', 'Derya', 'Selin', 'Özlem',
] as const;

export const TURKISH_LAST = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan',
  'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özdemir', 'Polat',
] as const;

export const ENGLISH_FIRST = ['James', 'Emma', 'Oliver', 'Sophie', 'Daniel', 'Hannah', 'Lukas', 'Anna', 'Thomas', 'Laura', 'Marco', 'Julia'] as const;
export const ENGLISH_LAST = ['Smith', 'Brown', 'Wilson', 'Taylor', 'Müller', 'Schmidt', 'Rossi', 'Dubois', 'Jensen', 'Novak'] as const;

/** An e-mail's local part from a name: Turkish and German letters as ASCII, lower case. */
export function asciiName(text: string): string {
  return text
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export const SPECIAL_REQUESTS: Record<Market, readonly string[]> = {
  ir: [
    'برای نوروز با خانواده می‌آییم؛ لطفاً اتاق‌ها کنار هم باشند.',
    'تخت اضافه برای کودک، لطفاً.',
    'دیر می‌رسیم، حدود ساعت ۲۳.',
    'اتاق آرام با منظرهٔ دریاچه، اگر ممکن است.',
  ],
  tr: ['Mümkünse göl manzaralı oda.', 'Geç varış, 23.00 civarı.', 'Bebek yatağı rica ediyoruz.', 'Sessiz bir oda lütfen.'],
  en: ['Late arrival, around 23:00.', 'A quiet room, please.', 'Gluten-free breakfast if possible.', 'Could you arrange the Akdamar boat for us?'],
};

/** [rating, comment] per language; most guests were happy. */
export const REVIEW_TEXTS: Record<Market, ReadonlyArray<readonly [1 | 2 | 3 | 4 | 5, string]>> = {
  ir: [
    [5, 'تعطیلات نوروز عالی بود؛ صبحانهٔ وانی و مهمان‌نوازی کارکنان را فراموش نمی‌کنیم.'],
    [5, 'اتاق تمیز و بزرگ، برای خانواده‌مان بسیار راحت بود. سال دیگر هم می‌آییم.'],
    [4, 'موقعیت خوب و کارکنان مهربان، فقط پارکینگ کمی کوچک بود.'],
    [4, 'منظرهٔ دریاچهٔ وان زیبا بود. وای‌فای گاهی قطع می‌شد.'],
    [3, 'هتل خوب بود اما در روزهای نوروز خیلی شلوغ بود و صبحانه دیر تمام شد.'],
  ],
  tr: [
    [5, 'Van kahvaltısı efsane, personel çok ilgili. Kesinlikle tekrar geleceğiz.'],
    [4, 'Oda temiz ve sessizdi, konum merkeze yakın. Otopark biraz dar.'],
    [5, 'Göl manzarası muhteşem, gün batımını terastan izledik.'],
    [4, 'İş için kaldım; internet hızlı, yatak rahat.'],
    [2, 'Sıcak su akşamları geç geldi, oda da biraz soğuktu.'],
  ],
  en: [
    [5, 'A warm welcome, a breakfast to remember and the staff booked our Akdamar boat.'],
    [4, 'Clean room and friendly staff; the street can be noisy at night.'],
    [5, 'Lovely stay by the lake, we would come back in summer.'],
    [3, 'Fine for a night or two, but the heating took a while to work.'],
  ],
};

/** Why a receipt was refused (as an admin writes it: Turkish / English). */
export const REJECTION_REASONS = [
  'Dekonttaki tutar rezervasyon tutarından az. / The amount on the receipt is less than the booking total.',
  'Dekont okunamıyor, lütfen net bir kopya yükleyin. / The receipt cannot be read, please upload a clear copy.',
] as const;

export const CANCELLATION_REASONS: Record<Market, readonly string[]> = {
  ir: ['ویزا/برنامهٔ سفر تغییر کرد.', 'به دلیل بیماری نمی‌توانیم بیاییم.'],
  tr: ['Planlarımız değişti.', 'İş seyahati iptal oldu.'],
  en: ['Our flights were cancelled.', 'Change of plans.'],
};
