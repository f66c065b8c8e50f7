// Preloads the active script's main font file, so the first paint in Arabic or Urdu does not wait for CSS to
// discover it (the @font-face rules live in styles.css; the same files, so Vite emits each once).

import nastaliqUrdu from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';
import naskhArabic from '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2?url';
import nunitoLatin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import type { Locale } from '#shared/locales';

const SCRIPT_FONT: Partial<Record<Locale, string>> = { ar: naskhArabic, ur: nastaliqUrdu };

/** The files a locale's first paint needs: the Latin face always, plus its script's face. */
export function fontFilesFor(locale: Locale): string[] {
  const script = SCRIPT_FONT[locale];
  return script ? [nunitoLatin, script] : [nunitoLatin];
}

export function preloadFonts(locale: Locale): void {
  for (const href of fontFilesFor(locale)) {
    if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    // Every attribute before href: a fetch that starts without crossorigin does not match the font request,
    // and the font is downloaded twice.
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}
