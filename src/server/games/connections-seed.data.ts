// The Islamic Connections puzzles shipped with the app: 42 standard boards (four groups of four) and 9
// young boards (two pairs of pictures). Written for children and their families; every fact was checked against
// the Quran and well-known hadith collections (see decision 019-g2 for the sources and the care taken). Prophets
// and companions appear as names in text only, never as pictures. Each puzzle has a stable key: the start-up seed
// adds a missing one and never touches one that exists (an admin may have edited or retired it).
import type {
  ConnectionGroup,
  ConnectionLevel,
  ConnectionPicture,
  ConnectionTranslations,
} from '#shared/connections.schema';
import { seedTranslations } from './connections-seed-translations.data';

type SeedPuzzle = {
  key: string;
  title: string;
  level: ConnectionLevel;
  groups: ConnectionGroup[];
  /** Arabic and Urdu (connections-seed-translations.data.ts). */
  translations: ConnectionTranslations;
};

const g = (theme: string, ...words: string[]): ConnectionGroup => ({
  theme,
  tiles: words.map((text) => ({ text })),
});
const std = (key: string, title: string, ...groups: ConnectionGroup[]): SeedPuzzle => ({
  key: `std-${key}`,
  title,
  level: 'standard',
  groups,
  translations: seedTranslations({ title, groups }),
});
const pic = (theme: string, ...tiles: [string, ConnectionPicture][]): ConnectionGroup => ({
  theme,
  tiles: tiles.map(([text, picture]) => ({ text, picture })),
});
const young = (key: string, title: string, ...groups: ConnectionGroup[]): SeedPuzzle => ({
  key: `young-${key}`,
  title,
  level: 'young',
  groups,
  translations: seedTranslations({ title, groups }),
});

// Groups used in several puzzles (different puzzles may share a group; one puzzle never repeats a word).
const PILLARS = (...w: string[]) => g('Pillars of Islam', ...w);
const PRAYERS = (...w: string[]) => g('The five daily prayers', ...w);
const ANGELS = (...w: string[]) => g('Angels named in Islam', ...w);
const QULS = g(
  'The four Quls (surahs that begin with "Qul")',
  'Al-Kafirun',
  'Al-Ikhlas',
  'Al-Falaq',
  'An-Nas',
);
const SACRED = g('The four sacred months', 'Muharram', 'Rajab', 'Dhul Qadah', 'Dhul Hijjah');
const MASJID = (...w: string[]) => g('Things in a masjid', ...w);
const NUMBERS = (...w: string[]) => g('Numbers in Arabic', ...w);
const RAMADAN = (...w: string[]) => g('Ramadan words', ...w);
const BOOKS = g('Books revealed by Allah', 'Tawrah', 'Zabur', 'Injil', 'Quran');
const PROPHET_SURAHS = g('Surahs named after prophets', 'Yunus', 'Hud', 'Yusuf', 'Ibrahim');
const HAJJ_PLACES = (...w: string[]) => g('Places of Hajj', ...w);
const WUDU = (...w: string[]) => g('Steps of wudu', ...w);
const SKY_SURAHS = (...w: string[]) => g('Surahs named after things in the sky', ...w);
const TIME_SURAHS = g('Surahs named after times of day', 'Al-Fajr', 'Ad-Duha', 'Al-Asr', 'Al-Layl');
const ANIMAL_SURAHS = (...w: string[]) => g('Surahs named after animals', ...w);
const CALIPHS = g('The four rightly guided caliphs', 'Abu Bakr', 'Umar', 'Uthman', 'Ali');
const MONTHS = (...w: string[]) => g('Islamic months', ...w);
const HAJJ_WORDS = g('Acts of Hajj and Umrah', 'Ihram', 'Tawaf', "Sa'i", 'Talbiyah');
const MASJIDS = (...w: string[]) => g('Famous masjids', ...w);
const BATTLES = (...w: string[]) => g("Battles in the Prophet's ﷺ time", ...w);
const MOTHERS = (...w: string[]) => g('Mothers of the Believers', ...w);
const SPECIAL_DAYS = (...w: string[]) => g('Special days and nights', ...w);
const QURAN_FOODS = g('Fruits named in the Quran', 'Figs', 'Olives', 'Grapes', 'Pomegranates');
const QURAN_PARTS = g('Parts of the Quran', 'Surah', 'Ayah', 'Juz', 'Hizb');
const NAMES_OF_ALLAH = (...w: string[]) => g('Beautiful names of Allah', ...w);
const PROPHETS = (...w: string[]) => g('Prophets named in the Quran', ...w);
const MEAL_ADAB = g(
  'Good manners at meals',
  'Say Bismillah',
  'Eat with right hand',
  'Eat what is near',
  'Say Alhamdulillah',
);
const MASJID_ADAB = g(
  'Good manners in the masjid',
  'Enter with right foot',
  "Two rak'ahs on arrival",
  'Walk calmly',
  'Keep it clean',
);
const PEOPLE_ADAB = g('Good manners with people', 'Say salam', 'Smile', 'Share', 'Visit the sick');
const BELOVED = g(
  'The four words most beloved to Allah',
  'SubhanAllah',
  'Alhamdulillah',
  'La ilaha illAllah',
  'Allahu Akbar',
);
const FAMILY = (...w: string[]) => g('Family words in Arabic', ...w);
const COLOURS = (...w: string[]) => g('Colours in Arabic', ...w);
const DAYS = (...w: string[]) => g('Days of the week in Arabic', ...w);
const SALAH_POSITIONS = g('Positions in salah', 'Qiyam', 'Ruku', 'Sujud', 'Julus');
const SAID_IN_SALAH = g(
  'Said in salah',
  'Allahu Akbar',
  'Subhana Rabbiyal Azim',
  'Subhana Rabbiyal Ala',
  'Sami Allahu liman hamidah',
);
const FRIDAY = g('Sunnahs of Friday', 'Ghusl', 'Read Al-Kahf', 'Salawat', 'Go early');
const LETTER_SURAHS = g('Surahs named after their opening letters', 'Ya-Sin', 'Ta-Ha', 'Qaf', 'Sad');
const PLACE_SURAHS = g('Surahs named after places', 'At-Tur', 'Al-Balad', 'Al-Ahqaf', 'Al-Hijr');
const LEARNING = g('Words for learning the Quran', 'Tajweed', 'Hifz', 'Tafsir', 'Tilawah');
const LAST_DAY = g('Words about the Last Day', 'Mizan', 'Sirat', 'Hawd', 'Qiyamah');
const PHRASES = g('Everyday Islamic phrases', 'InshaAllah', 'MashaAllah', 'Bismillah', 'Astaghfirullah');
const REPLIES = g('Words we say in reply', 'Wa alaykum as-salam', 'Yarhamuk Allah', 'Wa iyyakum', 'Ameen');
const EID_WORDS = g('Eid words', 'Eid Mubarak', 'Eidi', 'Eid salah', 'Takbir');
const ULUL_AZM = (...w: string[]) => g('Messengers of great resolve (Ulul Azm)', ...w);
const MASJID_PEOPLE = g('People who serve the masjid', 'Imam', 'Muadhin', 'Khatib', 'Qari');
const FAMOUS_NUMBERS = g('Numbers to know: surahs, juz, names of Allah, months', '114', '30', '99', '12');
const DAUGHTERS = g('Daughters of the Prophet ﷺ', 'Zaynab', 'Ruqayyah', 'Umm Kulthum', 'Fatimah');
const ANIMAL_STORIES = g('Animals in stories of the Quran', 'Hoopoe', 'Big fish', 'She-camel', 'Ant');
const MOUNTAINS = g('Mountains in Islamic history', 'Uhud', 'Mount Tur', 'Al-Judi', 'Jabal ar-Rahmah');
const SUNNAH_FOODS = g('Foods from the Sunnah', 'Dates', 'Honey', 'Milk', 'Barley');

export const CONNECTION_SEED_PUZZLES: readonly SeedPuzzle[] = [
  std(
    'pillars-prayers',
    'Pillars and prayers',
    PILLARS('Shahadah', 'Zakah', 'Sawm', 'Hajj'),
    PRAYERS('Fajr', 'Dhuhr', 'Maghrib', 'Isha'),
    ANGELS('Jibril', 'Mikail', 'Israfil', 'Malik'),
    QULS,
  ),
  std(
    'months-masjid',
    'Months and the masjid',
    SACRED,
    MASJID('Mihrab', 'Minbar', 'Minaret', 'Dome'),
    NUMBERS('Wahid', 'Ithnan', 'Thalathah', "Arba'ah"),
    RAMADAN('Suhoor', 'Iftar', 'Taraweeh', "I'tikaf"),
  ),
  std(
    'books-prophets',
    'Books and prophets',
    BOOKS,
    PROPHET_SURAHS,
    HAJJ_PLACES('Mina', 'Arafah', 'Muzdalifah', 'Makkah'),
    WUDU('Wash hands', 'Rinse mouth', 'Wash face', 'Wipe head'),
  ),
  std(
    'sky-time',
    'Sun, moon and time',
    SKY_SURAHS('Ash-Shams', 'Al-Qamar', 'An-Najm', 'Al-Buruj'),
    TIME_SURAHS,
    ANIMAL_SURAHS('Al-Baqarah', 'An-Nahl', 'An-Naml', 'Al-Fil'),
    CALIPHS,
  ),
  std(
    'eid-mountains',
    'Eid day and mountains',
    g('Sunnahs of Eid al-Fitr', 'Best clothes', 'Dates before salah', 'Takbir', 'Another road home'),
    MEAL_ADAB,
    MOUNTAINS,
    MONTHS('Safar', 'Rabi al-Awwal', 'Jumada al-Ula', 'Shaban'),
  ),
  std(
    'arabic-script',
    'Reading Arabic',
    g('Number words in Arabic', 'واحد', 'اثنان', 'ثلاثة', 'أربعة'),
    g('The first letters of the Arabic alphabet', 'ا', 'ب', 'ت', 'ث'),
    g('Arabic digits five to eight', '٥', '٦', '٧', '٨'),
    g('Colours written in Arabic', 'أحمر', 'أزرق', 'أخضر', 'أصفر'),
  ),
  std(
    'hajj-umrah',
    'Journey to Makkah',
    HAJJ_WORDS,
    g('In Masjid al-Haram', "Ka'bah", 'Zamzam', 'Maqam Ibrahim', 'Black Stone'),
    MASJIDS('Masjid an-Nabawi', 'Masjid al-Aqsa', 'Masjid Quba', 'Masjid al-Qiblatayn'),
    BATTLES('Badr', 'Uhud', 'Khandaq', 'Hunayn'),
  ),
  std(
    'prophet-families',
    'Families of faith',
    g("Ibrahim's sons, grandson and great-grandson", 'Ismail', 'Ishaq', 'Yaqub', 'Yusuf'),
    ULUL_AZM('Nuh', 'Ibrahim', 'Musa', 'Isa'),
    ANGELS('Jibril', 'Mikail', 'Munkar', 'Nakir'),
    MOTHERS('Khadijah', 'Aishah', 'Hafsah', 'Umm Salamah'),
  ),
  std(
    'ramadan-nights',
    'Ramadan nights',
    RAMADAN('Suhoor', 'Iftar', 'Taraweeh', "I'tikaf"),
    SPECIAL_DAYS('Ashura', 'Day of Arafah', 'Eid al-Fitr', 'Eid al-Adha'),
    QURAN_FOODS,
    PRAYERS('Fajr', 'Dhuhr', 'Asr', 'Isha'),
  ),
  std(
    'quran-words',
    'Inside the Quran',
    QURAN_PARTS,
    QULS,
    g('Surahs two to five', 'Al-Baqarah', 'Al Imran', 'An-Nisa', "Al-Ma'idah"),
    SAID_IN_SALAH,
  ),
  std(
    'names-months',
    'Names and months',
    NAMES_OF_ALLAH('Ar-Rahim', 'Al-Ghafur', 'Al-Wadud', 'Al-Khaliq'),
    PROPHETS('Nuh', 'Ayyub', 'Idris', 'Yahya'),
    MONTHS('Muharram', 'Safar', 'Rajab', 'Shawwal'),
    MASJID('Mihrab', 'Minbar', 'Wudu area', 'Minaret'),
  ),
  std(
    'makkah-madinah',
    'Makkah and Madinah',
    g('Places in Madinah', 'Masjid an-Nabawi', 'Masjid Quba', 'Mount Uhud', 'Al-Baqi'),
    g('Places in Makkah', "Ka'bah", 'Cave Hira', 'Cave Thawr', 'Mina'),
    CALIPHS,
    HAJJ_WORDS,
  ),
  std('good-manners', 'Good manners', PEOPLE_ADAB, MASJID_ADAB, BELOVED, FAMILY('Umm', 'Ab', 'Akh', 'Ukht')),
  std(
    'numbers',
    'Counting in Islam',
    FAMOUS_NUMBERS,
    NUMBERS('Khamsah', 'Sittah', "Sab'ah", 'Thamaniyah'),
    PILLARS('Shahadah', 'Salah', 'Zakah', 'Sawm'),
    ANIMAL_SURAHS('An-Nahl', 'An-Naml', 'Al-Ankabut', 'Al-Fil'),
  ),
  std('quran-study', 'Studying the Quran', LEARNING, LETTER_SURAHS, QURAN_PARTS, PLACE_SURAHS),
  std(
    'colours-sky',
    'Colours and the sky',
    SKY_SURAHS('Ash-Shams', 'Al-Qamar', 'An-Najm', 'At-Tariq'),
    COLOURS('Ahmar', 'Azraq', 'Akhdar', 'Abyad'),
    PRAYERS('Fajr', 'Dhuhr', 'Maghrib', 'Isha'),
    HAJJ_PLACES('Mina', 'Arafah', 'Muzdalifah', 'Safa'),
  ),
  std(
    'wudu-friday',
    'Wudu and Friday',
    WUDU('Rinse nose', 'Wash arms', 'Wipe ears', 'Wash feet'),
    SALAH_POSITIONS,
    FRIDAY,
    MONTHS('Rabi al-Thani', 'Jumada al-Akhirah', 'Shaban', 'Dhul Qadah'),
  ),
  std(
    'animals',
    'Animals and Eid',
    ANIMAL_STORIES,
    ANIMAL_SURAHS('Al-Baqarah', 'An-Nahl', 'Al-Ankabut', 'Al-Fil'),
    MOTHERS('Khadijah', 'Sawdah', 'Aishah', 'Maymunah'),
    EID_WORDS,
  ),
  std(
    'last-day',
    'Remembering the Last Day',
    LAST_DAY,
    ANGELS('Israfil', 'Jibril', 'Mikail', 'Malik'),
    PHRASES,
    PRAYERS('Fajr', 'Asr', 'Maghrib', 'Isha'),
  ),
  std(
    'arabic-week',
    'A week in Arabic',
    DAYS('Al-Ahad', 'Al-Khamis', "Al-Jumu'ah", 'As-Sabt'),
    NUMBERS('Wahid', 'Ithnan', 'Thalathah', 'Ashrah'),
    FAMILY('Umm', 'Ab', 'Jadd', 'Jaddah'),
    COLOURS('Ahmar', 'Asfar', 'Aswad', 'Abyad'),
  ),
  std(
    'messengers-books',
    'Messengers and books',
    ULUL_AZM('Nuh', 'Ibrahim', 'Musa', 'Isa'),
    BOOKS,
    ANGELS('Jibril', 'Mikail', 'Israfil', 'Malik'),
    g("Short surahs in Juz 'Amma", 'Al-Asr', 'Al-Kawthar', 'Quraysh', "Al-Ma'un"),
  ),
  std(
    'hajj-journey',
    'The Hajj journey',
    HAJJ_PLACES('Mina', 'Muzdalifah', 'Arafah', 'Safa'),
    HAJJ_WORDS,
    MASJIDS('Masjid al-Haram', 'Masjid an-Nabawi', 'Masjid al-Aqsa', 'Masjid Quba'),
    g("Cities in the Prophet's ﷺ life", 'Makkah', 'Madinah', 'Taif', 'Jerusalem'),
  ),
  std(
    'ramadan-eid',
    'From Ramadan to Eid',
    RAMADAN('Suhoor', 'Iftar', "I'tikaf", 'Laylat al-Qadr'),
    g('Eid words', 'Eid Mubarak', 'Eidi', 'Eid salah', 'New clothes'),
    SACRED,
    QURAN_FOODS,
  ),
  std(
    'prophets-family',
    "The Prophet's ﷺ family and companions",
    CALIPHS,
    DAUGHTERS,
    MOTHERS('Khadijah', 'Aishah', 'Hafsah', 'Sawdah'),
    BATTLES('Badr', 'Uhud', 'Khandaq', 'Khaybar'),
  ),
  std(
    'bedtime',
    'Morning to bedtime',
    g('Sunnahs at bedtime', 'Sleep on right side', 'Ayat al-Kursi', 'Dust the bed', "Bedtime du'a"),
    TIME_SURAHS,
    COLOURS('Akhdar', 'Azraq', 'Asfar', 'Ahmar'),
    PEOPLE_ADAB,
  ),
  std(
    'qurbani',
    'Eid al-Adha',
    g('Animals for Qurbani', 'Sheep', 'Goat', 'Cow', 'Camel'),
    HAJJ_WORDS,
    MOTHERS('Khadijah', 'Aishah', 'Hafsah', 'Maymunah'),
    NAMES_OF_ALLAH('Ar-Rahman', 'Al-Karim', 'As-Salam', 'Al-Quddus'),
  ),
  std(
    'madinah-days',
    'Days in Madinah',
    g('Places in Madinah', 'Masjid an-Nabawi', 'Masjid Quba', 'Mount Uhud', 'Al-Baqi'),
    BATTLES('Badr', 'Khaybar', 'Hunayn', "Mu'tah"),
    DAUGHTERS,
    MASJID_PEOPLE,
  ),
  std(
    'kabah',
    "Around the Ka'bah",
    g("The Ka'bah", 'Kiswah', 'Black Stone', 'Hijr Ismail', 'Multazam'),
    HAJJ_PLACES('Mina', 'Muzdalifah', 'Arafah', 'Jamarat'),
    ULUL_AZM('Nuh', 'Musa', 'Isa', 'Muhammad ﷺ'),
    SUNNAH_FOODS,
  ),
  std(
    'giving',
    'Giving and remembering',
    g('Ways of giving in Islam', 'Sadaqah', 'Waqf', 'Zakat al-Fitr', 'Fidyah'),
    PILLARS('Shahadah', 'Salah', 'Sawm', 'Hajj'),
    BELOVED,
    MASJID('Mihrab', 'Minbar', 'Minaret', 'Wudu area'),
  ),
  std(
    'replies',
    'What do we say?',
    REPLIES,
    PHRASES,
    NUMBERS('Wahid', 'Ithnan', 'Khamsah', 'Ashrah'),
    SPECIAL_DAYS('Ashura', 'Day of Arafah', 'Laylat al-Qadr', 'Eid al-Fitr'),
  ),
  std(
    'arabic-script-2',
    'Reading Arabic: family and days',
    g('Arabic digits five to eight', '٥', '٦', '٧', '٨'),
    g('Family words written in Arabic', 'أم', 'أب', 'أخ', 'أخت'),
    g('Arabic letters from jim to dal', 'ج', 'ح', 'خ', 'د'),
    g('Days written in Arabic', 'الأحد', 'الخميس', 'الجمعة', 'السبت'),
  ),
  std(
    'prophets-names',
    'Prophets and names of Allah',
    PROPHETS('Adam', 'Idris', 'Ayyub', 'Ilyas'),
    ANGELS('Jibril', 'Mikail', 'Munkar', 'Nakir'),
    NAMES_OF_ALLAH('Al-Alim', 'Al-Basir', "As-Sami'", 'Al-Wadud'),
    SACRED,
  ),
  std(
    'salah',
    'Ready for salah',
    WUDU('Wash hands', 'Rinse mouth', 'Wash face', 'Wash feet'),
    SALAH_POSITIONS,
    SAID_IN_SALAH,
    FRIDAY,
  ),
  std(
    'quran-animals',
    'Animals and stars',
    ANIMAL_STORIES,
    ANIMAL_SURAHS('Al-Baqarah', 'An-Nahl', 'Al-Fil', 'Al-Ankabut'),
    SKY_SURAHS('Ash-Shams', 'Al-Qamar', 'An-Najm', 'Al-Buruj'),
    QURAN_PARTS,
  ),
  std(
    'surah-names',
    'Surah names',
    g("Short surahs in Juz 'Amma", 'Al-Kawthar', 'Quraysh', "Al-Ma'un", 'An-Nasr'),
    LETTER_SURAHS,
    g('Surahs two to five', 'Al-Baqarah', 'Al Imran', 'An-Nisa', "Al-Ma'idah"),
    PROPHET_SURAHS,
  ),
  std(
    'seerah-places',
    'Places in the Seerah',
    g('Along the road of the Hijrah', 'Makkah', 'Cave Thawr', 'Quba', 'Madinah'),
    MASJIDS('Masjid al-Haram', 'Masjid an-Nabawi', 'Masjid al-Aqsa', 'Masjid al-Qiblatayn'),
    MOUNTAINS,
    MONTHS('Safar', 'Rabi al-Awwal', 'Jumada al-Ula', 'Shawwal'),
  ),
  std(
    'kind-hearts',
    'Kind hearts',
    g('Kindness to parents', 'Speak gently', "Make du'a for them", 'Help at home', 'Never say "uff"'),
    MEAL_ADAB,
    MASJID_ADAB,
    PEOPLE_ADAB,
  ),
  std(
    'hijri-year',
    'The Hijri year',
    g('The first four Islamic months', 'Muharram', 'Safar', 'Rabi al-Awwal', 'Rabi al-Thani'),
    g('Islamic months five to eight', 'Jumada al-Ula', 'Jumada al-Akhirah', 'Rajab', 'Shaban'),
    g('The last four Islamic months', 'Ramadan', 'Shawwal', 'Dhul Qadah', 'Dhul Hijjah'),
    DAYS('Al-Ahad', 'Al-Khamis', "Al-Jumu'ah", 'As-Sabt'),
  ),
  std(
    'eid-al-fitr',
    'Eid al-Fitr',
    EID_WORDS,
    RAMADAN('Suhoor', 'Iftar', 'Taraweeh', "I'tikaf"),
    QURAN_FOODS,
    PILLARS('Shahadah', 'Salah', 'Zakah', 'Hajj'),
  ),
  std(
    'learning-arabic',
    'Learning Arabic',
    NUMBERS('Sittah', "Sab'ah", 'Thamaniyah', "Tis'ah"),
    COLOURS('Ahmar', 'Azraq', 'Akhdar', 'Asfar'),
    FAMILY('Umm', 'Ab', 'Akh', 'Ukht'),
    DAYS('Al-Ithnayn', 'Ath-Thulatha', "Al-Arbi'a", "Al-Jumu'ah"),
  ),
  std('knowledge', 'Seeking knowledge', LEARNING, MASJID_PEOPLE, FAMOUS_NUMBERS, BOOKS),
  std(
    'hereafter',
    'Hearts and the hereafter',
    LAST_DAY,
    BELOVED,
    PROPHETS('Adam', 'Salih', 'Shuayb', 'Hud'),
    REPLIES,
  ),

  young(
    'sky-masjid',
    'Sky and masjid',
    pic('In the sky', ['Moon', 'crescent'], ['Star', 'star']),
    pic('At the masjid', ['Dome', 'dome'], ['Minaret', 'minaret']),
  ),
  young(
    'iftar-animals',
    'Iftar and animals',
    pic('Food for iftar', ['Dates', 'dates'], ['Milk', 'milk']),
    pic('Animals', ['Camel', 'camel'], ['Bee', 'bee']),
  ),
  young(
    'lights-prayer',
    'Lights and prayer',
    pic('Lights at night', ['Lantern', 'lantern'], ['Moon', 'crescent']),
    pic('Getting ready to pray', ['Prayer mat', 'prayer-mat'], ['Water jug', 'water-jug']),
  ),
  young(
    'remember-sky',
    'Remembering Allah',
    pic('Remembering Allah', ['Quran', 'quran'], ['Prayer beads', 'prayer-beads']),
    pic('In the sky', ['Sun', 'sun'], ['Cloud', 'cloud']),
  ),
  young(
    'animals-sky',
    'Animals and sky',
    pic('Animals', ['Camel', 'camel'], ['Bee', 'bee']),
    pic('In the sky', ['Sun', 'sun'], ['Star', 'star']),
  ),
  young(
    'masjid-palm',
    'Masjid and palm tree',
    pic('At the masjid', ['Dome', 'dome'], ['Lantern', 'lantern']),
    pic('The date palm', ['Palm tree', 'palm-tree'], ['Dates', 'dates']),
  ),
  young(
    'drinks-prayer',
    'Drinks and prayer time',
    pic('Things we drink', ['Water', 'water-jug'], ['Milk', 'milk']),
    pic('Prayer time', ['Prayer mat', 'prayer-mat'], ['Minaret', 'minaret']),
  ),
  young(
    'desert-ramadan',
    'Desert and Ramadan',
    pic('In the desert', ['Camel', 'camel'], ['Palm tree', 'palm-tree']),
    pic('Ramadan nights', ['Lantern', 'lantern'], ['Moon', 'crescent']),
  ),
  young(
    'prayer-sky',
    'Prayer and sky',
    pic('At prayer time', ['Prayer mat', 'prayer-mat'], ['Prayer beads', 'prayer-beads']),
    pic('In the sky', ['Star', 'star'], ['Cloud', 'cloud']),
  ),
];
