// /child/learn/lessons/:lessonId: one lesson, an exercise at a time (the exercise screen the route composes in: the
// tutor feature's ExerciseView), each answer sent to the server and its praise shown, "3 of 8" and the stars so far,
// the helper beside the exercise (Ask Qamar, when the parent turned it on for this child), and the celebration at
// the end. A reload comes back to the next exercise.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { CHILD_BUTTON } from '#web/components/child-ui';
import { LoadingState, Spinner } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { formatNumber } from '#web/lib/format';
import { pageTitle } from '#web/lib/site';
import { Celebration } from '../components/celebration';
import { StarIcon } from '../components/learn-art';
import { PHONE_LEARN_PATHS } from '../lib/paths';
import type { LessonSlots } from '../lib/slots';
import { type LessonRunner, useLessonRunner } from '../lib/use-lesson-runner';

/** `lessonId`: the address's by default. */
export function LessonPage({ lessonId, ...slots }: LessonSlots & { lessonId?: string }) {
  const params = useParams();
  const runner = useLessonRunner(lessonId ?? params.lessonId ?? '');
  return <PhoneLesson runner={runner} slots={slots} />;
}

function PhoneLesson({ runner, slots }: { runner: LessonRunner; slots: LessonSlots }) {
  const { t } = useTranslation('learn');
  if (runner.state === 'loading') return <LoadingState />;
  if (runner.state === 'error') {
    if (runner.error instanceof ApiError && runner.error.code === 'TIME_UP')
      return <Navigate to={PHONE_LEARN_PATHS.timeUp} replace />;
    return (
      <div className="mx-auto max-w-md space-y-3 px-4 pt-8">
        <title>{pageTitle(t('lesson.title'))}</title>
        <ErrorBanner>{errorMessage(runner.error)}</ErrorBanner>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={CHILD_BUTTON.primary} onClick={runner.retry}>
            {t('tryAgain')}
          </button>
          <Link to={PHONE_LEARN_PATHS.home} className={CHILD_BUTTON.quiet}>
            {t('lesson.backToLearn')}
          </Link>
        </div>
      </div>
    );
  }
  if (runner.state === 'finished') {
    return (
      <div className="px-3 pt-6 sm:px-5">
        <title>{pageTitle(t('lesson.doneTitle'))}</title>
        <Celebration stars={runner.stars} total={runner.total} newlyMastered={runner.newlyMastered}>
          <Link to={PHONE_LEARN_PATHS.home} className={CHILD_BUTTON.primary}>
            {t('lesson.backToLearn')}
          </Link>
        </Celebration>
      </div>
    );
  }
  return <ExerciseStep runner={runner} slots={slots} />;
}

function ExerciseStep({
  runner,
  slots,
}: {
  runner: Extract<LessonRunner, { state: 'exercise' }>;
  slots: LessonSlots;
}) {
  const { t } = useTranslation('learn');
  const { exercise, index, total, stars, result, sending, failed } = runner;
  const nextButton = useRef<HTMLButtonElement>(null);
  const last = result?.finished === true;
  // The server's word is in: the next step is one key press away.
  useEffect(() => {
    if (result) nextButton.current?.focus();
  }, [result]);
  const step = t('lesson.progress', { current: formatNumber(index + 1), total: formatNumber(total) });

  return (
    <div className="mx-auto max-w-6xl px-3 pt-4 sm:px-5">
      <title>{pageTitle(`${t('lesson.title')} · ${step}`)}</title>
      <h1 className="sr-only">{t('lesson.heading', { subject: t(`subjects.${runner.lesson.subject}`) })}</h1>
      <div className="flex items-center gap-3">
        <Link
          to={PHONE_LEARN_PATHS.home}
          className="inline-flex min-h-12 shrink-0 items-center rounded-full border-2 border-teal-200 bg-white px-4 text-lg font-bold text-teal-900 hover:bg-teal-50"
        >
          {t('lesson.backToLearn')}
        </Link>
        <div className="min-w-0 flex-1">
          <p className="text-lg font-extrabold text-teal-950" aria-hidden="true">
            {step}
          </p>
          <div
            role="progressbar"
            aria-label={t('lesson.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={index + 1}
            aria-valuetext={step}
            className="mt-1 h-3 overflow-hidden rounded-full bg-teal-100"
          >
            <div
              className="h-full rounded-full bg-teal-600 transition-[width]"
              style={{ width: `${Math.round(((index + (result ? 1 : 0)) / Math.max(1, total)) * 100)}%` }}
            />
          </div>
        </div>
        <p className="flex shrink-0 items-center gap-1 text-xl font-extrabold text-amber-800">
          <StarIcon className="size-8" />
          <span className="sr-only">{t('lesson.starsSoFar', { count: stars })}</span>
          <span aria-hidden="true">{formatNumber(stars)}</span>
        </p>
      </div>

      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          {slots.renderExercise({
            exercise,
            onAnswer: runner.onAnswer,
            praise: result?.correct ? result.praise : undefined,
          })}
          <div aria-live="polite" className="space-y-3">
            {sending ? (
              <p className="flex items-center gap-2 text-lg font-semibold text-stone-700">
                <Spinner /> {t('lesson.saving')}
              </p>
            ) : null}
            {result && !result.correct ? (
              <p
                dir="auto"
                className="rounded-3xl bg-amber-50 p-4 text-xl font-bold text-amber-950 ring-1 ring-amber-200"
              >
                {result.praise}
              </p>
            ) : null}
          </div>
          {failed ? (
            <div className="space-y-3">
              <ErrorBanner>{errorMessage(failed)}</ErrorBanner>
              <button type="button" className={CHILD_BUTTON.primary} onClick={runner.resend}>
                {t('tryAgain')}
              </button>
            </div>
          ) : null}
          {result ? (
            <button
              ref={nextButton}
              type="button"
              className={`${CHILD_BUTTON.primary} w-full sm:w-auto`}
              onClick={runner.next}
            >
              {last ? t('lesson.seeStars') : t('lesson.next')}
            </button>
          ) : null}
        </div>
        {/* The helper draws nothing unless the parent turned it on for this child. */}
        <div>{slots.renderHelper?.({ exercise, lessonId: runner.lesson.id, index })}</div>
      </div>
    </div>
  );
}
