// One subject's skill map for the parent: the skills met so far (mastered, learning) in teaching order, each with an
// icon and its status in words (never colour alone), and the skills still to come folded away under their count, so a
// path of fifty skills stays readable on a phone.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillStatus } from '#shared/tutor/engine';
import type { LearnSkill } from '#shared/tutor/learn-api';

const TONE: Record<SkillStatus, string> = {
  mastered: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  learning: 'border-amber-200 bg-amber-50 text-amber-950',
  not_started: 'border-stone-200 bg-white text-stone-700',
};

/** A filled tick, a half-filled circle, an empty circle: three shapes, told apart without colour. */
function StatusIcon({ status }: { status: SkillStatus }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 shrink-0">
      {status === 'mastered' ? (
        <>
          <circle cx="10" cy="10" r="9" className="fill-emerald-700" />
          <path
            d="m6 10.5 2.6 2.6L14.2 7.5"
            fill="none"
            stroke="white"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </>
      ) : status === 'learning' ? (
        <>
          <circle cx="10" cy="10" r="8" fill="none" strokeWidth="2" className="stroke-amber-700" />
          <path d="M10 2a8 8 0 0 1 0 16z" className="fill-amber-700" />
        </>
      ) : (
        <circle cx="10" cy="10" r="8" fill="none" strokeWidth="2" className="stroke-stone-400" />
      )}
    </svg>
  );
}

function SkillItem({ skill }: { skill: LearnSkill }) {
  const { t } = useTranslation('learning-progress');
  return (
    <li className={`flex items-start gap-2 rounded-2xl border px-3 py-2 ${TONE[skill.status]}`}>
      <StatusIcon status={skill.status} />
      <span className="min-w-0">
        <span dir="auto" className="block font-semibold">
          {skill.title}
        </span>
        <span className="block text-sm">{t(`status.${skill.status}`)}</span>
      </span>
    </li>
  );
}

export function SkillMap({
  skills,
  subjectName,
  childName,
  headingId,
}: {
  skills: readonly LearnSkill[];
  subjectName: string;
  childName: string;
  /** The map's heading: it names the list of skills met. */
  headingId: string;
}) {
  const { t } = useTranslation('learning-progress');
  const hintId = useId();
  const met = skills.filter((skill) => skill.status !== 'not_started');
  const toCome = skills.filter((skill) => skill.status === 'not_started');
  return (
    <div className="space-y-3">
      <p id={hintId} className="text-sm text-stone-600">
        {t('subject.mapHint', { subject: subjectName, name: childName })}
      </p>
      {met.length > 0 ? (
        <ol aria-labelledby={headingId} aria-describedby={hintId} className="grid gap-2 sm:grid-cols-2">
          {met.map((skill) => (
            <SkillItem key={skill.id} skill={skill} />
          ))}
        </ol>
      ) : null}
      {toCome.length > 0 ? (
        <details className="group rounded-2xl border border-stone-200 bg-stone-50">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl px-3 py-2 font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700">
            <StatusIcon status="not_started" />
            {t('subject.notStartedList', { count: toCome.length })}
          </summary>
          <div className="space-y-2 px-3 pb-3">
            <p className="text-sm text-stone-600">{t('subject.notStartedHint')}</p>
            <ol className="grid gap-2 sm:grid-cols-2">
              {toCome.map((skill) => (
                <SkillItem key={skill.id} skill={skill} />
              ))}
            </ol>
          </div>
        </details>
      ) : null}
    </div>
  );
}
