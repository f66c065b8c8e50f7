// Draws thumbnail cards and initials avatars as SVG: deterministic, tiny, offline.
import { categoryLabel } from '#shared/category-labels';
import type { Category } from '#shared/domain';
import { DEFAULT_LOCALE, directionOf, type Locale } from '#shared/locales';

const CATEGORY_COLOURS: Record<Category, [string, string]> = {
  'DIY Crafts & Cooking': ['#f97316', '#c2410c'],
  'Halal Cartoons & Fun Skits': ['#ec4899', '#9d174d'],
  'Islamic Holidays & Traditions': ['#a855f7', '#6b21a8'],
  'Islamic Stories & Manners': ['#0ea5e9', '#075985'],
  'Nasheeds & Songs': ['#14b8a6', '#115e59'],
  Other: ['#64748b', '#334155'],
  'Quizzes & Trivia': ['#eab308', '#a16207'],
  'Quran & Dua for Kids': ['#10b981', '#065f46'],
  'Reviews & Recommendations': ['#6366f1', '#3730a3'],
  Shows: ['#f43f5e', '#9f1239'],
  'Sports & Fitness': ['#22c55e', '#166534'],
  'STEM & Learning Activities': ['#3b82f6', '#1e3a8a'],
};

const AVATAR_COLOURS = [
  '#0f766e',
  '#7c3aed',
  '#b45309',
  '#be123c',
  '#1d4ed8',
  '#15803d',
  '#a21caf',
  '#0369a1',
];

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Fonts for the category line in the viewer's language. An SVG shown through <img> cannot load the web's fonts, so
 * the bundled faces are named first (present when the device has them installed) and system fonts follow.
 */
const LABEL_FONTS: Partial<Record<Locale, string>> = {
  ar: "'Noto Naskh Arabic Variable', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Sans', Tahoma, Arial, sans-serif",
  ur: "'Noto Nastaliq Urdu', 'Noto Naskh Arabic Variable', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Sans', Tahoma, Arial, sans-serif",
};
const DEFAULT_FONTS = "'DejaVu Sans', Arial, sans-serif";

function hash(text: string): number {
  let value = 0;
  for (const ch of text) value = (value * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

/** Greedy word wrap into at most `maxLines` lines of `width` characters, with an ellipsis when cut. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width || !current) {
      current = next;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

/**
 * A content thumbnail: the title as written (content is not translated) over the category's colours, and the
 * category named in `locale` (English unless given). The label stays bottom left in every language (right to left
 * in Arabic and Urdu, ending at that edge): the web's duration badge covers the bottom right.
 */
export function thumbnailSvg(input: {
  title: string;
  category: Category;
  portrait: boolean;
  locale?: Locale;
}): string {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const rtl = directionOf(locale) === 'rtl';
  const [from, to] = CATEGORY_COLOURS[input.category] ?? CATEGORY_COLOURS.Other;
  const width = input.portrait ? 360 : 640;
  const height = input.portrait ? 640 : 360;
  const lines = wrapWords(input.title, input.portrait ? 16 : 24, 3);
  const fontSize = input.portrait ? 34 : 38;
  const firstY = height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2 + 10;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${firstY + index * fontSize * 1.2}" text-anchor="middle" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const seed = hash(input.title);
  const moonX = 60 + (seed % (width - 120));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${moonX}" cy="56" r="26" fill="#fef3c7" opacity="0.9"/><circle cx="${moonX + 11}" cy="49" r="22" fill="${from}"/>
<circle cx="${width - 40}" cy="${height - 40}" r="90" fill="#fff" opacity="0.08"/>
${text}
<text x="24" y="${height - 24}" xml:lang="${locale}" direction="${rtl ? 'rtl' : 'ltr'}" text-anchor="${rtl ? 'end' : 'start'}" font-family="${LABEL_FONTS[locale] ?? DEFAULT_FONTS}" font-size="${rtl ? 24 : 20}" fill="#fff" opacity="0.9">${escapeXml(categoryLabel(input.category, locale))}</text>
</svg>`;
}

export function avatarSvg(name: string): string {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?';
  const colour = AVATAR_COLOURS[hash(name) % AVATAR_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" font-family="DejaVu Sans, Arial, sans-serif"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="60" text-anchor="middle" font-size="36" font-weight="700" fill="#fff">${escapeXml(initials)}</text></svg>`;
}
