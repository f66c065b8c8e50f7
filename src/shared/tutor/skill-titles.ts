// A skill's name for the child's path and the parent's map, in the reader's language: built from the skill's id and
// the curriculum's own data (the letters of a group, the sounds of a phonics set), so a new skill of an existing family
// needs no new text. The catalog is `skills.*` in src/shared/texts/<locale>/tutor.json.
import type { Locale } from '../locales';
import { LETTER_GROUPS } from './curriculum/arabic-letters';
import { GPC_SETS } from './curriculum/english-data';
import { type MarkKey, type TutorKey, tutorText } from './texts';

type Title = { key: TutorKey; params?: Record<string, string> };

const MARKS: readonly MarkKey[] = ['fatha', 'kasra', 'damma', 'sukun', 'shadda', 'tanween'];

/** Fixed names, by id. */
const FIXED: Record<string, TutorKey> = {
  'ar.harakat.short': 'skills.arShortAll',
  'ar.long-vowels': 'skills.arLongVowels',
  'ar.joining': 'skills.arJoining',
  'm.subitise.5': 'skills.mSubitise',
  'm.compare.groups': 'skills.mCompareGroups',
  'm.one-more.10': 'skills.mOneMore',
  'm.one-less.10': 'skills.mOneLess',
  'm.line.negative': 'skills.mLineNegative',
  'm.tens.100': 'skills.mTens',
  'm.half': 'skills.mHalf',
  'm.quarter': 'skills.mQuarter',
  'm.fraction.name': 'skills.mFractionName',
  'm.fraction.of': 'skills.mFractionOf',
  'm.time.hour': 'skills.mTimeHour',
  'm.time.half': 'skills.mTimeHalf',
  'm.time.quarter': 'skills.mTimeQuarter',
  'm.time.5min': 'skills.mTime5',
  'm.money.20': 'skills.mMoney',
  'm.money.change': 'skills.mChange',
  'm.divide': 'skills.mDivide',
  'm.round.10': 'skills.mRound',
  'm.hundreds': 'skills.mHundreds',
  'en.cvc.read': 'skills.enCvcRead',
  'en.cvc.spell': 'skills.enCvcSpell',
  'en.digraphs.read': 'skills.enDigraphsRead',
  'en.digraphs.spell': 'skills.enDigraphsSpell',
  'en.sentences.read': 'skills.enSentencesRead',
  'en.sentences.build': 'skills.enSentencesBuild',
};

/** Families whose last part is a number: a group of letters or sounds, or the number the skill goes to. */
const NUMBERED: Record<string, (n: number) => Title> = {
  'ar.letters': (n) => ({ key: 'skills.arLetters', params: { letters: lettersOfGroup(n) } }),
  'ar.trace': (n) => ({ key: 'skills.arTrace', params: { letters: lettersOfGroup(n) } }),
  'ar.forms': (n) => ({ key: 'skills.arForms', params: { letters: lettersOfGroup(n) } }),
  'ar.words': (n) => ({ key: 'skills.arWords', params: { n: String(n) } }),
  'ar.plain': (n) => ({ key: 'skills.arPlain', params: { n: String(n) } }),
  'm.count': (n) => ({ key: 'skills.mCount', params: { n: String(n) } }),
  'm.add': (n) => ({ key: 'skills.mAdd', params: { n: String(n) } }),
  'm.sub': (n) => ({ key: 'skills.mSub', params: { n: String(n) } }),
  'm.line': (n) => ({ key: 'skills.mLine', params: { n: String(n) } }),
  'm.compare': (n) => ({ key: 'skills.mCompare', params: { n: String(n) } }),
  'm.bonds': (n) => ({ key: 'skills.mBonds', params: { n: String(n) } }),
  'm.skip': (n) => ({ key: 'skills.mSkip', params: { n: String(n) } }),
  'm.times': (n) => ({ key: 'skills.mTimes', params: { n: String(n) } }),
  'en.gpc': (n) => ({
    key: 'skills.enSounds',
    params: { graphemes: (GPC_SETS[n - 1] ?? []).map((g) => g.grapheme).join(' ') },
  }),
  'en.tricky': (n) => ({ key: 'skills.enTricky', params: { n: String(n) } }),
};

function lettersOfGroup(n: number): string {
  return (LETTER_GROUPS[n - 1] ?? []).map((l) => l.letter).join(' ');
}

function titleOf(skillId: string): Title | undefined {
  const fixed = FIXED[skillId];
  if (fixed) return { key: fixed };
  const mark = MARKS.find((m) => skillId === `ar.harakat.${m}` || skillId === `ar.${m}`);
  if (mark) {
    const short = skillId.startsWith('ar.harakat.');
    return { key: short ? 'skills.arMark' : 'skills.arReadMark', params: { mark: `marks.${mark}` } };
  }
  const cut = skillId.lastIndexOf('.');
  const family = NUMBERED[skillId.slice(0, cut)];
  const n = Number(skillId.slice(cut + 1));
  return family && Number.isInteger(n) && n > 0 ? family(n) : undefined;
}

/** The skill's name in `locale`; an unknown id (a skill since retired) is shown as its id. */
export function skillTitle(skillId: string, locale: Locale): string {
  const title = titleOf(skillId);
  if (!title) return skillId;
  const params = { ...title.params };
  if (params.mark) params.mark = tutorText(locale, params.mark as TutorKey);
  return tutorText(locale, title.key, params);
}
