// The Tutor's curriculum: every skill of Arabic, Maths and English, in teaching order, each with its age band
// (1 = 3-5, 2 = 6-8, 3 = 9-12), its prerequisites and its generator. Skill ids are stable forever: the server stores
// each learner's state by them. The data and generators are per subject in ./curriculum/.
import { ARABIC_SKILLS } from './curriculum/arabic';
import { ENGLISH_SKILLS } from './curriculum/english';
import { MATHS_SKILLS } from './curriculum/maths';
import type { Band, Skill } from './curriculum/skill';
import type { Subject } from './exercise';

export type { Band, Skill } from './curriculum/skill';

export const CURRICULUM: readonly Skill[] = [...ARABIC_SKILLS, ...MATHS_SKILLS, ...ENGLISH_SKILLS];

const BY_ID: ReadonlyMap<string, Skill> = new Map(CURRICULUM.map((s) => [s.id, s]));

export function skillById(id: string): Skill | undefined {
  return BY_ID.get(id);
}

/** A subject's path for a child of a band: its skills of that band and below, in teaching order. */
export function pathOf(subject: Subject, band: Band): Skill[] {
  return CURRICULUM.filter((s) => s.subject === subject && s.band <= band);
}
