/**
 * The demo world's texts in Turkish and Persian, with English (issue 22): names, descriptions,
 * addresses and lists of the hotels, places and tours, and the room types' names. The records'
 * own columns (scripts/seed-data.ts) stay their base texts; these become rows of the
 * translations table (migrations/0017_translations.sql) through scripts/seed-sql.ts. Keyed by
 * slug and room type code; plain data, no imports, so Node runs it as it is.
 */

type Lang = 'tr' | 'en' | 'fa';
type Texts = Record<string, string | string[]>;

/** Hotel texts in tr and fa; English is written here where it is not the seed's own text. */
export const hotelTexts: Record<string, Partial<Record<Lang, Texts>>> = {
  'ipekyolu-grand-otel': {
    tr: {
      hotelName: 'İpekyolu Grand Otel',
      features: ['Spa ve hamam', 'Kapalı havuz', 'Ücretsiz Wi-Fi', 'Havalimanı servisi', 'Açık büfe Van kahvaltısı', 'Otopark'],
    },
    en: { hotelName: 'İpekyolu Grand Hotel', hotelAddress: '112 Cumhuriyet Avenue, Şerefiye' },
    fa: {
      hotelName: 'هتل بزرگ ایپک‌یولو',
      hotelCity: 'وان',
      hotelAddress: 'خیابان جمهوریت، پلاک ۱۱۲، محله شرفیه',
      district: 'ایپک‌یولو',
      features: ['اسپا و حمام ترکی', 'استخر سرپوشیده', 'وای‌فای رایگان', 'سرویس فرودگاه', 'بوفه صبحانه وانی', 'پارکینگ'],
    },
  },
  'sahmaran-lake-resort': {
    tr: {
      // A brand: the same name in Turkish.
      hotelName: 'Şahmaran Lake Resort',
      features: ['Van Gölü’nde özel plaj', 'Açık havuz', 'Göl manzaralı teras', 'Ücretsiz Wi-Fi', 'Çocuk kulübü', 'Otopark'],
    },
    en: { hotelAddress: '41 Van–Gevaş Shore Road, Kurubaş' },
    fa: {
      hotelName: 'استراحتگاه دریاچه‌ای شاهماران',
      hotelCity: 'وان',
      hotelAddress: 'جاده ساحلی وان–گواش، پلاک ۴۱، کوروباش',
      district: 'ادرمیت',
      features: ['ساحل اختصاصی در دریاچه وان', 'استخر روباز', 'تراس رو به دریاچه', 'وای‌فای رایگان', 'باشگاه کودکان', 'پارکینگ'],
    },
  },
  'tusba-kale-butik-otel': {
    tr: { hotelName: 'Tuşba Kale Butik Otel', features: ['Van Kalesi manzarası', 'Taş avlu', 'Ücretsiz Wi-Fi', 'Havalimanı transferi'] },
    en: { hotelName: 'Tuşba Kale Boutique Hotel', hotelAddress: '8 Old Van Road, Kale' },
    fa: {
      hotelName: 'هتل بوتیک قلعه توشبا',
      hotelCity: 'وان',
      hotelAddress: 'محله قلعه، جاده وان قدیم، پلاک ۸',
      district: 'توشبا',
      features: ['چشم‌انداز قلعه وان', 'حیاط سنگی', 'وای‌فای رایگان', 'انتقال از فرودگاه'],
    },
  },
  'van-kedisi-butik-otel': {
    tr: {
      hotelName: 'Van Kedisi Butik Otel',
      features: ['Kahvaltıcılar Sokağı’na yürüme mesafesi', 'Çatı kafe', 'Ücretsiz Wi-Fi', 'Aile odaları'],
    },
    en: { hotelName: 'Van Cat Boutique Hotel', hotelAddress: '27 Kazım Karabekir Avenue, Hafiziye' },
    fa: {
      hotelName: 'هتل بوتیک گربه وان',
      hotelCity: 'وان',
      hotelAddress: 'خیابان کاظم قره‌بکر، پلاک ۲۷، حافظیه',
      district: 'ایپک‌یولو',
      features: ['پیاده تا کوچه صبحانه‌خانه‌ها', 'کافه روی بام', 'وای‌فای رایگان', 'اتاق‌های خانوادگی'],
    },
  },
  'edremit-bahce-suites': {
    tr: {
      hotelName: 'Edremit Bahçe Suites',
      features: ['Kayısı bahçesi', 'Her süitte mini mutfak', 'Göl plajı 300 m', 'Ücretsiz Wi-Fi', 'Otopark'],
    },
    en: { hotelName: 'Edremit Garden Suites', hotelAddress: '5 Göl Street, Sahil' },
    fa: {
      hotelName: 'سوئیت‌های باغ ادرمیت',
      hotelCity: 'وان',
      hotelAddress: 'محله ساحل، کوچه دریاچه، پلاک ۵',
      district: 'ادرمیت',
      features: ['باغ زردآلو', 'آشپزخانه کوچک در هر سوئیت', 'ساحل دریاچه در ۳۰۰ متری', 'وای‌فای رایگان', 'پارکینگ'],
    },
  },
  'akdamar-gol-evi': {
    tr: { hotelName: 'Akdamar Göl Evi', features: ['Akdamar teknelerine beş dakika', 'Göl kenarında bahçe', 'Balık lokantası', 'Ücretsiz Wi-Fi'] },
    en: { hotelName: 'Akdamar Lake House', hotelAddress: '3 Akdamar Pier Road, İskele' },
    fa: {
      hotelName: 'خانه دریاچه آختامار',
      hotelCity: 'وان',
      hotelAddress: 'جاده اسکله آختامار، پلاک ۳، اسکله',
      district: 'گواش',
      features: ['پنج دقیقه تا قایق‌های آختامار', 'باغ کنار دریاچه', 'رستوران ماهی', 'وای‌فای رایگان'],
    },
  },
  'ercis-sahil-otel': {
    tr: { hotelName: 'Erciş Sahil Otel', features: ['Süphan Dağı manzarası', 'Göl kenarı gezinti yolu', 'Restoran', 'Otopark'] },
    en: { hotelName: 'Erciş Shore Hotel', hotelAddress: '19 Süphan Avenue, Sahil' },
    fa: {
      hotelName: 'هتل ساحلی ارجیش',
      hotelCity: 'وان',
      hotelAddress: 'محله ساحل، خیابان سوفان، پلاک ۱۹',
      district: 'ارجیش',
      features: ['چشم‌انداز کوه سوفان', 'تفرجگاه کنار دریاچه', 'رستوران', 'پارکینگ'],
    },
  },
  'hosap-kervansaray-otel': {
    tr: {
      hotelName: 'Hoşap Kervansaray Otel',
      features: ['Hoşap Kalesi’nin eteğinde', 'Hoşap Çayı’ndan alabalık', 'Bahçede çay ocağı', 'Otopark'],
    },
    en: { hotelName: 'Hoşap Caravanserai Hotel', hotelAddress: 'Km 58 of the Van–Hakkari road, Güzelsu' },
    fa: {
      hotelName: 'هتل کاروانسرای هوشاپ',
      hotelCity: 'وان',
      hotelAddress: 'کیلومتر ۵۸ جاده وان–حکاری، گوزل‌سو',
      district: 'گورپینار',
      features: ['پای قلعه هوشاپ', 'قزل‌آلای رود هوشاپ', 'چایخانه در باغ', 'پارکینگ'],
    },
  },
  'erek-dagi-konukevi': {
    tr: {
      hotelName: 'Erek Dağı Konukevi',
      features: ['Erek zirve parkurunun başlangıcı', 'İstek üzerine rehber', 'Ev yemekleri', 'Ücretsiz Wi-Fi'],
    },
    en: { hotelName: 'Mount Erek Guesthouse', hotelAddress: '2 Erek Road, Bakraçlı' },
    fa: {
      hotelName: 'مهمان‌خانه کوه ارک',
      hotelCity: 'وان',
      hotelAddress: 'محله باکراچلی، جاده ارک، پلاک ۲',
      district: 'توشبا',
      features: ['آغاز مسیر قله ارک', 'راهنما در صورت درخواست', 'غذای خانگی', 'وای‌فای رایگان'],
    },
  },
  'muradiye-selale-pansiyon': {
    tr: { hotelName: 'Muradiye Şelale Pansiyon', features: ['Muradiye Şelalesi’nin yanında', 'Nehir kenarında çay bahçesi', 'Alabalık lokantası'] },
    en: { hotelName: 'Muradiye Waterfall Guesthouse', hotelAddress: 'Şelale area, 80 Van–Doğubayazıt Road' },
    fa: {
      hotelName: 'پانسیون آبشار مرادیه',
      hotelCity: 'وان',
      hotelAddress: 'منطقه آبشار، جاده وان–دوغوبایزید، پلاک ۸۰',
      district: 'مرادیه',
      features: ['کنار آبشار مرادیه', 'باغ چای کنار رود', 'رستوران قزل‌آلا'],
    },
  },
};

/** Place texts in tr and fa (the seed's own texts are the English ones). */
export const placeTexts: Record<string, Partial<Record<Lang, Texts>>> = {
  'akdamar-island': {
    tr: {
      name: 'Akdamar Adası',
      description:
        'Van Gölü’nün güneyinde, Gevaş iskelesinden yirmi dakikalık tekne yolculuğuyla ulaşılan küçük, kayalık bir ada. ' +
        'Adadaki Kutsal Haç (Surp Haç) Kilisesi 915–921 yılları arasında Mimar Manuel tarafından Vaspurakan Kralı I. Gagik için yapıldı; ' +
        'dış duvarları Kutsal Kitap sahneleri, asma dalları ve hayvan figürlerinden oluşan ünlü kabartmalarla süslüdür. Nisanda adanın ' +
        'badem ağaçları çiçek açar, yazın ziyaretçiler geziden sonra kayalıklardan göle girer.',
      location: 'Gevaş, Van şehir merkezinin 45 km güneybatısı',
      recommendedDuration: '3–4 saat',
      facilities: ['İskele', 'Kafe', 'Piknik alanı', 'Yüzme yerleri', 'WC'],
      transportationCars: ['D300 ile Gevaş iskelesine otomobil', 'Van’dan Gevaş’a minibüs', 'Gevaş merkezden taksi', 'İskeleden tekne'],
    },
    fa: {
      name: 'جزیره آختامار',
      description:
        'جزیره‌ای کوچک و صخره‌ای در جنوب دریاچه وان که با بیست دقیقه قایق‌سواری از اسکله گواش به آن می‌رسید. ' +
        'کلیسای صلیب مقدس آن را معماری به نام مانوئل در سال‌های ۹۱۵ تا ۹۲۱ میلادی برای گاگیک یکم، پادشاه واسپوراکان، ساخت؛ ' +
        'دیوارهای بیرونی‌اش با نقش‌برجسته‌های مشهوری از داستان‌های کتاب مقدس، شاخه‌های تاک و جانوران آراسته است. ' +
        'در بهار درختان بادام جزیره شکوفه می‌دهند و در تابستان بازدیدکنندگان پس از گردش از روی صخره‌ها در دریاچه شنا می‌کنند.',
      location: 'گواش، ۴۵ کیلومتری جنوب غربی مرکز شهر وان',
      recommendedDuration: '۳ تا ۴ ساعت',
      facilities: ['اسکله قایق', 'کافه', 'محوطه پیک‌نیک', 'جای شنا', 'سرویس بهداشتی'],
      transportationCars: ['خودرو از جاده D300 تا اسکله گواش', 'مینی‌بوس از وان به گواش', 'تاکسی از مرکز گواش', 'قایق از اسکله'],
    },
  },
  'van-fortress': {
    tr: {
      name: 'Van Kalesi',
      description:
        'Urartu Krallığı’nın başkenti Tuşpa’nın kalesi, Van Gölü kıyısında 1,8 km uzunluğundaki kireçtaşı bir kayalık boyunca uzanır. ' +
        'İlk surları MÖ 9. yüzyılda I. Sarduri yaptırdı; çivi yazılı kitabeler, Kral Argişti’nin kaya mezarları ve Sardur Burcu bugün de ayakta. ' +
        'Tepeden bakınca eski Van şehrinin kalıntıları aşağıda, göl ise arkada uzanır.',
      location: 'Kale Mahallesi, Tuşba, şehir merkezinin 5 km batısı',
      recommendedDuration: '2–3 saat',
      facilities: ['Otopark', 'Ziyaretçi merkezi', 'Yürüyüş yolları', 'Seyir noktası', 'WC'],
      transportationCars: ['İskele Caddesi üzerinden otomobil', 'Kale’ye belediye otobüsü', 'Merkezden taksi'],
    },
    fa: {
      name: 'قلعه وان',
      description:
        'دژ توشپا، پایتخت پادشاهی اورارتو، که در کرانه دریاچه وان بر صخره‌ای آهکی به درازای ۱٫۸ کیلومتر کشیده شده است. ' +
        'سردوری یکم نخستین باروهای آن را در سده نهم پیش از میلاد ساخت؛ کتیبه‌های میخی، آرامگاه‌های صخره‌ای شاه آرگیشتی و برج سردور هنوز پابرجا هستند. ' +
        'از بالای قلعه ویرانه‌های شهر کهن وان در پایین و دریاچه در پشت آن دیده می‌شود.',
      location: 'محله قلعه، توشبا، ۵ کیلومتری غرب مرکز شهر',
      recommendedDuration: '۲ تا ۳ ساعت',
      facilities: ['پارکینگ', 'مرکز بازدیدکنندگان', 'مسیرهای پیاده‌روی', 'نقطه دیدنی', 'سرویس بهداشتی'],
      transportationCars: ['خودرو از خیابان اسکله', 'اتوبوس شهری به قلعه', 'تاکسی از مرکز شهر'],
    },
  },
  'muradiye-waterfall': {
    tr: {
      name: 'Muradiye Şelalesi',
      description:
        'Bendimahi Çayı, Van–Doğubayazıt yolu üzerinde, Muradiye’nin kuzeyinde siyah bazalt bir duvardan aşağı dökülür. ' +
        'Köpüren suyun üzerinden bir asma köprü geçer; kıyılar çay bahçeleri ve alabalık lokantalarıyla doludur. Şelale, Tendürek’ten inen ' +
        'kar sularıyla en gür halini mayıs ve haziranda alır; sert kışlarda buz sütunlarına dönüşür.',
      location: 'Muradiye, Van’ın 80 km kuzeydoğusu',
      recommendedDuration: '1–2 saat',
      facilities: ['Asma köprü', 'Çay bahçeleri', 'Alabalık lokantaları', 'Otopark', 'WC'],
      transportationCars: ['Van–Doğubayazıt yolunda otomobil', 'Van’dan Muradiye’ye minibüs', 'Muradiye’den taksi'],
    },
    fa: {
      name: 'آبشار مرادیه',
      description:
        'رود بندماهی در شمال مرادیه، بر سر راه وان به دوغوبایزید، از دیواره‌ای از بازالت سیاه فرو می‌ریزد. ' +
        'پلی معلق از میان غبار آب می‌گذرد و کناره‌های رود پر از باغ‌های چای و رستوران‌های قزل‌آلاست. ' +
        'آبشار در اواخر بهار با آب برف‌های کوه تندورک پرآب‌ترین حالت خود را دارد و در زمستان‌های سخت به ستون‌های یخ بدل می‌شود.',
      location: 'مرادیه، ۸۰ کیلومتری شمال شرقی وان',
      recommendedDuration: '۱ تا ۲ ساعت',
      facilities: ['پل معلق', 'باغ‌های چای', 'رستوران‌های قزل‌آلا', 'پارکینگ', 'سرویس بهداشتی'],
      transportationCars: ['خودرو در جاده وان–دوغوبایزید', 'مینی‌بوس از وان به مرادیه', 'تاکسی از مرادیه'],
    },
  },
  'hosap-castle': {
    tr: {
      name: 'Hoşap Kalesi',
      description:
        'Hakkari yolu üzerinde, Hoşap Çayı’na bakan sarp bir kayanın tepesinde yükselen kale; 1643’te Mahmudi Beyi Sarı Süleyman Bey ' +
        'tarafından yaptırıldı. Kapısında aslan kabartması ve bir kitabe bulunur; içinde saray, cami, hamam ve sarnıç kalıntıları vardır. ' +
        'Köyün altındaki eski taş köprü manzarayı tamamlar.',
      location: 'Güzelsu, Gürpınar, Van’ın 58 km güneydoğusu',
      recommendedDuration: '1–2 saat',
      facilities: ['Otopark', 'Köyde çay ocağı', 'Taş köprü', 'Seyir noktası'],
      transportationCars: ['Van–Hakkari yolunda otomobil', 'Başkale yönüne minibüs', 'Gürpınar’dan taksi'],
    },
    fa: {
      name: 'قلعه هوشاپ',
      description:
        'قلعه‌ای بر فراز صخره‌ای پرشیب بالای رود هوشاپ در راه حکاری که در سال ۱۶۴۳ میلادی به فرمان ساری سلیمان بیگ، از امیران محمودی، ساخته شد. ' +
        'بر دروازه‌اش نقش برجسته شیر و کتیبه‌ای دیده می‌شود و درون آن بقایای کاخ، مسجد، حمام و آب‌انبارها برجاست. ' +
        'پل سنگی کهن پایین روستا این منظره را کامل می‌کند.',
      location: 'گوزل‌سو، گورپینار، ۵۸ کیلومتری جنوب شرقی وان',
      recommendedDuration: '۱ تا ۲ ساعت',
      facilities: ['پارکینگ', 'چایخانه در روستا', 'پل سنگی', 'نقطه دیدنی'],
      transportationCars: ['خودرو در جاده وان–حکاری', 'مینی‌بوس به سمت باشقلعه', 'تاکسی از گورپینار'],
    },
  },
  'lake-van': {
    tr: {
      name: 'Van Gölü',
      description:
        'Türkiye’nin en büyük gölü: 1.648 m yükseklikte 3.713 km² sodalı su; çevresini Süphan ve Nemrut volkanları sarar. ' +
        'Alkali suyu yüzeni kolayca taşır ve balıkları uzak tutar; yalnızca her bahar yumurtlamak için derelere çıkan inci kefali bu suda yaşar. ' +
        'Edremit’in plajları ve Tatvan üzerinde batan güneş, gölün tadını çıkarmanın bilinen yollarıdır.',
      location: 'Edremit, Tuşba, Gevaş ve Erciş kıyıları',
      recommendedDuration: 'Yarım gün',
      facilities: ['Plajlar', 'Tekne turları', 'Sahil yürüyüş yolu', 'Balık lokantaları', 'Piknik alanları'],
      transportationCars: ['Sahil yolunda otomobil', 'Edremit’e belediye otobüsü', 'Plajlara taksi'],
    },
    fa: {
      name: 'دریاچه وان',
      description:
        'بزرگ‌ترین دریاچه ترکیه: ۳٬۷۱۳ کیلومتر مربع آب سودادار در ارتفاع ۱٬۶۴۸ متری که آتشفشان‌های سوفان و نمرود گرداگردش را گرفته‌اند. ' +
        'آب قلیایی‌اش شناگر را روی آب نگه می‌دارد و ماهی‌ها را دور می‌کند، جز ماهی مروارید (اینجی کفالی) که هر بهار برای تخم‌ریزی به رودها بالا می‌رود. ' +
        'ساحل‌های ادرمیت و غروب آفتاب بر فراز تاتوان راه‌های همیشگی لذت بردن از آن است.',
      location: 'کرانه‌های ادرمیت، توشبا، گواش و ارجیش',
      recommendedDuration: 'نصف روز',
      facilities: ['ساحل‌ها', 'گشت با قایق', 'پیاده‌روی کنار دریاچه', 'رستوران‌های ماهی', 'محوطه‌های پیک‌نیک'],
      transportationCars: ['خودرو در جاده ساحلی', 'اتوبوس شهری به ادرمیت', 'تاکسی تا ساحل‌ها'],
    },
  },
  'van-museum': {
    tr: {
      name: 'Van Müzesi',
      description:
        'Van Kalesi’nin eteğindeki yeni müze, dünyanın en zengin Urartu koleksiyonlarından birini barındırır: tunç kemerler ve miğferler, ' +
        'altın takılar, çivi yazılı tabletler, Çavuştepe ve Ayanis buluntuları. Etnografya salonunda Van halıları, kilimleri ve yörenin ' +
        'giysileri sergilenir.',
      location: 'Kale Yolu, Tuşba, Van Kalesi’nin eteği',
      recommendedDuration: '1,5–2 saat',
      facilities: ['Kafe', 'Müze mağazası', 'Sesli rehber', 'Tekerlekli sandalye erişimi', 'Otopark', 'WC'],
      transportationCars: ['Kale otoparkına otomobil', 'Kale’ye belediye otobüsü', 'Merkezden taksi'],
    },
    fa: {
      name: 'موزه وان',
      description:
        'موزه تازه‌ساز پای قلعه وان یکی از غنی‌ترین مجموعه‌های اورارتویی جهان را در خود دارد: کمربندها و کلاه‌خودهای مفرغی، ' +
        'زیورآلات زرین، لوح‌های میخی و یافته‌های چاووش‌تپه و آیانیس. تالار مردم‌شناسی فرش‌ها، گلیم‌ها و جامه‌های محلی منطقه را به نمایش می‌گذارد.',
      location: 'جاده قلعه، توشبا، پای قلعه وان',
      recommendedDuration: '۱٫۵ تا ۲ ساعت',
      facilities: ['کافه', 'فروشگاه موزه', 'راهنمای صوتی', 'دسترسی با صندلی چرخ‌دار', 'پارکینگ', 'سرویس بهداشتی'],
      transportationCars: ['خودرو تا پارکینگ قلعه', 'اتوبوس شهری به قلعه', 'تاکسی از مرکز شهر'],
    },
  },
  'erek-mountain': {
    tr: {
      name: 'Erek Dağı',
      description:
        'Van şehrinin hemen arkasında yükselen 3.200 metrelik dağ kütlesi. Bakraçlı’dan başlayan günübirlik yürüyüş, haziranda yabani ' +
        'lalelerle dolan çayırlardan zirvedeki krater gölüne çıkar; Van Gölü’nün tamamı ve Süphan’ın konisi gözler önündedir. ' +
        'Kuzey yamaçlarda kar temmuza kadar kalır; yerel bir rehberle gidin.',
      location: 'Bakraçlı, Tuşba, Van’ın 12 km doğusu',
      recommendedDuration: '8–10 saat',
      facilities: ['Parkur başında otopark', 'Yerel rehberler', 'Patikada kaynak suyu'],
      transportationCars: ['Bakraçlı’ya otomobil', 'Merkezden taksi', 'Rehberli transfer'],
    },
    fa: {
      name: 'کوه ارک',
      description:
        'توده کوهستانی ۳٬۲۰۰ متری که درست پشت شهر وان سر برافراشته است. کوهپیمایی یک‌روزه از باکراچلی، از میان چمنزارهایی که در خرداد ' +
        'پر از لاله‌های وحشی‌اند، تا دریاچه دهانه قله بالا می‌رود و سراسر دریاچه وان و مخروط کوه سوفان پیش چشم است. ' +
        'برف تا تیرماه بر دامنه‌های شمالی می‌ماند؛ با راهنمای محلی بروید.',
      location: 'باکراچلی، توشبا، ۱۲ کیلومتری شرق وان',
      recommendedDuration: '۸ تا ۱۰ ساعت',
      facilities: ['پارکینگ سر مسیر', 'راهنمایان محلی', 'آب چشمه در مسیر'],
      transportationCars: ['خودرو تا باکراچلی', 'تاکسی از مرکز شهر', 'انتقال همراه راهنما'],
    },
  },
  'carpanak-island': {
    tr: {
      name: 'Çarpanak Adası',
      description:
        'Van Gölü’nün kuzeyinde, 15. yüzyılda kurulan Ktuts (Aziz Yahya) Manastırı’nın kalıntılarını taşıyan sakin bir ada. ' +
        'Kayalıklarında martılar ve karabataklar yuva yapar; İskele köyünden kalkan tekne kıyının en vahşi kesiminin önünden geçer. ' +
        'Adada kafe yok: yanınıza su ve piknik yiyecekleri alın.',
      location: 'Kuzey kıyısı, Tuşba, Van’a 40 km (tekneler İskele köyünden kalkar)',
      recommendedDuration: 'Yarım gün',
      facilities: ['İskele', 'Piknik yerleri', 'Kuş gözlemi'],
      transportationCars: ['İskele köyüne otomobil', 'İskele’den tekne', 'Rehberli tur'],
    },
    fa: {
      name: 'جزیره چارپاناک',
      description:
        'جزیره‌ای آرام در شمال دریاچه وان با ویرانه‌های صومعه کتوتس (یحیای مقدس) که در سده پانزدهم میلادی بنا شد. ' +
        'مرغان دریایی و باکلان‌ها بر صخره‌هایش لانه می‌سازند و قایقی که از روستای اسکله راه می‌افتد از وحشی‌ترین بخش ساحل می‌گذرد. ' +
        'کافه‌ای در کار نیست: آب و خوراکی پیک‌نیک همراه بیاورید.',
      location: 'کرانه شمالی، توشبا، ۴۰ کیلومتری وان (قایق‌ها از روستای اسکله حرکت می‌کنند)',
      recommendedDuration: 'نصف روز',
      facilities: ['اسکله قایق', 'جای پیک‌نیک', 'پرنده‌نگری'],
      transportationCars: ['خودرو تا روستای اسکله', 'قایق از اسکله', 'تور همراه راهنما'],
    },
  },
  'cavustepe-fortress': {
    tr: {
      name: 'Çavuştepe Kalesi',
      description:
        'Kral II. Sarduri’nin MÖ 8. yüzyılda Gürpınar ovasına bakan uzun bir sırt üzerinde yaptırdığı Sardurihinili kalesi. ' +
        'Düzgün kesme taştan surlar, kitabeleriyle Tanrı Haldi tapınağı, dev küplerle dolu saray depoları ve kayaya oyulmuş sarnıç, ' +
        'bir Urartu kraliyet kentinin nasıl işlediğini gösterir.',
      location: 'Çavuştepe, Gürpınar, Van’ın 25 km güneydoğusu',
      recommendedDuration: '1–1,5 saat',
      facilities: ['Otopark', 'Bilgi panoları', 'Yürüyüş yolları'],
      transportationCars: ['Van–Hakkari yolunda otomobil', 'Gürpınar yönüne minibüs', 'Van’dan taksi'],
    },
    fa: {
      name: 'قلعه چاووش‌تپه',
      description:
        'سردوری‌هینیلی، دژی که شاه سردوری دوم در سده هشتم پیش از میلاد بر پشته‌ای دراز مشرف به دشت گورپینار ساخت. ' +
        'باروهایی از سنگ تراش‌خورده، معبد خدای خلدی با کتیبه‌هایش، انبارهای کاخ با خمره‌های غول‌پیکر و آب‌انباری کنده در دل صخره ' +
        'نشان می‌دهند که یک شهر شاهی اورارتویی چگونه اداره می‌شد.',
      location: 'چاووش‌تپه، گورپینار، ۲۵ کیلومتری جنوب شرقی وان',
      recommendedDuration: '۱ تا ۱٫۵ ساعت',
      facilities: ['پارکینگ', 'تابلوهای اطلاع‌رسانی', 'مسیرهای پیاده‌روی'],
      transportationCars: ['خودرو در جاده وان–حکاری', 'مینی‌بوس به سمت گورپینار', 'تاکسی از وان'],
    },
  },
  'van-cat-house': {
    tr: {
      name: 'Van Kedi Evi',
      description:
        'Van Yüzüncü Yıl Üniversitesi’nin araştırma evi, farklı renkteki gözleri (biri mavi, biri kehribar) ve suya düşkünlükleriyle ' +
        'ünlü kar beyazı Van kedilerine bakar. Ziyaretçiler kedileri bahçelerinde izleyebilir ve ırkın nasıl korunduğunu öğrenebilir. ' +
        'Ailelerin en sevdiği duraklardan biri.',
      location: 'Van Yüzüncü Yıl Üniversitesi kampüsü, Tuşba',
      recommendedDuration: '1 saat',
      facilities: ['Bahçeler', 'Hediyelik eşya dükkânı', 'Otopark', 'WC'],
      transportationCars: ['Üniversite kampüsüne otomobil', 'Üniversite otobüsü', 'Merkezden taksi'],
    },
    fa: {
      name: 'خانه گربه وان',
      description:
        'خانه پژوهشی دانشگاه یوزونجو ییل وان از گربه‌های برفی‌رنگ وان نگهداری می‌کند؛ گربه‌هایی که به چشمان دورنگشان (یکی آبی و دیگری کهربایی) ' +
        'و علاقه‌شان به آب مشهورند. بازدیدکنندگان می‌توانند گربه‌ها را در باغ‌هایشان تماشا کنند و ببینند این نژاد چگونه حفاظت می‌شود. ' +
        'یکی از ایستگاه‌های محبوب خانواده‌ها.',
      location: 'پردیس دانشگاه یوزونجو ییل وان، توشبا',
      recommendedDuration: '۱ ساعت',
      facilities: ['باغ‌ها', 'فروشگاه سوغات', 'پارکینگ', 'سرویس بهداشتی'],
      transportationCars: ['خودرو تا پردیس دانشگاه', 'اتوبوس دانشگاه', 'تاکسی از مرکز شهر'],
    },
  },
};

/** Tour texts in tr and fa (the seed's own texts are the English ones). */
export const tourTexts: Record<string, Partial<Record<Lang, Texts>>> = {
  'akdamar-day-trip': {
    tr: { tourName: 'Akdamar Adası Günübirlik Turu', tourStartAddress: 'Van merkez, Cumhuriyet Caddesi buluşma noktası', tourEndAddress: 'Gevaş, Akdamar iskelesi' },
    fa: { tourName: 'تور یک‌روزه جزیره آختامار', tourStartAddress: 'مرکز شهر وان، محل قرار خیابان جمهوریت', tourEndAddress: 'گواش، اسکله آختامار' },
  },
  'lake-van-sunset-cruise': {
    tr: { tourName: 'Van Gölü Gün Batımı Tekne Turu', tourStartAddress: 'Edremit iskelesi', tourEndAddress: 'Edremit iskelesi' },
    fa: { tourName: 'قایق‌سواری غروب در دریاچه وان', tourStartAddress: 'اسکله ادرمیت', tourEndAddress: 'اسکله ادرمیت' },
  },
  'muradiye-bendimahi': {
    tr: { tourName: 'Muradiye ve Bendimahi Şelaleleri', tourStartAddress: 'Van merkez, Beşyol buluşma noktası', tourEndAddress: 'Muradiye Şelalesi' },
    fa: { tourName: 'آبشارهای مرادیه و بندماهی', tourStartAddress: 'مرکز شهر وان، محل قرار بش‌یول', tourEndAddress: 'آبشار مرادیه' },
  },
  'hosap-cavustepe': {
    tr: { tourName: 'Hoşap ve Çavuştepe Kaleleri', tourStartAddress: 'Van merkez, Cumhuriyet Caddesi buluşma noktası', tourEndAddress: 'Hoşap Kalesi, Güzelsu' },
    fa: { tourName: 'قلعه‌های هوشاپ و چاووش‌تپه', tourStartAddress: 'مرکز شهر وان، محل قرار خیابان جمهوریت', tourEndAddress: 'قلعه هوشاپ، گوزل‌سو' },
  },
  'erek-summit-hike': {
    tr: { tourName: 'Erek Dağı Zirve Yürüyüşü', tourStartAddress: 'Bakraçlı parkur başı', tourEndAddress: 'Erek zirvesindeki krater gölü' },
    fa: { tourName: 'کوهپیمایی قله ارک', tourStartAddress: 'سر مسیر باکراچلی', tourEndAddress: 'دریاچه دهانه قله ارک' },
  },
  'van-breakfast-culture-tour': {
    tr: { tourName: 'Van Kahvaltı Evleri Turu', tourStartAddress: 'Kahvaltıcılar Sokağı, İpekyolu', tourEndAddress: 'Van Çarşısı' },
    en: { tourName: 'Van Breakfast Houses Tour', tourStartAddress: 'Breakfast Street (Kahvaltıcılar Sokağı), İpekyolu' },
    fa: { tourName: 'تور صبحانه‌خانه‌های وان', tourStartAddress: 'کوچه صبحانه‌خانه‌ها (کاهوالتیجیلار سوکاغی)، ایپک‌یولو', tourEndAddress: 'بازار وان (چارشی)' },
  },
  'van-fortress-old-city-walk': {
    tr: { tourName: 'Van Kalesi ve Eski Şehir Yürüyüşü', tourStartAddress: 'Van Kalesi otoparkı', tourEndAddress: 'Van Müzesi' },
    fa: { tourName: 'پیاده‌روی قلعه وان و شهر کهن', tourStartAddress: 'پارکینگ قلعه وان', tourEndAddress: 'موزه وان' },
  },
};

/** The room types' names by code (the code stays the stored name: contract/translations.ts `ANSWERED_AS`). */
export const roomTypeTexts: Record<string, Record<Lang, Texts>> = {
  SINGLE: { tr: { name: 'Tek kişilik oda' }, en: { name: 'Single room' }, fa: { name: 'اتاق یک‌نفره' } },
  DOUBLE: { tr: { name: 'Çift kişilik oda' }, en: { name: 'Double room' }, fa: { name: 'اتاق دونفره' } },
  TRIPLE: { tr: { name: 'Üç kişilik oda' }, en: { name: 'Triple room' }, fa: { name: 'اتاق سه‌نفره' } },
  SUITE: { tr: { name: 'Süit' }, en: { name: 'Suite' }, fa: { name: 'سوئیت' } },
};

/** Western digits as Persian ones (۰–۹), for the times inside the Persian house rules. */
const persianDigits = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

/** A hotel's house rules in tr, en and fa: breakfast hours, quiet hours, smoking, and one rule of its own. */
function houseRules(breakfast: [string, string], quiet: [string, string], own: Record<Lang, string>): Record<Lang, string> {
  const [b1, b2] = breakfast;
  const [q1, q2] = quiet;
  return {
    tr: `Kahvaltı ${b1}–${b2} arası servis edilir. Sessiz saatler ${q1}–${q2}. Odalarda sigara içilmez. ${own.tr}`,
    en: `Breakfast is served ${b1}–${b2}. Quiet hours ${q1}–${q2}. No smoking in the rooms. ${own.en}`,
    fa: persianDigits(`صبحانه از ساعت ${b1} تا ${b2} سرو می‌شود. ساعات سکوت ${q1} تا ${q2}. کشیدن سیگار در اتاق‌ها ممنوع است. ${own.fa}`),
  };
}

/**
 * What each hotel page tells a guest (migrations/0022_hotel_details.sql): a description and the
 * house rules in tr, en and fa (English is also the base text), check-in and check-out times.
 */
export const hotelPageTexts: Record<string, { description: Record<Lang, string>; houseRules: Record<Lang, string>; checkInTime: string; checkOutTime: string }> = {
  'ipekyolu-grand-otel': {
    description: {
      tr: 'Van’ın merkezinde, Cumhuriyet Caddesi’nde beş yıldızlı bir otel: spa ve hamam, kapalı havuz ve her sabah zengin bir Van kahvaltısı. Havalimanına 15 dakika.',
      en: 'A five-star hotel on Cumhuriyet Avenue in the centre of Van: spa and hammam, an indoor pool and a full Van breakfast every morning. Fifteen minutes from the airport.',
      fa: 'هتلی پنج‌ستاره در خیابان جمهوریت، در مرکز شهر وان: اسپا و حمام ترکی، استخر سرپوشیده و هر صبح صبحانه کامل وانی. پانزده دقیقه تا فرودگاه.',
    },
    houseRules: houseRules(['06:30', '10:30'], ['23:00', '07:00'], {
      tr: 'Evcil hayvan kabul edilmez.',
      en: 'Pets are not allowed.',
      fa: 'ورود حیوانات خانگی مجاز نیست.',
    }),
    checkInTime: '14:00',
    checkOutTime: '12:00',
  },
  'sahmaran-lake-resort': {
    description: {
      tr: 'Van Gölü kıyısında, özel plajı ve açık havuzu olan bir tatil köyü. Gün batımı terastan izlenir; çocuk kulübü yaz boyunca açıktır.',
      en: 'A resort on the shore of Lake Van with its own beach and an outdoor pool. Watch the sunset from the terrace; the kids club is open all summer.',
      fa: 'استراحتگاهی در ساحل دریاچه وان با ساحل اختصاصی و استخر روباز. غروب را از تراس تماشا کنید؛ باشگاه کودکان در تمام تابستان باز است.',
    },
    houseRules: houseRules(['07:00', '11:00'], ['23:30', '08:00'], {
      tr: 'Plaj ve havuz 09:00–19:00 arası açıktır.',
      en: 'The beach and the pool are open 09:00–19:00.',
      fa: 'ساحل و استخر از ساعت 09:00 تا 19:00 باز است.',
    }),
    checkInTime: '15:00',
    checkOutTime: '12:00',
  },
  'tusba-kale-butik-otel': {
    description: {
      tr: 'Van Kalesi’nin eteğinde, taş avlulu küçük bir butik otel. Kaleye ve Tuşba’nın eski mahallelerine yürüyerek gidilir.',
      en: 'A small boutique hotel with a stone courtyard at the foot of Van Fortress. The fortress and the old quarters of Tuşba are a walk away.',
      fa: 'هتل بوتیک کوچکی با حیاط سنگی در پای قلعه وان. قلعه و محله‌های قدیمی توشبا با پای پیاده در دسترس‌اند.',
    },
    houseRules: houseRules(['07:30', '10:30'], ['22:30', '07:30'], {
      tr: 'Avluda sigara içilebilir.',
      en: 'Smoking is allowed in the courtyard.',
      fa: 'کشیدن سیگار در حیاط مجاز است.',
    }),
    checkInTime: '14:00',
    checkOutTime: '11:00',
  },
  'van-kedisi-butik-otel': {
    description: {
      tr: 'Kahvaltıcılar Sokağı’na birkaç dakika yürüme mesafesinde, çatı kafeli bir aile oteli. Aile odaları dört kişiye kadar konaklar.',
      en: 'A family hotel with a rooftop café, a few minutes’ walk from Breakfast Street. Family rooms sleep up to four.',
      fa: 'هتلی خانوادگی با کافه روی بام، چند دقیقه پیاده تا کوچه صبحانه‌خانه‌ها. اتاق‌های خانوادگی تا چهار نفر جا دارند.',
    },
    houseRules: houseRules(['07:00', '10:00'], ['23:00', '07:00'], {
      tr: 'Çatı kafe 22:00’de kapanır.',
      en: 'The rooftop café closes at 22:00.',
      fa: 'کافه روی بام ساعت 22:00 بسته می‌شود.',
    }),
    checkInTime: '14:00',
    checkOutTime: '12:00',
  },
  'edremit-bahce-suites': {
    description: {
      tr: 'Edremit’te kayısı bahçesi içinde, mini mutfaklı süitler. Göl plajı 300 metre ötede.',
      en: 'Suites with kitchenettes in an apricot garden in Edremit. The lake beach is 300 metres away.',
      fa: 'سوئیت‌هایی با آشپزخانه کوچک در میان باغ زردآلو در ادرمیت. ساحل دریاچه در ۳۰۰ متری است.',
    },
    houseRules: houseRules(['08:00', '10:30'], ['23:00', '08:00'], {
      tr: 'Bahçede mangal yakılmaz.',
      en: 'No barbecues in the garden.',
      fa: 'روشن کردن کباب‌پز در باغ مجاز نیست.',
    }),
    checkInTime: '15:00',
    checkOutTime: '11:00',
  },
  'akdamar-gol-evi': {
    description: {
      tr: 'Gevaş’ta, Akdamar tekne iskelesine beş dakika uzaklıkta göl kenarında bir ev. Lokantasında göl balığı pişer.',
      en: 'A lakeside house in Gevaş, five minutes from the Akdamar boat pier. Its restaurant cooks fish from the lake.',
      fa: 'خانه‌ای کنار دریاچه در گواش، پنج دقیقه تا اسکله قایق‌های آختامار. رستورانش ماهی دریاچه می‌پزد.',
    },
    houseRules: houseRules(['07:00', '10:00'], ['22:00', '07:00'], {
      tr: 'İlk tekneye yetişecek misafirlere 06:30’da paket kahvaltı hazırlanır.',
      en: 'Guests catching the first boat get a packed breakfast at 06:30.',
      fa: 'برای مهمانانی که به نخستین قایق می‌رسند، ساعت 06:30 صبحانه بسته‌بندی آماده می‌شود.',
    }),
    checkInTime: '13:00',
    checkOutTime: '11:00',
  },
  'ercis-sahil-otel': {
    description: {
      tr: 'Erciş’te göl kenarı gezinti yolunun üzerinde, Süphan Dağı manzaralı bir otel.',
      en: 'A hotel on the lakeside promenade of Erciş, looking out on Mount Süphan.',
      fa: 'هتلی روی تفرجگاه کنار دریاچه در ارجیش، رو به کوه سوفان.',
    },
    houseRules: houseRules(['07:00', '10:00'], ['23:00', '07:00'], {
      tr: 'Otopark misafirlere ücretsizdir.',
      en: 'Parking is free for guests.',
      fa: 'پارکینگ برای مهمانان رایگان است.',
    }),
    checkInTime: '14:00',
    checkOutTime: '12:00',
  },
  'hosap-kervansaray-otel': {
    description: {
      tr: 'Hoşap Kalesi’nin eteğinde, eski bir kervan yolunun üzerinde sade bir otel. Bahçedeki çay ocağında Hoşap Çayı’nın alabalığı pişer.',
      en: 'A plain hotel on an old caravan road below Hoşap Castle. The garden tea house grills trout from the Hoşap stream.',
      fa: 'هتلی ساده بر سر یک راه کاروان‌روی قدیمی، پای قلعه هوشاپ. در چایخانه باغ، قزل‌آلای رود هوشاپ کباب می‌شود.',
    },
    houseRules: houseRules(['07:00', '09:30'], ['22:00', '07:00'], {
      tr: 'Dış kapı 23:00’te kilitlenir; geç gelişleri önceden haber verin.',
      en: 'The front door is locked at 23:00; tell us in advance if you arrive late.',
      fa: 'در ورودی ساعت 23:00 قفل می‌شود؛ اگر دیر می‌رسید از پیش خبر دهید.',
    }),
    checkInTime: '13:00',
    checkOutTime: '11:00',
  },
  'erek-dagi-konukevi': {
    description: {
      tr: 'Erek Dağı zirve parkurunun başında bir konukevi: ev yemekleri, erken kahvaltı ve istek üzerine rehber.',
      en: 'A guesthouse at the start of the Mount Erek summit trail: home cooking, early breakfast and a guide on request.',
      fa: 'مهمان‌خانه‌ای در آغاز مسیر قله کوه ارک: غذای خانگی، صبحانه زود و راهنما در صورت درخواست.',
    },
    houseRules: houseRules(['05:30', '09:00'], ['21:30', '05:30'], {
      tr: 'Zirveye çıkacak misafirler akşamdan resepsiyona haber verir.',
      en: 'Guests heading for the summit tell the front desk the evening before.',
      fa: 'مهمانانی که به قله می‌روند، شب قبل به پذیرش خبر می‌دهند.',
    }),
    checkInTime: '12:00',
    checkOutTime: '10:00',
  },
  'muradiye-selale-pansiyon': {
    description: {
      tr: 'Muradiye Şelalesi’nin hemen yanında küçük bir pansiyon; nehir kenarında çay bahçesi ve alabalık lokantası.',
      en: 'A small guesthouse right next to Muradiye Waterfall, with a riverside tea garden and a trout restaurant.',
      fa: 'پانسیون کوچکی درست کنار آبشار مرادیه، با باغ چای کنار رود و رستوران قزل‌آلا.',
    },
    houseRules: houseRules(['07:30', '10:00'], ['22:30', '07:30'], {
      tr: 'Çay bahçesi 21:00’de kapanır.',
      en: 'The tea garden closes at 21:00.',
      fa: 'باغ چای ساعت 21:00 بسته می‌شود.',
    }),
    checkInTime: '13:00',
    checkOutTime: '11:00',
  },
};
