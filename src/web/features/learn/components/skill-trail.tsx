// A subject's path as a trail: every skill in teaching order with its title, mastered (a tick), being learned (a
// half-filled circle) or still to come (a lock). Icon, words and colour together, never colour alone.
import { useTranslation } from 'react-i18next';
import type { LearnSkill } from '#shared/tutor/learn-api';

function StatusMark({ status }: { status: LearnSkill['status'] }) {
  if (status === 'mastered') {
    return (
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white">
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
          <path
            d="m5 12.5 4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  if (status === 'learning') {
    return (
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full border-4 border-amber-400 bg-amber-50">
        <span className="size-4 rounded-full bg-amber-400" />
      </span>
    );
  }
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-stone-300 bg-stone-100 text-stone-500">
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
        <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    </span>
  );
}

export function SkillTrail({
  skills,
  id,
  labelledBy,
}: {
  skills: LearnSkill[];
  id: string;
  labelledBy: string;
}) {
  const { t } = useTranslation('learn');
  return (
    <ol id={id} aria-labelledby={labelledBy} className="relative mt-4 space-y-2 ps-1">
      {skills.map((skill, position) => (
        <li key={skill.id} className="relative flex items-center gap-3">
          {position < skills.length - 1 ? (
            <span aria-hidden="true" className="absolute start-[1.2rem] top-10 h-3 w-1 rounded bg-teal-100" />
          ) : null}
          <StatusMark status={skill.status} />
          <span className="min-w-0 flex-1">
            <span
              dir="auto"
              className={`block text-xl font-bold ${skill.status === 'not_started' ? 'text-stone-500' : 'text-teal-950'}`}
            >
              {skill.title}
            </span>
            <span className="block text-lg font-semibold text-stone-600">
              {t(`home.status.${skill.status}`)}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
