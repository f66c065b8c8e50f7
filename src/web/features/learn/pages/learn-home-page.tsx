// /child/learn: the child's three subjects as big cards (stars, skills mastered of the path, reviews due), each
// with "Start today's lesson" (or "Carry on" for today's unfinished one) and its path as a trail; today's learning
// minutes and, when the parent turned "learn first" on, what is left before videos open. Free's one lesson a day is
// said with the server's own words when it refuses a second.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { Subject } from '#shared/tutor/exercise';
import type { LearnSubject } from '#shared/tutor/learn-api';
import { ErrorBanner, InfoBanner } from '#web/components/banner';
import { CHILD_BUTTON } from '#web/components/child-ui';
import { LearnArt } from '#web/components/drawing-parts';
import { LoadingState, Spinner } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { formatNumber } from '#web/lib/format';
import { pageTitle } from '#web/lib/site';
import { useLearnHome } from '../api/learn-api';
import { StarIcon, SubjectBadge } from '../components/learn-art';
import { RestingPanel } from '../components/resting-panel';
import { SkillTrail } from '../components/skill-trail';
import { minutesToGo } from '../lib/learn-first';
import { PHONE_LEARN_PATHS } from '../lib/paths';
import { useStartLesson } from '../lib/use-start-lesson';

export function LearnHomePage() {
  const { t } = useTranslation('learn');
  const home = useLearnHome();
  const start = useStartLesson(PHONE_LEARN_PATHS.lesson);

  if (home.isPending) return <LoadingState />;
  if (home.isError) {
    if (home.error instanceof ApiError && home.error.code === 'TIME_UP')
      return <Navigate to={PHONE_LEARN_PATHS.timeUp} replace />;
    return (
      <div className="mx-auto max-w-md space-y-3 px-4 pt-8">
        <title>{pageTitle(t('home.title'))}</title>
        <ErrorBanner>{errorMessage(home.error)}</ErrorBanner>
        <button type="button" className={CHILD_BUTTON.quiet} onClick={() => void home.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  const { subjects, today, learnFirst } = home.data;
  // A refusal to start (Free's second lesson of the day) is said kindly, in the server's words, in place of the
  // buttons; anything else is an error the child can try again.
  const refused =
    start.error instanceof ApiError && start.error.status === 403 && start.error.code !== 'TIME_UP';
  if (start.error instanceof ApiError && start.error.code === 'TIME_UP')
    return <Navigate to={PHONE_LEARN_PATHS.timeUp} replace />;

  return (
    <div className="mx-auto max-w-6xl px-3 pt-5 sm:px-5">
      <title>{pageTitle(t('home.title'))}</title>
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-teal-900 shadow-sm">
          <LearnArt className="size-10" />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-teal-950 sm:text-4xl">
            {t('home.title')}
          </h1>
          <p className="text-lg font-semibold text-stone-700">
            {today.learnedSeconds >= 60
              ? t('home.learnedToday', { minutes: formatNumber(Math.floor(today.learnedSeconds / 60)) })
              : t('home.welcome')}
          </p>
        </div>
      </div>

      {learnFirst && !learnFirst.videosOpen ? (
        <div className="mt-4">
          <InfoBanner>{t('home.learnFirst', { minutes: minutesToGo(learnFirst) })}</InfoBanner>
        </div>
      ) : null}

      {refused ? (
        <div role="status" className="mt-4 rounded-[2rem] bg-white shadow-md shadow-teal-900/10">
          <RestingPanel body={errorMessage(start.error)} />
        </div>
      ) : start.isError ? (
        <div className="mt-4 space-y-3">
          <ErrorBanner>{errorMessage(start.error)}</ErrorBanner>
        </div>
      ) : null}

      {today.openLesson ? (
        <OpenLesson
          subject={today.openLesson.subject}
          pending={start.isPending}
          onCarryOn={(subject) => start.mutate(subject)}
        />
      ) : null}

      {subjects.length === 0 ? (
        <RestingPanel body={t('home.empty')} />
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {subjects.map((subject) => (
            <li key={subject.subject}>
              <SubjectCard
                subject={subject}
                carryOn={today.openLesson?.subject === subject.subject}
                starting={start.isPending && start.variables === subject.subject}
                disabled={start.isPending || refused}
                onStart={() => start.mutate(subject.subject)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OpenLesson({
  subject,
  pending,
  onCarryOn,
}: {
  subject: Subject;
  pending: boolean;
  onCarryOn: (subject: Subject) => void;
}) {
  const { t } = useTranslation('learn');
  return (
    <div className="mt-5 flex flex-wrap items-center gap-4 rounded-[2rem] bg-amber-100 p-4 shadow-sm ring-1 ring-amber-200 sm:p-5">
      <SubjectBadge subject={subject} />
      <p className="min-w-0 flex-1 text-xl font-bold text-amber-950">
        {t('home.unfinished', { subject: t(`subjects.${subject}`) })}
      </p>
      <button
        type="button"
        className={CHILD_BUTTON.gold}
        disabled={pending}
        onClick={() => onCarryOn(subject)}
      >
        {pending ? <Spinner /> : null}
        {t('home.carryOn')}
      </button>
    </div>
  );
}

function SubjectCard({
  subject,
  carryOn,
  starting,
  disabled,
  onStart,
}: {
  subject: LearnSubject;
  carryOn: boolean;
  starting: boolean;
  disabled: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation('learn');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const trailId = useId();
  const trailHeadingId = useId();
  const name = t(`subjects.${subject.subject}`);
  const total = subject.skills.length;
  const share = total === 0 ? 0 : Math.round((subject.mastered / total) * 100);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-[2rem] bg-white p-5 shadow-md shadow-teal-900/10 ring-1 ring-teal-100"
    >
      <div className="flex items-center gap-4">
        <SubjectBadge subject={subject.subject} />
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-extrabold text-teal-950">
            {name}
          </h2>
          <p className="flex items-center gap-1.5 text-xl font-bold text-amber-800">
            <StarIcon className="size-7" />
            {t('home.stars', { count: subject.stars, stars: formatNumber(subject.stars) })}
          </p>
        </div>
      </div>
      <p className="mt-4 text-lg font-semibold text-stone-700">
        {t('home.mastered', { mastered: formatNumber(subject.mastered), total: formatNumber(total) })}
      </p>
      <div
        role="progressbar"
        aria-label={t('home.masteredLabel', { subject: name })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={subject.mastered}
        aria-valuetext={t('home.mastered', {
          mastered: formatNumber(subject.mastered),
          total: formatNumber(total),
        })}
        className="mt-2 h-4 overflow-hidden rounded-full bg-teal-50 ring-1 ring-teal-100"
      >
        <div className="h-full rounded-full bg-teal-600" style={{ width: `${share}%` }} />
      </div>
      {subject.dueReviews > 0 ? (
        <p className="mt-2 text-lg font-semibold text-teal-800">
          {t('home.dueReviews', { count: subject.dueReviews, reviews: formatNumber(subject.dueReviews) })}
        </p>
      ) : null}
      <div className="mt-auto flex flex-col gap-3 pt-5">
        <button
          type="button"
          className={carryOn ? CHILD_BUTTON.gold : CHILD_BUTTON.primary}
          disabled={disabled}
          onClick={onStart}
        >
          {starting ? <Spinner /> : null}
          {carryOn ? t('home.carryOn') : t('home.start')}
        </button>
        <button
          type="button"
          className={CHILD_BUTTON.quiet}
          aria-expanded={open}
          aria-controls={trailId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('home.hidePath') : t('home.showPath')}
        </button>
      </div>
      {open ? (
        <div>
          <h3 id={trailHeadingId} className="sr-only">
            {t('home.pathOf', { subject: name })}
          </h3>
          <SkillTrail skills={subject.skills} id={trailId} labelledBy={trailHeadingId} />
        </div>
      ) : null}
    </article>
  );
}
