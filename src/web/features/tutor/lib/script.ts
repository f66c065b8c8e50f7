// The font and direction a text needs in its own language, whatever the interface's: Arabic in Noto Naskh (drawn
// with its harakat clear of the letters, hence the taller lines), Urdu in Nastaliq, the others in the app's Nunito.
import type { SpeechLang } from '#shared/tutor/exercise';

const RTL: ReadonlySet<SpeechLang> = new Set(['ar', 'ur']);

export const isRtl = (lang: SpeechLang) => RTL.has(lang);

export const dirOf = (lang: SpeechLang): 'rtl' | 'ltr' => (isRtl(lang) ? 'rtl' : 'ltr');

/** Class names for a text in `lang`: its face, and room above and below for marks. */
export function scriptClass(lang: SpeechLang): string {
  if (lang === 'ar') return "font-['Noto_Naskh_Arabic_Variable','Noto_Naskh_Arabic',serif] leading-[1.9]";
  if (lang === 'ur') return "font-['Noto_Nastaliq_Urdu','Noto_Naskh_Arabic_Variable',serif] leading-[2.2]";
  return 'leading-tight';
}
