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

/** An eight-point star (two squares 45° apart), the site's geometric motif (docs/design.md). */
function star8(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.72;
    const angle = (Math.PI / 8) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

/**
 * Each category's picture, drawn in a 200 × 200 box centred on 0,0 in cream (#fef3c7) with `dark` for details:
 * objects, sky and shapes only — no faces, no figures, no instruments.
 */
const MOTIFS: Record<Category, (dark: string) => string> = {
  // An open book on a stand (rehal).
  'Quran & Dua for Kids': (dark) =>
    `<path d="M-80 -40 Q-40 -62 0 -40 Q40 -62 80 -40 V50 Q40 28 0 50 Q-40 28 -80 50 Z" fill="#fef3c7"/><path d="M0 -40 V50" stroke="${dark}" stroke-width="5"/><path d="M-62 -14 H-18 M-62 6 H-18 M18 -14 H62 M18 6 H62" stroke="${dark}" stroke-width="5" stroke-linecap="round" opacity="0.5"/><path d="M-60 62 L60 92 M60 62 L-60 92" stroke="#fef3c7" stroke-width="10" stroke-linecap="round"/>`,
  // A crescent with stars.
  'Islamic Stories & Manners': () =>
    `<path d="M20 -78 A80 80 0 1 0 70 48 A64 64 0 1 1 20 -78 Z" fill="#fef3c7"/><path d="M58 -52 l6 14 14 6 -14 6 -6 14 -6 -14 -14 -6 14 -6z" fill="#fef3c7"/><path d="M80 8 l4 9 9 4 -9 4 -4 9 -4 -9 -9 -4 9 -4z" fill="#fef3c7" opacity="0.8"/>`,
  // Voice-only: sound arcs around a dot.
  'Nasheeds & Songs': () =>
    `<circle r="18" fill="#fef3c7"/><g fill="none" stroke="#fef3c7" stroke-width="10" stroke-linecap="round"><path d="M40 -40 A56 56 0 0 1 40 40"/><path d="M64 -64 A90 90 0 0 1 64 64" opacity="0.7"/><path d="M-40 -40 A56 56 0 0 0 -40 40"/><path d="M-64 -64 A90 90 0 0 0 -64 64" opacity="0.7"/></g>`,
  // A burst of sparkles.
  'Halal Cartoons & Fun Skits': () =>
    `<path d="M0 -80 Q10 -10 80 0 Q10 10 0 80 Q-10 10 -80 0 Q-10 -10 0 -80z" fill="#fef3c7"/><circle cx="56" cy="-56" r="10" fill="#fef3c7" opacity="0.8"/><circle cx="-58" cy="54" r="8" fill="#fef3c7" opacity="0.7"/>`,
  // A hanging lantern.
  'Islamic Holidays & Traditions': (dark) =>
    `<path d="M0 -96 V-70" stroke="#fef3c7" stroke-width="4"/><path d="M-16 -70 H16 L10 -58 H-10 Z" fill="#fef3c7"/><path d="M-36 -56 H36 C48 -24 48 24 36 52 H-36 C-48 24 -48 -24 -36 -56 Z" fill="#fef3c7"/><path d="M-16 -40 C-22 -12 -22 14 -16 38 H16 C22 14 22 -12 16 -40 Z" fill="${dark}" opacity="0.35"/><path d="M-30 52 H30 L18 70 H-18 Z" fill="#fef3c7"/>`,
  // A mixing bowl with a spoon.
  'DIY Crafts & Cooking': (dark) =>
    `<path d="M-84 -6 H84 A84 70 0 0 1 -84 -6 Z" fill="#fef3c7"/><path d="M20 -6 L70 -86" stroke="#fef3c7" stroke-width="12" stroke-linecap="round"/><path d="M-60 10 H60" stroke="${dark}" stroke-width="5" opacity="0.35" stroke-linecap="round"/>`,
  // A question mark in a ring.
  'Quizzes & Trivia': (dark) =>
    `<circle r="82" fill="#fef3c7"/><path d="M-26 -26 A28 28 0 1 1 8 2 Q0 8 0 24" fill="none" stroke="${dark}" stroke-width="16" stroke-linecap="round"/><circle cy="52" r="10" fill="${dark}"/>`,
  // A flask with bubbles.
  'STEM & Learning Activities': (dark) =>
    `<path d="M-22 -84 H22 V-30 L70 60 Q76 76 60 76 H-60 Q-76 76 -70 60 L-22 -30 Z" fill="#fef3c7"/><path d="M-48 34 H48 L62 60 Q64 66 58 66 H-58 Q-64 66 -62 60 Z" fill="${dark}" opacity="0.35"/><circle cx="-8" cy="14" r="8" fill="${dark}" opacity="0.35"/><circle cx="14" cy="-6" r="6" fill="${dark}" opacity="0.35"/>`,
  // A ball.
  'Sports & Fitness': (dark) =>
    `<circle r="78" fill="#fef3c7"/><polygon points="${star8(0, 0, 26)}" fill="${dark}" opacity="0.45"/><path d="M0 -78 V-26 M74 -24 L26 -8 M46 64 L18 22 M-46 64 L-18 22 M-74 -24 L-26 -8" stroke="${dark}" stroke-width="5" opacity="0.45"/>`,
  // A screen with a play button.
  Shows: (dark) =>
    `<rect x="-88" y="-62" width="176" height="118" rx="22" fill="#fef3c7"/><path d="M-18 -30 L34 -3 L-18 24 Z" fill="${dark}" opacity="0.6"/><path d="M-40 76 H40" stroke="#fef3c7" stroke-width="10" stroke-linecap="round"/>`,
  // A five-point star.
  'Reviews & Recommendations': () =>
    `<path d="M0 -86 L24 -30 86 -26 38 14 54 74 0 42 -54 74 -38 14 -86 -26 -24 -30 Z" fill="#fef3c7"/>`,
  // The eight-point star.
  Other: (dark) =>
    `<polygon points="${star8(0, 0, 84)}" fill="#fef3c7"/><polygon points="${star8(0, 0, 40)}" fill="${dark}" opacity="0.3"/>`,
};

/**
 * A content thumbnail: a picture of the category (not the title: the card prints the title under the image, so the
 * image says what kind of video it is instead), over the category's colours and a quiet pattern of eight-point
 * stars placed by the title, so cards of one category still differ; the category is named in `locale` (English
 * unless given). The title is kept as the SVG's <title> for tools, never drawn. The label stays bottom left in every
 * language (right to left in Arabic and Urdu, ending at that edge): the web's duration badge covers the bottom right.
 */
export function thumbnailSvg(input: {
  title: string;
  category: Category;
  portrait: boolean;
  locale?: Locale;
}): string {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const rtl = directionOf(locale) === 'rtl';
  const category = CATEGORY_COLOURS[input.category] ? input.category : 'Other';
  const [from, to] = CATEGORY_COLOURS[category];
  const width = input.portrait ? 360 : 640;
  const height = input.portrait ? 640 : 360;
  const seed = hash(input.title);
  // The pattern: a loose grid of outlined stars, shifted and sized by the title's hash.
  const step = 96 + (seed % 3) * 16;
  const offset = seed % step;
  const stars: string[] = [];
  for (let y = -step + offset / 2; y < height + step; y += step) {
    for (let x = -step + offset; x < width + step; x += step) {
      stars.push(`<polygon points="${star8(x, y, step * 0.3)}"/>`);
    }
  }
  // The picture sits off centre, to the side the seed picks; a soft disc lifts it from the pattern.
  const side = seed % 2 === 0 ? 1 : -1;
  const cx = input.portrait ? width / 2 : width / 2 + side * 110;
  const cy = input.portrait ? height * 0.42 : height * 0.45;
  const scale = input.portrait ? 1.05 : 0.95;
  const sparkleX = input.portrait ? width / 2 - side * 110 : width / 2 - side * 150;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">
<title>${escapeXml(input.title)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<g fill="none" stroke="#ffffff" stroke-width="2" opacity="0.14">${stars.join('')}</g>
<circle cx="${cx}" cy="${cy}" r="${125 * scale}" fill="#ffffff" opacity="0.12"/>
<g transform="translate(${cx} ${cy}) scale(${scale})">${MOTIFS[category](to)}</g>
<path transform="translate(${sparkleX} ${cy - 70})" d="M0 -16 Q2 -2 16 0 Q2 2 0 16 Q-2 2 -16 0 Q-2 -2 0 -16z" fill="#fef3c7" opacity="0.85"/>
<text x="24" y="${height - 24}" xml:lang="${locale}" direction="${rtl ? 'rtl' : 'ltr'}" text-anchor="${rtl ? 'end' : 'start'}" font-family="${LABEL_FONTS[locale] ?? DEFAULT_FONTS}" font-size="${rtl ? 24 : 20}" font-weight="700" fill="#fff" opacity="0.95">${escapeXml(categoryLabel(input.category, locale))}</text>
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
