// Ask Qamar's deterministic guards (decision 034-q): what a child's question may not be (a religious ruling,
// personal data, an attempt to undo the blueprint, an unsafe topic, something else than the exercise), decided in
// all six languages before any model is called; and whether a model's reply gives away the exercise's answer. Pure
// word lists and rules: the same input always gets the same verdict, and a test states every verdict.

import type { Exercise } from './tutor/exercise';
import type { InputRefusal } from './tutor-helper';

/**
 * Lower case, accents and Arabic harakat removed, the letters Arabic and Urdu spell two ways folded to one (ي ى ی,
 * ك ک, ه ہ ة, the alefs), Turkish dotless ı as i, every digit as its ASCII digit, everything else one space, padded
 * with a space each side so a whole word is ` word `.
 */
export function normaliseForGuard(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[يىی]/g, 'ی')
    .replace(/[كک]/g, 'ک')
    .replace(/[هہةۃ]/g, 'ہ')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    // Zero-width joiners and the like would split a word the reader sees whole.
    .replace(/[\u200b-\u200f\u2060\ufeff\u0640]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${folded} `;
}

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

/**
 * Whether the normalised text holds the term: a whole word or phrase; a term in Arabic script of four letters or
 * more also inside a word (prefixes like ال, و, ب and suffixes join it there); a Latin term ending in `*` as a word's
 * start.
 */
function holds(text: string, term: string): boolean {
  const prefix = term.endsWith('*');
  const needle = normaliseForGuard(prefix ? term.slice(0, -1) : term).trim();
  if (!needle) return false;
  if (ARABIC_SCRIPT.test(needle) && needle.replace(/ /g, '').length >= 4) return text.includes(needle);
  return text.includes(prefix ? ` ${needle}` : ` ${needle} `);
}

function holdsAny(text: string, terms: readonly string[]): boolean {
  return terms.some((term) => holds(text, term));
}

/** Religious rulings: the helper never gives one ("Ask your parent or your teacher"). */
const RULING_TERMS = [
  // en
  'halal',
  'haram',
  'fatwa*',
  'makruh',
  'makrooh',
  'mustahab',
  'is it allowed',
  'are we allowed',
  'am i allowed to',
  'allowed in islam',
  'forbidden in islam',
  'permissible',
  'is it a sin',
  'a sin to',
  'sinful',
  'islamic ruling',
  'ruling on',
  'bidah',
  'bid ah',
  'islamically',
  // ar
  'حلال',
  'حرام',
  'فتوى',
  'فتاوى',
  'مكروه',
  'يجوز',
  'جائز',
  'ما حكم',
  'حكم الشرع',
  'بدعة',
  'اثم',
  'ذنب',
  // ur
  'فتویٰ',
  'ناجائز',
  'گناہ',
  'مکروہ',
  'شرعی',
  'اسلام میں جائز',
  // fr
  'licite',
  'illicite',
  'permis en islam',
  'interdit en islam',
  'est ce un peche',
  'c est un peche',
  'est ce permis',
  'a t on le droit',
  'avis religieux',
  // tr
  'helal',
  'fetva*',
  'caiz',
  'gunah*',
  'mekruh',
  'dinen',
  'dinimizde',
  'islamda',
  // ms
  'hukum',
  'dosa',
  'berdosa',
  'syubhah',
  'dibenarkan dalam islam',
] as const;

/** Personal data: names, addresses, phones, schools, photos, and ways to reach or meet someone. */
const PERSONAL_TERMS = [
  // en
  'my name',
  'your name',
  'my full name',
  'surname',
  'my address',
  'your address',
  'home address',
  'where do you live',
  'where i live',
  'i live in',
  'i live at',
  'postcode',
  'zip code',
  'phone',
  'phone number',
  'mobile number',
  'whatsapp',
  'instagram',
  'snapchat',
  'tiktok',
  'email',
  'e mail',
  'password',
  'my school',
  'your school',
  'which school',
  'what school',
  'my teacher s name',
  'photo*',
  'selfie',
  'picture of me',
  'my picture',
  'send a picture',
  'send me a picture',
  'meet me',
  'meet up',
  'how old are you',
  'where are you',
  'my mum s name',
  'my dad s name',
  // ar
  'اسمي',
  'اسمك',
  'عنواني',
  'عنوانك',
  'اين تسكن',
  'اين تعيش',
  'اسکن فی',
  'رقم هاتف',
  'رقم الهاتف',
  'رقم جوال',
  'هاتفي',
  'مدرستي',
  'مدرستك',
  'اي مدرسة',
  'صورتي',
  'صورتك',
  'ارسل صورة',
  'البريد الالكتروني',
  'كلمة السر',
  'كلمة المرور',
  'كم عمرك',
  // ur
  'میرا نام',
  'آپ کا نام',
  'تمہارا نام',
  'تمھارا نام',
  'میرا پتہ',
  'آپ کا پتہ',
  'گھر کا پتہ',
  'کہاں رہتے',
  'کہاں رہتی',
  'میں رہتا ہوں',
  'میں رہتی ہوں',
  'فون',
  'موبائل',
  'میرا اسکول',
  'میرا سکول',
  'کون سا اسکول',
  'کون سے اسکول',
  'میری تصویر',
  'اپنی تصویر',
  'تصویر بھیج',
  'ای میل',
  'پاس ورڈ',
  'تمہاری عمر',
  // fr
  'je m appelle',
  'mon nom',
  'ton nom',
  'votre nom',
  'comment tu t appelles',
  'mon adresse',
  'ton adresse',
  'adresse',
  'ou habites',
  'ou tu habites',
  'j habite',
  'telephone',
  'numero de portable',
  'mon ecole',
  'ton ecole',
  'quelle ecole',
  'courriel',
  'mot de passe',
  'quel age as tu',
  // tr
  'benim adim',
  'adin ne',
  'adiniz ne',
  'adresim',
  'adresin',
  'adres*',
  'nerede yasiyorsun',
  'nerede oturuyorsun',
  'telefon*',
  'okulum',
  'okulun',
  'hangi okul',
  'fotograf*',
  'resmim',
  'e posta',
  'sifre*',
  'kac yasindasin',
  // ms
  'nama saya',
  'nama awak',
  'nama kamu',
  'siapa nama',
  'alamat*',
  'tinggal di mana',
  'saya tinggal',
  'nombor telefon',
  'sekolah saya',
  'sekolah awak',
  'sekolah mana',
  'gambar saya',
  'hantar gambar',
  'swafoto',
  'emel',
  'kata laluan',
  'umur awak',
] as const;

/** Attempts to replace the blueprint: "ignore your instructions", role play, "no rules". */
const JAILBREAK_TERMS = [
  // en
  'ignore your',
  'ignore all',
  'ignore the',
  'ignore previous',
  'ignore instructions',
  'forget your',
  'forget all',
  'forget everything',
  'disregard',
  'system prompt',
  'your instructions',
  'your rules',
  'new rules',
  'new instructions',
  'pretend',
  'role play',
  'roleplay',
  'act as',
  'you are now',
  'from now on you',
  'jailbreak',
  'dan mode',
  'developer mode',
  'do anything now',
  'no restrictions',
  'without restrictions',
  'unfiltered',
  'bypass',
  'override',
  'admin mode',
  'repeat after me',
  // ar
  'تجاهل',
  'انس التعليمات',
  'انسى التعليمات',
  'تعليماتك',
  'قواعدك',
  'تظاهر',
  'تقمص',
  'من الان انت',
  'بدون قيود',
  'وضع المطور',
  // ur
  'نظر انداز',
  'ہدایات بھول',
  'اپنی ہدایات',
  'اپنے اصول',
  'بہانہ کرو',
  'فرض کرو کہ تم',
  'اب تم',
  'بغیر پابندی',
  // fr
  'ignore tes',
  'ignore les instructions',
  'ignore toutes',
  'oublie tes',
  'oublie les regles',
  'oublie tout',
  'fais semblant',
  'joue le role',
  'tu es maintenant',
  'a partir de maintenant tu',
  'sans restriction*',
  'mode developpeur',
  'tes instructions',
  'prompt systeme',
  // tr
  'yok say',
  'gormezden gel',
  'talimatlarini unut',
  'kurallarini unut',
  'her seyi unut',
  'gibi davran',
  'rol yap',
  'artik sen',
  'kisitlama olmadan',
  'gelistirici modu',
  'sistem istemi',
  // ms
  'abaikan',
  'lupakan arahan',
  'lupakan peraturan',
  'lupakan semua',
  'arahan anda',
  'berpura pura',
  'main peranan',
  'sekarang awak',
  'tanpa sekatan',
  'mod pembangun',
] as const;

/** Topics no child's tutor talks about, beyond the platform's screening terms. */
const UNSAFE_TERMS = [
  // en
  'kill*',
  'murder',
  'guns',
  'shoot*',
  'weapon*',
  'knife',
  'bomb*',
  'blood',
  'suicide',
  'hurt myself',
  'self harm',
  'die',
  'drug*',
  'alcohol',
  'beer',
  'wine',
  'cigarette*',
  'vape',
  'smoking',
  'sex*',
  'porn*',
  'naked',
  'kiss*',
  'boyfriend',
  'girlfriend',
  'dating',
  'gambl*',
  'casino',
  'steal*',
  'hack*',
  'swear word*',
  // ar
  'قتل',
  'اقتل',
  'سلاح',
  'مسدس',
  'سكين',
  'قنبلة',
  'انتحار',
  'مخدرات',
  'خمر',
  'كحول',
  'سيجارة',
  'جنس',
  'اباحي',
  'عاري',
  'سرقة',
  // ur
  'جان سے مار',
  'بندوق',
  'ہتھیار',
  'چاقو',
  'خودکشی',
  'منشیات',
  'شراب',
  'سگریٹ',
  'جنسی',
  'ننگا',
  'چوری',
  // fr
  'tuer',
  'arme*',
  'pistolet',
  'couteau',
  'bombe',
  'sang',
  'me faire du mal',
  'drogue*',
  'alcool',
  'biere',
  'cigarette',
  'porno*',
  'petit ami',
  'petite amie',
  // tr
  'oldur*',
  'silah*',
  'tabanca',
  'bicak',
  'bomba',
  'intihar',
  'uyusturucu',
  'alkol',
  'bira',
  'sarap',
  'sigara',
  'seks',
  'ciplak',
  'sevgili*',
  // ms
  'bunuh*',
  'senjata',
  'pisau',
  'darah',
  'dadah',
  'arak',
  'rokok',
  'bogel',
  'teman lelaki',
  'teman wanita',
  'curi',
] as const;

/** Things children ask a chat that are not the exercise: stories, jokes, games, news, the helper itself. */
const OFF_TOPIC_TERMS = [
  // en
  'joke*',
  'story',
  'stories',
  'song*',
  'sing',
  'video game*',
  'games',
  'football',
  'soccer',
  'cricket',
  'minecraft',
  'fortnite',
  'roblox',
  'pokemon',
  'youtube',
  'movie*',
  'film*',
  'cartoon*',
  'weather',
  'news',
  'president',
  'politic*',
  'who are you',
  'are you human',
  'are you real',
  'are you a robot',
  'chatgpt',
  'essay',
  'poem',
  'recipe',
  'capital of',
  // ar
  'نكتة',
  'قصة',
  'اغنية',
  'لعبة',
  'كرة القدم',
  'فيلم',
  'كرتون',
  'الطقس',
  'اخبار',
  'رئيس',
  'سياسة',
  'من انت',
  'يوتيوب',
  'عاصمة',
  // ur
  'لطیفہ',
  'کہانی',
  'گانا',
  'کھیل',
  'فٹبال',
  'کرکٹ',
  'فلم',
  'کارٹون',
  'موسم',
  'خبریں',
  'سیاست',
  'تم کون ہو',
  'آپ کون ہیں',
  'یوٹیوب',
  'دارالحکومت',
  // fr
  'blague*',
  'histoire*',
  'chanson*',
  'chante',
  'jeu video',
  'jeux',
  'foot',
  'dessin anime',
  'meteo',
  'politique',
  'qui es tu',
  'capitale',
  // tr
  'fikra',
  'saka',
  'hikaye*',
  'masal*',
  'sarki*',
  'oyun*',
  'futbol',
  'cizgi film',
  'hava durumu',
  'haber*',
  'cumhurbaskani',
  'siyaset',
  'sen kimsin',
  'baskenti',
  // ms
  'lawak',
  'jenaka',
  'cerita',
  'lagu',
  'nyanyi*',
  'permainan',
  'bola sepak',
  'filem',
  'kartun',
  'cuaca',
  'berita',
  'presiden',
  'politik',
  'siapa awak',
  'ibu negara',
] as const;

/**
 * Words of asking for help with a task, and of what the Tutor's exercises are about: a question needs one of them
 * (or a word of the exercise itself, or only numbers and letters) to be about the exercise on screen.
 */
const ON_TOPIC_TERMS = [
  // en
  'help*',
  'hint*',
  'explain*',
  'understand*',
  'stuck',
  'confus*',
  'don t know',
  'don t get',
  'clue',
  'example',
  'again',
  'mean*',
  'how do i',
  'how do you',
  'what do i do',
  'show me',
  'step*',
  'answer',
  'question',
  'this one',
  'letter*',
  'sound*',
  'word*',
  'number*',
  'count*',
  'add*',
  'plus',
  'minus',
  'take away',
  'times',
  'multiply',
  'divide',
  'half',
  'quarter',
  'clock',
  'hour*',
  'minute*',
  'time',
  'spell*',
  'read*',
  'trace',
  'tracing',
  'stroke*',
  'pair*',
  'match*',
  'tile*',
  'bigger',
  'smaller',
  'more',
  'less',
  'money',
  'coin*',
  'pence',
  'vowel*',
  'fatha',
  'kasra',
  'damma',
  'sukun',
  'tanween',
  'shadda',
  // ar
  'ساعد',
  'ساعدني',
  'مساعدة',
  'تلميح',
  'اشرح',
  'افهم',
  'لا اعرف',
  'مثال',
  'كيف',
  'لماذا',
  'سؤال',
  'السؤال',
  'جواب',
  'حرف',
  'الحرف',
  'صوت',
  'كلمة',
  'رقم',
  'عدد',
  'اجمع',
  'اطرح',
  'زائد',
  'ناقص',
  'الساعة',
  'دقيقة',
  'نصف',
  'ربع',
  'اقرا',
  'فتحة',
  'كسرة',
  'ضمة',
  'سكون',
  'تنوين',
  'شدة',
  // ur
  'مدد',
  'اشارہ',
  'سمجھا',
  'سمجھ',
  'مثال',
  'کیسے',
  'کیوں',
  'سوال',
  'جواب',
  'حرف',
  'آواز',
  'لفظ',
  'نمبر',
  'گنتی',
  'جمع',
  'تفریق',
  'گھڑی',
  'منٹ',
  'آدھا',
  'پڑھ',
  // fr
  'aide*',
  'indice',
  'explique*',
  'comprends',
  'comprendre',
  'je ne sais pas',
  'exemple',
  'comment',
  'pourquoi',
  'reponse',
  'lettre*',
  'son',
  'mot*',
  'nombre*',
  'chiffre*',
  'compte*',
  'ajoute*',
  'moins',
  'heure*',
  'moitie',
  'quart',
  'horloge',
  'epeler',
  'lire',
  // tr
  'yardim*',
  'ipucu',
  'acikla*',
  'anlamadim',
  'anlamiyorum',
  'bilmiyorum',
  'ornek',
  'nasil',
  'neden',
  'soru*',
  'cevap*',
  'harf*',
  'ses*',
  'kelime*',
  'sayi*',
  'rakam*',
  'topla*',
  'cikar*',
  'saat*',
  'dakika*',
  'yarim',
  'ceyrek',
  'oku*',
  // ms
  'bantu*',
  'petunjuk',
  'terang*',
  'faham',
  'tak tahu',
  'contoh',
  'bagaimana',
  'kenapa',
  'mengapa',
  'soalan',
  'jawapan',
  'huruf',
  'bunyi',
  'perkataan',
  'nombor',
  'kira',
  'tambah',
  'tolak',
  'jam',
  'minit',
  'separuh',
  'suku',
  'baca*',
] as const;

/** Words too common to tie a question to an exercise's text. */
const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'is',
  'it',
  'of',
  'to',
  'and',
  'or',
  'in',
  'on',
  'le',
  'la',
  'de',
  'et',
]);

/** Every text the exercise shows: its prompt, choices, tiles, pairs and letter, normalised into words. */
function exerciseWords(exercise: Exercise): Set<string> {
  const texts: string[] = [exercise.prompt.text];
  const addChoice = (choice: { text?: { text: string }; picture?: { alt: string } }) => {
    if (choice.text) texts.push(choice.text.text);
    if (choice.picture) texts.push(choice.picture.alt);
  };
  switch (exercise.kind) {
    case 'tap-choice':
    case 'listen-choose':
      exercise.choices.forEach(addChoice);
      break;
    case 'match-pairs':
      for (const pair of exercise.pairs) {
        addChoice(pair.left);
        addChoice(pair.right);
      }
      break;
    case 'build-word':
      texts.push(...exercise.tiles);
      break;
    case 'trace':
      texts.push(exercise.letter);
      break;
    case 'choose-number':
      texts.push(exercise.choices.join(' '));
      break;
    case 'number-line':
      texts.push(`${exercise.min} ${exercise.max}`);
      break;
    case 'clock':
      break;
  }
  const words = new Set<string>();
  for (const text of texts)
    for (const word of normaliseForGuard(text).trim().split(' '))
      if (word && !STOP_WORDS.has(word)) words.add(word);
  return words;
}

/** A question of only numbers, single letters and arithmetic ("3+4?", "ب؟", "is it c"): about the exercise. */
function onlySymbols(normalised: string): boolean {
  const words = normalised.trim().split(' ').filter(Boolean);
  return words.length > 0 && words.every((word) => /^\p{N}+$/u.test(word) || [...word].length === 1);
}

/** More than five digits in a row (spaces, dots and dashes between them allowed): a phone number, not a sum. */
const PHONE_LIKE = /(?:\d[\s.\-()]*){6,}/;
const CONTACT_LIKE = /[^\s@]+@[^\s@]+|https?:\/\/|www\./i;

function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * The input guard: the reason a question is refused, or null when it may go to the model. `screeningTerms` are the
 * platform's (the data file's and the admins'); any one found refuses the question as unsafe. The order matters
 * only for the reason stored: an attempt to undo the rules is named as such even when it also asks something else.
 */
export function guardQuestion(
  question: string,
  exercise: Exercise,
  screeningTerms: readonly string[],
): InputRefusal | null {
  const text = normaliseForGuard(question);
  const squashed = text.replace(/ /g, '');
  if (
    holdsAny(text, JAILBREAK_TERMS) ||
    ['ignoreyour', 'ignoreprevious', 'systemprompt', 'developermode', 'ignoreallprevious'].some((term) =>
      squashed.includes(term),
    )
  )
    return 'jailbreak';
  if (holdsAny(text, RULING_TERMS)) return 'ruling';
  const raw = asciiDigits(question);
  if (PHONE_LIKE.test(raw) || CONTACT_LIKE.test(raw) || holdsAny(text, PERSONAL_TERMS)) return 'personal';
  if (holdsAny(text, UNSAFE_TERMS) || holdsAny(text, screeningTerms)) return 'unsafe';
  if (holdsAny(text, OFF_TOPIC_TERMS)) return 'offTopic';
  if (onlySymbols(text) || holdsAny(text, ON_TOPIC_TERMS)) return null;
  const words = exerciseWords(exercise);
  if (
    text
      .trim()
      .split(' ')
      .some((word) => words.has(word))
  )
    return null;
  return 'offTopic';
}

/** Whether a model's reply holds any of the platform's screening terms (one is enough: a child reads it). */
export function replyFailsScreening(reply: string, screeningTerms: readonly string[]): boolean {
  const text = normaliseForGuard(reply);
  return holdsAny(text, screeningTerms) || holdsAny(text, UNSAFE_TERMS);
}

/** Number words 0 and 2 to 20 (1 is an article in several languages: "one", "un", "bir"), indexed by value. */
const NUMBER_WORDS: Record<number, readonly string[]> = {
  0: ['zero', 'zéro', 'sifir', 'kosong', 'صفر'],
  2: ['two', 'deux', 'iki', 'dua', 'اثنان', 'اثنين', 'دو'],
  3: ['three', 'trois', 'üç', 'tiga', 'ثلاثة', 'ثلاث', 'تین'],
  4: ['four', 'quatre', 'dört', 'empat', 'أربعة', 'أربع', 'چار'],
  5: ['five', 'cinq', 'beş', 'lima', 'خمسة', 'خمس', 'پانچ'],
  6: ['six', 'altı', 'enam', 'ستة', 'ست', 'چھ'],
  7: ['seven', 'sept', 'yedi', 'tujuh', 'سبعة', 'سبع', 'سات'],
  8: ['eight', 'huit', 'sekiz', 'lapan', 'ثمانية', 'ثماني', 'آٹھ'],
  9: ['nine', 'neuf', 'dokuz', 'sembilan', 'تسعة', 'تسع', 'نو'],
  10: ['ten', 'dix', 'sepuluh', 'عشرة', 'عشر', 'دس'],
  11: ['eleven', 'onze', 'on bir', 'sebelas', 'أحد عشر', 'گیارہ'],
  12: ['twelve', 'douze', 'on iki', 'dua belas', 'اثنا عشر', 'بارہ'],
  13: ['thirteen', 'treize', 'on üç', 'tiga belas', 'ثلاثة عشر', 'تیرہ'],
  14: ['fourteen', 'quatorze', 'on dört', 'empat belas', 'أربعة عشر', 'چودہ'],
  15: ['fifteen', 'quinze', 'on beş', 'lima belas', 'خمسة عشر', 'پندرہ'],
  16: ['sixteen', 'seize', 'on altı', 'enam belas', 'ستة عشر', 'سولہ'],
  17: ['seventeen', 'dix sept', 'on yedi', 'tujuh belas', 'سبعة عشر', 'سترہ'],
  18: ['eighteen', 'dix huit', 'on sekiz', 'lapan belas', 'ثمانية عشر', 'اٹھارہ'],
  19: ['nineteen', 'dix neuf', 'on dokuz', 'sembilan belas', 'تسعة عشر', 'انیس'],
  20: ['twenty', 'vingt', 'yirmi', 'dua puluh', 'عشرون', 'عشرين', 'بیس'],
};

/** Words that say "this is the answer": with them, even an answer the prompt itself names is given away. */
const ANSWER_MARKERS = [
  'answer',
  'correct',
  'right one',
  'الجواب',
  'الاجابة',
  'الصحيح',
  'جواب',
  'صحیح',
  'reponse',
  'la bonne',
  'cevap*',
  'dogru',
  'jawapan',
  'betul',
] as const;

type AnswerForm = { terms: string[]; inPrompt: boolean };

function numberForm(value: number, promptText: string): AnswerForm {
  const terms = [String(value), ...(NUMBER_WORDS[value] ?? [])];
  return { terms, inPrompt: holdsAny(promptText, terms) };
}

function textForm(texts: readonly string[], promptText: string): AnswerForm {
  const terms = texts.filter((text) => normaliseForGuard(text).trim() !== '');
  return { terms, inPrompt: holdsAny(promptText, terms) };
}

/** The forms the exercise's answer can be written in, or none (a trace has nothing to say away). */
function answerForms(exercise: Exercise): AnswerForm[] {
  const prompt = normaliseForGuard(exercise.prompt.text);
  switch (exercise.kind) {
    case 'tap-choice':
    case 'listen-choose': {
      const right = exercise.choices.find((choice) => choice.id === exercise.answer);
      if (!right) return [];
      const texts = [right.text?.text, right.picture?.alt].filter((text): text is string => Boolean(text));
      return [textForm(texts, prompt)];
    }
    case 'number-line':
    case 'choose-number':
      return [numberForm(exercise.answer, prompt)];
    case 'build-word': {
      const word = exercise.answer.join('');
      return [textForm([word, exercise.answer.join(' ')], prompt)];
    }
    case 'clock': {
      const minutes = String(exercise.minutes).padStart(2, '0');
      return [
        textForm(
          [`${exercise.hours}:${minutes}`, `${exercise.hours}.${minutes}`, `${exercise.hours} ${minutes}`],
          prompt,
        ),
      ];
    }
    case 'match-pairs':
      return [];
    case 'trace':
      return [];
  }
}

/** Whether some sentence of the reply names both sides of one pair (a pair matched for the child). */
function matchesAPair(reply: string, exercise: Exercise): boolean {
  if (exercise.kind !== 'match-pairs') return false;
  const sentences = reply.split(/[.!?؟।\n]+/).map(normaliseForGuard);
  const sideTerms = (side: { text?: { text: string }; picture?: { alt: string } }) =>
    [side.text?.text, side.picture?.alt].filter((text): text is string => Boolean(text));
  return exercise.pairs.some((pair) =>
    sentences.some(
      (sentence) => holdsAny(sentence, sideTerms(pair.left)) && holdsAny(sentence, sideTerms(pair.right)),
    ),
  );
}

/**
 * Whether a reply gives the exercise's answer away: it names the answer (the right choice, the number in digits or
 * words, the word built, the time), or, where the prompt names it too, names it as the answer; for pairs, it matches
 * a pair in one sentence.
 */
export function revealsAnswer(reply: string, exercise: Exercise): boolean {
  const text = normaliseForGuard(reply);
  if (matchesAPair(reply, exercise)) return true;
  // "3:30" is one token to the reader but "3 30" once normalised; the clock's forms are matched on the raw text too.
  const raw = asciiDigits(reply).toLowerCase();
  return answerForms(exercise).some((form) => {
    const named =
      holdsAny(text, form.terms) || form.terms.some((term) => /[:.]/.test(term) && raw.includes(term));
    if (!named) return false;
    return !form.inPrompt || holdsAny(text, ANSWER_MARKERS);
  });
}
