// The interface language as a request field. Apart from locales.ts, which the web loads before its first render:
// zod is not part of the JavaScript /feed needs first (the 170 KB budget).
import { z } from 'zod';
import { LOCALES } from './locales';

export const localeSchema = z.enum(LOCALES, { message: 'chooseSupportedLanguage' });
