// The e-mails we send, in the recipient's language: the account's `users.locale`, else the languages of
// the request that caused the mail (Accept-Language), else English. Each mail is a plain-text part (its English is
// exactly the text we always sent: tests and people follow its links) and an HTML part with `lang` and `dir`, so
// Arabic and Urdu read right to left. Titles, names and reasons typed by people are isolated with <bdi>, links
// stay left to right.
import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  type Locale,
  localeFromAcceptLanguage,
} from '#shared/locales';

export type MailKind =
  | 'verifyEmail'
  | 'resetPassword'
  | 'existingAccountSignUp'
  | 'contentPublished'
  | 'contentRejected'
  | 'moderatorMessage'
  | 'invitation'
  | 'adminNewReport'
  | 'adminNewSubmission'
  | 'adminDailyDigest';

/** What a mail's texts may mention. `url` becomes a link in the HTML part; the rest is escaped text. */
export type MailValues = {
  site: string;
  url: string;
  name?: string;
  title?: string;
  reason?: string | null;
  /** The daily digest's figures, already formatted for the recipient's language. */
  pending?: string;
  reports?: string;
  newusers?: string;
};

type Template = {
  subject: string;
  /** Paragraphs: joined by a blank line in the text part; a '\n' inside one is a line break. */
  blocks: string[];
  /** The text part ends with a line break (the auth mails always did; the creator notices did not). */
  trailingNewline: boolean;
};

type Texts = Record<MailKind, Template> & { noReason: string };

const en: Texts = {
  verifyEmail: {
    subject: 'Confirm your e-mail address for {site}',
    blocks: [
      'Assalamu alaikum,',
      'Please confirm that this is your e-mail address for {site} by opening this link within 24 hours:',
      '{url}',
      'Once it is confirmed you can review pending videos, vote and share videos. If you did not ask for this, ignore this e-mail.',
    ],
    trailingNewline: true,
  },
  existingAccountSignUp: {
    subject: 'You already have a {site} account',
    blocks: [
      'Assalamu alaikum,',
      'Someone tried to create a new {site} account with this e-mail address. This address already has an account, so nothing was created and nothing changed.',
      'If it was you, sign in with your password. If you have forgotten it, choose a new one here:',
      '{url}',
      'If this was not you, ignore this e-mail.',
    ],
    trailingNewline: true,
  },
  resetPassword: {
    subject: 'Reset your {site} password',
    blocks: [
      'Assalamu alaikum,',
      'Someone asked to reset the password of your {site} account. To choose a new password, open this link within one hour:',
      '{url}',
      'The link works once. If this was not you, ignore this e-mail; your password stays the same.',
    ],
    trailingNewline: true,
  },
  contentPublished: {
    subject: '“{title}” is now live on {site}',
    blocks: [
      'Assalamu alaikum {name},',
      'Your video “{title}” was approved and published. Families can watch it here:\n{url}',
      'Jazakum Allahu khayran for sharing it.\n{site}',
    ],
    trailingNewline: false,
  },
  contentRejected: {
    subject: '“{title}” was not approved',
    blocks: [
      'Assalamu alaikum {name},',
      'Our moderators did not approve your video “{title}”.',
      'Reason: {reason}',
      'You can see your submissions and moderation messages at {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  moderatorMessage: {
    subject: 'New message about “{title}”',
    blocks: [
      'Assalamu alaikum {name},',
      'A moderator wrote to you about your video “{title}”:',
      '{reason}',
      'Read it and reply at {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  invitation: {
    subject: "You're invited to join {site}",
    blocks: [
      'Assalamu alaikum,',
      'Thank you for waiting! Your place in the {site} private beta is ready. Create your family account with this link within 14 days:',
      '{url}',
      'The link works once, for this e-mail address. If you did not ask to join, ignore this e-mail.',
    ],
    trailingNewline: true,
  },
  adminNewReport: {
    subject: 'New report: “{title}”',
    blocks: [
      'Assalamu alaikum {name},',
      'A video was reported on {site}: “{title}”.',
      'Reason: {reason}',
      'Review it within 24-48 hours: {url}',
      'You receive these alerts because they are turned on in Settings → Notifications.',
    ],
    trailingNewline: false,
  },
  adminNewSubmission: {
    subject: 'New video to review: “{title}”',
    blocks: [
      'Assalamu alaikum {name},',
      'A new video was submitted on {site} and is waiting for review: “{title}”.',
      'Open the pending queue: {url}',
      'You receive these alerts because they are turned on in Settings → Notifications.',
    ],
    trailingNewline: false,
  },
  adminDailyDigest: {
    subject: '{site}: your daily summary',
    blocks: [
      'Assalamu alaikum {name},',
      'Videos waiting for review: {pending}\nOpen reports: {reports}\nNew accounts in the last 24 hours: {newusers}',
      'Open the admin area: {url}',
      'You receive this summary because it is turned on in Settings → Notifications.',
    ],
    trailingNewline: false,
  },
  noReason: 'No reason given',
};

const ar: Texts = {
  verifyEmail: {
    subject: 'أكِّد عنوان بريدك الإلكتروني في {site}',
    blocks: [
      'السلام عليكم،',
      'يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني في {site} بفتح هذا الرابط خلال 24 ساعة:',
      '{url}',
      'بعد التأكيد يمكنك مراجعة الفيديوهات التي تنتظر المراجعة والتصويت ومشاركة الفيديوهات. إن لم تطلب ذلك، فتجاهل هذه الرسالة.',
    ],
    trailingNewline: true,
  },
  existingAccountSignUp: {
    subject: 'لديك حساب في {site} بالفعل',
    blocks: [
      'السلام عليكم،',
      'حاول أحدهم إنشاء حساب جديد في {site} بعنوان البريد الإلكتروني هذا. لهذا العنوان حساب بالفعل، لذلك لم يُنشأ شيء ولم يتغير شيء.',
      'إن كنت أنت، فسجّل الدخول بكلمة مرورك. وإن نسيتها، فاختر كلمة مرور جديدة من هنا:',
      '{url}',
      'إن لم تكن أنت، فتجاهل هذه الرسالة.',
    ],
    trailingNewline: true,
  },
  resetPassword: {
    subject: 'إعادة تعيين كلمة مرور {site}',
    blocks: [
      'السلام عليكم،',
      'طلب أحدهم إعادة تعيين كلمة مرور حسابك في {site}. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ساعة واحدة:',
      '{url}',
      'يعمل الرابط مرة واحدة فقط. إن لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.',
    ],
    trailingNewline: true,
  },
  contentPublished: {
    subject: '«{title}» متاح الآن على {site}',
    blocks: [
      'السلام عليكم {name}،',
      'تمت الموافقة على الفيديو «{title}» ونشره. يمكن للعائلات مشاهدته هنا:\n{url}',
      'جزاكم الله خيرًا على مشاركته.\n{site}',
    ],
    trailingNewline: false,
  },
  contentRejected: {
    subject: 'لم تتم الموافقة على «{title}»',
    blocks: [
      'السلام عليكم {name}،',
      'لم يوافق المشرفون لدينا على الفيديو «{title}».',
      'السبب: {reason}',
      'يمكنك الاطلاع على ما أرسلته من فيديوهات وعلى رسائل الإشراف هنا: {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  moderatorMessage: {
    subject: 'رسالة جديدة بخصوص «{title}»',
    blocks: [
      'السلام عليكم {name}،',
      'كتب إليك أحد المشرفين بخصوص الفيديو «{title}»:',
      '{reason}',
      'اقرأ الرسالة وردّ عليها هنا: {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  invitation: {
    subject: 'دعوة للانضمام إلى {site}',
    blocks: [
      'السلام عليكم،',
      'شكرًا على انتظارك! مكانك في النسخة التجريبية الخاصة من {site} جاهز. أنشئ حساب عائلتك بهذا الرابط خلال 14 يومًا:',
      '{url}',
      'يعمل الرابط مرة واحدة فقط ولعنوان البريد هذا. إن لم تطلب الانضمام، فتجاهل هذه الرسالة.',
    ],
    trailingNewline: true,
  },
  adminNewReport: {
    subject: 'بلاغ جديد: «{title}»',
    blocks: [
      'السلام عليكم {name}،',
      'تم الإبلاغ عن فيديو على {site}: «{title}».',
      'السبب: {reason}',
      'راجِعه خلال 24 إلى 48 ساعة: {url}',
      'تصلك هذه التنبيهات لأنها مفعّلة في الإعدادات ← الإشعارات.',
    ],
    trailingNewline: false,
  },
  adminNewSubmission: {
    subject: 'فيديو جديد للمراجعة: «{title}»',
    blocks: [
      'السلام عليكم {name}،',
      'أُرسل فيديو جديد على {site} وهو بانتظار المراجعة: «{title}».',
      'افتح قائمة المراجعة: {url}',
      'تصلك هذه التنبيهات لأنها مفعّلة في الإعدادات ← الإشعارات.',
    ],
    trailingNewline: false,
  },
  adminDailyDigest: {
    subject: '{site}: ملخّصك اليومي',
    blocks: [
      'السلام عليكم {name}،',
      'فيديوهات بانتظار المراجعة: {pending}\nبلاغات مفتوحة: {reports}\nحسابات جديدة خلال آخر 24 ساعة: {newusers}',
      'افتح لوحة الإدارة: {url}',
      'يصلك هذا الملخّص لأنه مفعّل في الإعدادات ← الإشعارات.',
    ],
    trailingNewline: false,
  },
  noReason: 'لم يُذكر سبب',
};

const ur: Texts = {
  verifyEmail: {
    subject: '{site} کے لیے اپنے ای میل پتے کی تصدیق کریں',
    blocks: [
      'السلام علیکم،',
      'براہِ کرم 24 گھنٹوں کے اندر یہ لنک کھول کر تصدیق کریں کہ {site} کے لیے یہ آپ ہی کا ای میل پتا ہے:',
      '{url}',
      'تصدیق کے بعد آپ زیرِ جائزہ ویڈیوز دیکھ کر رائے دے سکیں گے، ووٹ دے سکیں گے اور ویڈیوز شیئر کر سکیں گے۔ اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں۔',
    ],
    trailingNewline: true,
  },
  existingAccountSignUp: {
    subject: '{site} پر آپ کا اکاؤنٹ پہلے سے موجود ہے',
    blocks: [
      'السلام علیکم،',
      'کسی نے اس ای میل پتے سے {site} پر نیا اکاؤنٹ بنانے کی کوشش کی۔ اس پتے کا اکاؤنٹ پہلے سے موجود ہے، اس لیے کچھ نہیں بنا اور کچھ نہیں بدلا۔',
      'اگر یہ آپ تھے تو اپنے پاس ورڈ سے سائن اِن کریں۔ اگر آپ اسے بھول گئے ہیں تو یہاں نیا پاس ورڈ منتخب کریں:',
      '{url}',
      'اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کریں۔',
    ],
    trailingNewline: true,
  },
  resetPassword: {
    subject: 'اپنا {site} پاس ورڈ دوبارہ سیٹ کریں',
    blocks: [
      'السلام علیکم،',
      'کسی نے آپ کے {site} اکاؤنٹ کا پاس ورڈ دوبارہ سیٹ کرنے کی درخواست کی ہے۔ نیا پاس ورڈ چننے کے لیے ایک گھنٹے کے اندر یہ لنک کھولیں:',
      '{url}',
      'یہ لنک صرف ایک بار کام کرتا ہے۔ اگر یہ درخواست آپ نے نہیں کی تو اس ای میل کو نظر انداز کر دیں؛ آپ کا پاس ورڈ وہی رہے گا۔',
    ],
    trailingNewline: true,
  },
  contentPublished: {
    subject: '“{title}” اب {site} پر دستیاب ہے',
    blocks: [
      'السلام علیکم {name}،',
      'آپ کی ویڈیو “{title}” منظور ہو کر شائع ہو گئی ہے۔ خاندان اسے یہاں دیکھ سکتے ہیں:\n{url}',
      'اسے شیئر کرنے کا شکریہ، جزاکم اللہ خیراً۔\n{site}',
    ],
    trailingNewline: false,
  },
  contentRejected: {
    subject: '“{title}” منظور نہیں ہوئی',
    blocks: [
      'السلام علیکم {name}،',
      'ہمارے نگرانوں نے آپ کی ویڈیو “{title}” منظور نہیں کی۔',
      'وجہ: {reason}',
      'آپ اپنی بھیجی ہوئی ویڈیوز اور نگرانی کے پیغامات یہاں دیکھ سکتے ہیں: {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  moderatorMessage: {
    subject: '“{title}” کے بارے میں نیا پیغام',
    blocks: [
      'السلام علیکم {name}،',
      'ایک نگران نے آپ کی ویڈیو “{title}” کے بارے میں آپ کو لکھا ہے:',
      '{reason}',
      'پیغام پڑھیں اور جواب دیں: {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  invitation: {
    subject: '{site} میں شامل ہونے کی دعوت',
    blocks: [
      'السلام علیکم،',
      'انتظار کا شکریہ! {site} کے نجی بیٹا میں آپ کی جگہ تیار ہے۔ 14 دن کے اندر اس لنک سے اپنے خاندان کا اکاؤنٹ بنائیں:',
      '{url}',
      'یہ لنک صرف ایک بار اور صرف اسی ای میل پتے کے لیے کام کرتا ہے۔ اگر آپ نے شامل ہونے کی درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں۔',
    ],
    trailingNewline: true,
  },
  adminNewReport: {
    subject: 'نئی رپورٹ: «{title}»',
    blocks: [
      'السلام علیکم {name}،',
      '{site} پر ایک ویڈیو کی رپورٹ کی گئی ہے: «{title}»۔',
      'وجہ: {reason}',
      '24 سے 48 گھنٹوں کے اندر اس کا جائزہ لیں: {url}',
      'یہ اطلاعات آپ کو اس لیے مل رہی ہیں کہ ترتیبات ← اطلاعات میں یہ آن ہیں۔',
    ],
    trailingNewline: false,
  },
  adminNewSubmission: {
    subject: 'جائزے کے لیے نئی ویڈیو: «{title}»',
    blocks: [
      'السلام علیکم {name}،',
      '{site} پر ایک نئی ویڈیو بھیجی گئی ہے جو جائزے کی منتظر ہے: «{title}»۔',
      'زیرِ التوا فہرست کھولیں: {url}',
      'یہ اطلاعات آپ کو اس لیے مل رہی ہیں کہ ترتیبات ← اطلاعات میں یہ آن ہیں۔',
    ],
    trailingNewline: false,
  },
  adminDailyDigest: {
    subject: '{site}: آپ کا روزانہ خلاصہ',
    blocks: [
      'السلام علیکم {name}،',
      'جائزے کی منتظر ویڈیوز: {pending}\nکھلی رپورٹس: {reports}\nپچھلے 24 گھنٹوں میں نئے اکاؤنٹس: {newusers}',
      'ایڈمن حصہ کھولیں: {url}',
      'یہ خلاصہ آپ کو اس لیے مل رہا ہے کہ ترتیبات ← اطلاعات میں یہ آن ہے۔',
    ],
    trailingNewline: false,
  },
  noReason: 'کوئی وجہ نہیں بتائی گئی',
};

// French typography: the spaces before « : ; » and inside « » are no-break spaces (added by frenchSpacing below).
const fr: Texts = {
  verifyEmail: {
    subject: 'Confirmez votre adresse e-mail pour {site}',
    blocks: [
      'Assalamu alaikum,',
      'Merci de confirmer qu’il s’agit bien de votre adresse e-mail pour {site} en ouvrant ce lien dans les 24 heures :',
      '{url}',
      'Une fois l’adresse confirmée, vous pourrez examiner les vidéos en attente, voter et partager des vidéos. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    ],
    trailingNewline: true,
  },
  existingAccountSignUp: {
    subject: 'Vous avez déjà un compte {site}',
    blocks: [
      'Assalamu alaikum,',
      "Quelqu'un a essayé de créer un nouveau compte {site} avec cette adresse e-mail. Cette adresse a déjà un compte : rien n'a été créé et rien n'a changé.",
      "Si c'était vous, connectez-vous avec votre mot de passe. Si vous l'avez oublié, choisissez-en un nouveau ici :",
      '{url}',
      "Si ce n'était pas vous, ignorez cet e-mail.",
    ],
    trailingNewline: true,
  },
  resetPassword: {
    subject: 'Réinitialisez votre mot de passe {site}',
    blocks: [
      'Assalamu alaikum,',
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte {site}. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :',
      '{url}',
      'Le lien ne fonctionne qu’une seule fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.',
    ],
    trailingNewline: true,
  },
  contentPublished: {
    subject: '« {title} » est maintenant en ligne sur {site}',
    blocks: [
      'Assalamu alaikum {name},',
      'Votre vidéo « {title} » a été approuvée et publiée. Les familles peuvent la regarder ici :\n{url}',
      'Jazakum Allahu khayran de l’avoir partagée.\n{site}',
    ],
    trailingNewline: false,
  },
  contentRejected: {
    subject: '« {title} » n’a pas été approuvée',
    blocks: [
      'Assalamu alaikum {name},',
      'Nos modérateurs n’ont pas approuvé votre vidéo « {title} ».',
      'Motif : {reason}',
      'Vous pouvez consulter vos propositions et les messages de modération ici : {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  moderatorMessage: {
    subject: 'Nouveau message au sujet de « {title} »',
    blocks: [
      'Assalamu alaikum {name},',
      'Un modérateur vous a écrit au sujet de votre vidéo « {title} » :',
      '{reason}',
      'Lisez-le et répondez ici : {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  invitation: {
    subject: 'Vous êtes invité à rejoindre {site}',
    blocks: [
      'Assalamu alaikum,',
      'Merci de votre patience ! Votre place dans la bêta privée de {site} est prête. Créez le compte de votre famille avec ce lien dans les 14 jours :',
      '{url}',
      "Le lien ne fonctionne qu'une fois, pour cette adresse e-mail. Si vous n'avez pas demandé à nous rejoindre, ignorez cet e-mail.",
    ],
    trailingNewline: true,
  },
  adminNewReport: {
    subject: 'Nouveau signalement : « {title} »',
    blocks: [
      'Assalamu alaikum {name},',
      'Une vidéo a été signalée sur {site} : « {title} ».',
      'Motif : {reason}',
      'À examiner sous 24 à 48 heures : {url}',
      'Vous recevez ces alertes parce qu’elles sont activées dans Paramètres → Notifications.',
    ],
    trailingNewline: false,
  },
  adminNewSubmission: {
    subject: 'Nouvelle vidéo à examiner : « {title} »',
    blocks: [
      'Assalamu alaikum {name},',
      'Une nouvelle vidéo a été proposée sur {site} et attend d’être examinée : « {title} ».',
      'Ouvrir la file d’attente : {url}',
      'Vous recevez ces alertes parce qu’elles sont activées dans Paramètres → Notifications.',
    ],
    trailingNewline: false,
  },
  adminDailyDigest: {
    subject: '{site} : votre résumé du jour',
    blocks: [
      'Assalamu alaikum {name},',
      'Vidéos en attente d’examen : {pending}\nSignalements ouverts : {reports}\nNouveaux comptes ces dernières 24 heures : {newusers}',
      'Ouvrir l’espace d’administration : {url}',
      'Vous recevez ce résumé parce qu’il est activé dans Paramètres → Notifications.',
    ],
    trailingNewline: false,
  },
  noReason: 'Aucun motif indiqué',
};

const tr: Texts = {
  verifyEmail: {
    subject: '{site} için e-posta adresinizi doğrulayın',
    blocks: [
      'Esselamü aleyküm,',
      'Lütfen bu bağlantıyı 24 saat içinde açarak bunun {site} için e-posta adresiniz olduğunu doğrulayın:',
      '{url}',
      'Adresiniz doğrulandıktan sonra onay bekleyen videoları inceleyebilir, oy verebilir ve video paylaşabilirsiniz. Bunu siz istemediyseniz bu e-postayı dikkate almayın.',
    ],
    trailingNewline: true,
  },
  existingAccountSignUp: {
    subject: 'Zaten bir {site} hesabınız var',
    blocks: [
      'Esselamu aleyküm,',
      'Birisi bu e-posta adresiyle yeni bir {site} hesabı açmaya çalıştı. Bu adresin zaten bir hesabı olduğu için hiçbir şey oluşturulmadı ve hiçbir şey değişmedi.',
      'Bu sizseniz şifrenizle giriş yapın. Şifrenizi unuttuysanız buradan yeni bir şifre belirleyin:',
      '{url}',
      'Bu siz değilseniz bu e-postayı dikkate almayın.',
    ],
    trailingNewline: true,
  },
  resetPassword: {
    subject: '{site} şifrenizi sıfırlayın',
    blocks: [
      'Esselamü aleyküm,',
      'Birisi {site} hesabınızın şifresini sıfırlamak istedi. Yeni bir şifre belirlemek için bu bağlantıyı bir saat içinde açın:',
      '{url}',
      'Bağlantı yalnızca bir kez çalışır. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz aynı kalır.',
    ],
    trailingNewline: true,
  },
  contentPublished: {
    subject: '“{title}” artık {site} üzerinde yayında',
    blocks: [
      'Esselamü aleyküm {name},',
      '“{title}” adlı videonuz onaylandı ve yayımlandı. Aileler onu buradan izleyebilir:\n{url}',
      'Paylaştığınız için Allah razı olsun.\n{site}',
    ],
    trailingNewline: false,
  },
  contentRejected: {
    subject: '“{title}” onaylanmadı',
    blocks: [
      'Esselamü aleyküm {name},',
      'Moderatörlerimiz “{title}” adlı videonuzu onaylamadı.',
      'Neden: {reason}',
      'Gönderilerinizi ve moderasyon mesajlarınızı şu adreste görebilirsiniz: {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  moderatorMessage: {
    subject: '“{title}” hakkında yeni mesaj',
    blocks: [
      'Esselamü aleyküm {name},',
      'Bir moderatör “{title}” adlı videonuz hakkında size yazdı:',
      '{reason}',
      'Okumak ve yanıtlamak için: {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  invitation: {
    subject: '{site} ailesine davetlisiniz',
    blocks: [
      'Esselamü aleyküm,',
      'Beklediğiniz için teşekkürler! {site} özel betasındaki yeriniz hazır. Aile hesabınızı 14 gün içinde bu bağlantıyla oluşturun:',
      '{url}',
      'Bağlantı yalnızca bir kez ve yalnızca bu e-posta adresi için çalışır. Katılmak istemediyseniz bu e-postayı dikkate almayın.',
    ],
    trailingNewline: true,
  },
  adminNewReport: {
    subject: 'Yeni bildirim: “{title}”',
    blocks: [
      'Esselamu aleyküm {name},',
      '{site} üzerinde bir video bildirildi: “{title}”.',
      'Neden: {reason}',
      '24-48 saat içinde inceleyin: {url}',
      'Bu uyarıları Ayarlar → Bildirimler bölümünde açık oldukları için alıyorsunuz.',
    ],
    trailingNewline: false,
  },
  adminNewSubmission: {
    subject: 'İncelenecek yeni video: “{title}”',
    blocks: [
      'Esselamu aleyküm {name},',
      '{site} üzerine yeni bir video gönderildi ve incelenmeyi bekliyor: “{title}”.',
      'Bekleyenler listesini açın: {url}',
      'Bu uyarıları Ayarlar → Bildirimler bölümünde açık oldukları için alıyorsunuz.',
    ],
    trailingNewline: false,
  },
  adminDailyDigest: {
    subject: '{site}: günlük özetiniz',
    blocks: [
      'Esselamu aleyküm {name},',
      'İncelenmeyi bekleyen videolar: {pending}\nAçık bildirimler: {reports}\nSon 24 saatteki yeni hesaplar: {newusers}',
      'Yönetim alanını açın: {url}',
      'Bu özeti Ayarlar → Bildirimler bölümünde açık olduğu için alıyorsunuz.',
    ],
    trailingNewline: false,
  },
  noReason: 'Neden belirtilmedi',
};

const ms: Texts = {
  verifyEmail: {
    subject: 'Sahkan alamat e-mel anda untuk {site}',
    blocks: [
      'Assalamualaikum,',
      'Sila sahkan bahawa ini alamat e-mel anda untuk {site} dengan membuka pautan ini dalam masa 24 jam:',
      '{url}',
      'Setelah disahkan, anda boleh menyemak video yang menunggu kelulusan, mengundi dan berkongsi video. Jika anda tidak membuat permintaan ini, abaikan e-mel ini.',
    ],
    trailingNewline: true,
  },
  existingAccountSignUp: {
    subject: 'Anda sudah mempunyai akaun {site}',
    blocks: [
      'Assalamualaikum,',
      'Seseorang cuba membuat akaun {site} baharu dengan alamat e-mel ini. Alamat ini sudah mempunyai akaun, jadi tiada apa-apa dibuat dan tiada apa-apa berubah.',
      'Jika itu anda, log masuk dengan kata laluan anda. Jika anda terlupa, pilih kata laluan baharu di sini:',
      '{url}',
      'Jika itu bukan anda, abaikan e-mel ini.',
    ],
    trailingNewline: true,
  },
  resetPassword: {
    subject: 'Tetapkan semula kata laluan {site} anda',
    blocks: [
      'Assalamualaikum,',
      'Seseorang telah meminta untuk menetapkan semula kata laluan akaun {site} anda. Untuk memilih kata laluan baharu, buka pautan ini dalam masa satu jam:',
      '{url}',
      'Pautan ini hanya boleh digunakan sekali. Jika ini bukan permintaan anda, abaikan e-mel ini; kata laluan anda kekal sama.',
    ],
    trailingNewline: true,
  },
  contentPublished: {
    subject: '“{title}” kini disiarkan di {site}',
    blocks: [
      'Assalamualaikum {name},',
      'Video anda “{title}” telah diluluskan dan diterbitkan. Keluarga boleh menontonnya di sini:\n{url}',
      'Jazakumullahu khairan kerana berkongsi.\n{site}',
    ],
    trailingNewline: false,
  },
  contentRejected: {
    subject: '“{title}” tidak diluluskan',
    blocks: [
      'Assalamualaikum {name},',
      'Moderator kami tidak meluluskan video anda “{title}”.',
      'Sebab: {reason}',
      'Anda boleh melihat video yang anda hantar dan mesej moderasi di {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  moderatorMessage: {
    subject: 'Mesej baharu tentang “{title}”',
    blocks: [
      'Assalamualaikum {name},',
      'Seorang moderator menulis kepada anda tentang video anda “{title}”:',
      '{reason}',
      'Baca dan balas di {url}',
      '{site}',
    ],
    trailingNewline: false,
  },
  invitation: {
    subject: 'Anda dijemput menyertai {site}',
    blocks: [
      'Assalamualaikum,',
      'Terima kasih kerana menunggu! Tempat anda dalam beta peribadi {site} sudah sedia. Cipta akaun keluarga anda dengan pautan ini dalam tempoh 14 hari:',
      '{url}',
      'Pautan ini hanya berfungsi sekali, untuk alamat e-mel ini. Jika anda tidak memohon untuk menyertai, abaikan e-mel ini.',
    ],
    trailingNewline: true,
  },
  adminNewReport: {
    subject: 'Laporan baharu: “{title}”',
    blocks: [
      'Assalamualaikum {name},',
      'Sebuah video telah dilaporkan di {site}: “{title}”.',
      'Sebab: {reason}',
      'Semak dalam masa 24-48 jam: {url}',
      'Anda menerima amaran ini kerana ia dihidupkan dalam Tetapan → Pemberitahuan.',
    ],
    trailingNewline: false,
  },
  adminNewSubmission: {
    subject: 'Video baharu untuk disemak: “{title}”',
    blocks: [
      'Assalamualaikum {name},',
      'Sebuah video baharu telah dihantar di {site} dan sedang menunggu semakan: “{title}”.',
      'Buka senarai menunggu: {url}',
      'Anda menerima amaran ini kerana ia dihidupkan dalam Tetapan → Pemberitahuan.',
    ],
    trailingNewline: false,
  },
  adminDailyDigest: {
    subject: '{site}: ringkasan harian anda',
    blocks: [
      'Assalamualaikum {name},',
      'Video yang menunggu semakan: {pending}\nLaporan terbuka: {reports}\nAkaun baharu dalam 24 jam lalu: {newusers}',
      'Buka ruang pentadbir: {url}',
      'Anda menerima ringkasan ini kerana ia dihidupkan dalam Tetapan → Pemberitahuan.',
    ],
    trailingNewline: false,
  },
  noReason: 'Tiada sebab diberikan',
};

const NBSP = '\u00a0';

/** The no-break spaces of French punctuation: before : ; ! ? and inside « ». */
function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?»])/g, `${NBSP}$1`).replace(/« /g, `«${NBSP}`);
}

function mapTexts(texts: Texts, change: (text: string) => string): Texts {
  const mapTemplate = (template: Template): Template => ({
    subject: change(template.subject),
    blocks: template.blocks.map(change),
    trailingNewline: template.trailingNewline,
  });
  return {
    verifyEmail: mapTemplate(texts.verifyEmail),
    resetPassword: mapTemplate(texts.resetPassword),
    existingAccountSignUp: mapTemplate(texts.existingAccountSignUp),
    contentPublished: mapTemplate(texts.contentPublished),
    contentRejected: mapTemplate(texts.contentRejected),
    moderatorMessage: mapTemplate(texts.moderatorMessage),
    invitation: mapTemplate(texts.invitation),
    adminNewReport: mapTemplate(texts.adminNewReport),
    adminNewSubmission: mapTemplate(texts.adminNewSubmission),
    adminDailyDigest: mapTemplate(texts.adminDailyDigest),
    noReason: change(texts.noReason),
  };
}

export const MAIL_TEXTS: Record<Locale, Texts> = { en, ar, ur, fr: mapTexts(fr, frenchSpacing), tr, ms };

/** The recipient's stored language, else the request's Accept-Language, else English. */
export function mailLocale(stored: unknown, request?: { headers: Headers } | null): Locale {
  if (isLocale(stored)) return stored;
  return localeFromAcceptLanguage(request?.headers.get('accept-language')) ?? DEFAULT_LOCALE;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** One pass over the {placeholders}, so a value that itself contains "{url}" is never filled in again. */
function fill(template: string, values: Record<string, string>, html: boolean): string {
  const parts = template.split(/(\{[a-z]+\})/);
  return parts
    .map((part, index) => {
      const isPlaceholder = index % 2 === 1;
      if (!isPlaceholder) return html ? escapeHtml(part) : part;
      const key = part.slice(1, -1);
      const value = values[key] ?? '';
      if (!html) return value;
      if (key === 'url') return `<a href="${escapeHtml(value)}" dir="ltr">${escapeHtml(value)}</a>`;
      if (key === 'site') return escapeHtml(value);
      // Titles, names and reasons are typed by people in any script: isolate them from the sentence's direction.
      return `<bdi>${escapeHtml(value)}</bdi>`;
    })
    .join('');
}

export type ComposedMail = { subject: string; text: string; html: string };

/** The subject, text and HTML of one mail in one language. */
export function composeMail(kind: MailKind, locale: Locale, values: MailValues): ComposedMail {
  const texts = MAIL_TEXTS[locale];
  const template = texts[kind];
  const filled: Record<string, string> = {
    site: values.site,
    url: values.url,
    name: values.name ?? '',
    title: values.title ?? '',
    reason: values.reason ?? texts.noReason,
    pending: values.pending ?? '',
    reports: values.reports ?? '',
    newusers: values.newusers ?? '',
  };
  const subject = fill(template.subject, filled, false);
  const text =
    template.blocks.map((block) => fill(block, filled, false)).join('\n\n') +
    (template.trailingNewline ? '\n' : '');
  const dir = directionOf(locale);
  const paragraphs = template.blocks
    .map((block) => `<p style="margin:0 0 16px">${fill(block, filled, true).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px;background:#fafaf9;color:#1c1917;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6">
<div dir="${dir}" style="max-width:560px;margin:0 auto;text-align:${dir === 'rtl' ? 'right' : 'left'}">
${paragraphs}
</div>
</body>
</html>
`;
  return { subject, text, html };
}
