// The font and direction a text needs in its own language, whatever the interface's: Arabic in Noto Naskh (drawn
// with its harakat clear of the letters, hence the taller lines), Urdu in Nastaliq, the others in the app's Nunito.
import type { SpeechLang } from '#shared/tutor/exercise';

const RTL: ReadonlySet<SpeechLang> = new Set(['ar', 'ur']);

export const isRtl = (lang: SpeechLang) => RTL.has(lang);

export const dirOf = (lang: SpeechLang): 'rtl' | 'ltr' => (isRtl(lang) ? 'rtl' : 'ltr');

/** Room above and below a text in `lang` for its marks (harakat, Nastaliq's climbing letters). */
export function scriptClass(lang: SpeechLang): string {
  if (lang === 'ar') return 'leading-[1.9]';
  if (lang === 'ur') return 'leading-[2.2]';
  return 'leading-tight';
}

const FACES: Partial<Record<SpeechLang, string>> = {
  // The app's self-hosted faces (styles.css), whose unicode ranges load only for the letters shown.
  ar: '"Noto Naskh Arabic Variable", "Noto Naskh Arabic", serif',
  ur: '"Noto Nastaliq Urdu", "Noto Naskh Arabic Variable", serif',
};

/** The face of a text in `lang`, given inline: the page's face is the interface language's, not the text's. */
export function scriptStyle(lang: SpeechLang): { fontFamily: string } | undefined {
  const face = FACES[lang];
  return face ? { fontFamily: face } : undefined;
}
