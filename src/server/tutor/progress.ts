// A child's progress as the screens show it, from the learner state alone (pure): the path with titles in the
// reader's language, stars, due reviews, and the parent's two short lists. The lists' rules:
// - going well: mastered skills, the most recently practised first, then skills being learned whose estimate is
//   already strong (0.8 or more); at most three.
// - practise next: mastered skills due for review (the most overdue first), then skills being learned, the weakest
//   first, then the next skill the path opens (every prerequisite mastered, not begun); at most three.
import type { Locale } from '#shared/locales';
import { type Band, skillById } from '#shared/tutor/curriculum';
import { type LearnerState, skillMap } from '#shared/tutor/engine';
import type { Subject } from '#shared/tutor/exercise';
import type { LearnSubject } from '#shared/tutor/learn-api';
import { skillTitle } from '#shared/tutor/skill-titles';

const LIST_SIZE = 3;
const STRONG = 0.8;

/** Mastered skills of the path whose review is due at `now`. */
function dueSkills(subject: Subject, band: Band, state: LearnerState, now: Date) {
  return skillMap(subject, band, state)
    .filter((s) => s.status === 'mastered')
    .map((s) => ({ id: s.skillId, due: state.skills[s.skillId]?.f?.due ?? Number.POSITIVE_INFINITY }))
    .filter((s) => s.due <= now.getTime())
    .sort((a, b) => a.due - b.due);
}

export function learnSubject(input: {
  subject: Subject;
  band: Band;
  state: LearnerState;
  stars: number;
  locale: Locale;
  now: Date;
}): LearnSubject {
  const { subject, band, state, locale } = input;
  const skills = skillMap(subject, band, state).map((s) => ({
    id: s.skillId,
    title: skillTitle(s.skillId, locale),
    status: s.status,
    strength: s.strength,
  }));
  return {
    subject,
    band,
    skills,
    mastered: skills.filter((s) => s.status === 'mastered').length,
    stars: input.stars,
    dueReviews: dueSkills(subject, band, state, input.now).length,
  };
}

/** Skill ids going well (see the rules above). */
export function goingWellIds(subject: Subject, band: Band, state: LearnerState): string[] {
  const map = skillMap(subject, band, state);
  const lastSeen = (id: string) => state.skills[id]?.f?.last ?? 0;
  const mastered = map
    .filter((s) => s.status === 'mastered')
    .sort((a, b) => lastSeen(b.skillId) - lastSeen(a.skillId))
    .map((s) => s.skillId);
  const strong = map
    .filter((s) => s.status === 'learning' && s.strength >= STRONG)
    .sort((a, b) => b.strength - a.strength)
    .map((s) => s.skillId);
  return [...mastered, ...strong].slice(0, LIST_SIZE);
}

/** Skill ids to practise next (see the rules above). */
export function practiseNextIds(subject: Subject, band: Band, state: LearnerState, now: Date): string[] {
  const map = skillMap(subject, band, state);
  const due = dueSkills(subject, band, state, now).map((s) => s.id);
  const learning = map
    .filter((s) => s.status === 'learning')
    .sort((a, b) => a.strength - b.strength)
    .map((s) => s.skillId);
  const next = map
    .filter(
      (s) =>
        s.status === 'not_started' &&
        (skillById(s.skillId)?.prerequisites ?? []).every((id) => state.skills[id]?.m === 1),
    )
    .map((s) => s.skillId);
  return [...new Set([...due, ...learning, ...next])].slice(0, LIST_SIZE);
}

export const titlesOf = (ids: readonly string[], locale: Locale) => ids.map((id) => skillTitle(id, locale));
