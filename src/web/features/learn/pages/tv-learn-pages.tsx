// The child's Learn tab on the TV (/tv/child/learn and /tv/child/learn/lessons/:lessonId, inside the TV's child
// shell): the same home and lesson as the phone's (the same queries, start and lesson runner), drawn for the far side
// of the room and the remote: the subjects as a row of big cards (OK starts or carries on today's lesson), the
// exercise the route composes in with the TV's views (tracing becomes watch and choose), Next and Try again as remote
// buttons, and the celebration. The TV's Videos screen shows the learn-first lock while learning comes first.
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { LearnFirstState, LearnSubject } from '#shared/tutor/learn-api';
import { LoadingState } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { formatNumber } from '#web/lib/format';
import { useLearnHome } from '../api/learn-api';
import { Celebration } from '../components/celebration';
import { StarIcon, SubjectBadge } from '../components/learn-art';
import { TV_BIG_BUTTON, TvButton, TvGroup, TvLearnMessage, TvLearnScreen } from '../components/tv-parts';
import { minutesToGo } from '../lib/learn-first';
import { TV_LEARN_PATHS } from '../lib/paths';
import type { LessonSlots } from '../lib/slots';
import { type LessonRunner, useLessonRunner } from '../lib/use-lesson-runner';
import { useStartLesson } from '../lib/use-start-lesson';

const startKey = (subject: string) => `learn-start-${subject}`;

/** Learn: the child's three subjects; OK on one starts (or carries on) today's lesson. */
export function TvChildLearnPage() {
  const { t } = useTranslation('learn');
  const home = useLearnHome();
  const start = useStartLesson(TV_LEARN_PATHS.lesson);
  const first = home.data?.subjects[0];
  const open = home.data?.today.openLesson ?? null;
  const firstFocus = open ? startKey(open.subject) : first ? startKey(first.subject) : 'nav-learn';

  if (home.isError) {
    if (home.error instanceof ApiError && home.error.code === 'TIME_UP')
      return <Navigate to={TV_LEARN_PATHS.timeUp} replace />;
    return (
      <TvLearnMessage
        title={t('home.title')}
        body={errorMessage(home.error)}
        alert
        action={t('tryAgain')}
        actionKey="child-learn-retry"
        onAction={() => void home.refetch()}
      />
    );
  }
  if (start.error instanceof ApiError && start.error.code === 'TIME_UP')
    return <Navigate to={TV_LEARN_PATHS.timeUp} replace />;
  const refused = start.error instanceof ApiError && start.error.status === 403;
  const learnFirst = home.data?.learnFirst;

  return (
    <TvLearnScreen title={t('home.title')} firstFocus={firstFocus} ready={!home.isPending}>
      {home.data ? (
        <div className="flex flex-col gap-8 px-3">
          <p className="text-4xl font-extrabold text-amber-200">
            {home.data.today.learnedSeconds >= 60
              ? t('home.learnedToday', {
                  minutes: formatNumber(Math.floor(home.data.today.learnedSeconds / 60)),
                })
              : t('home.welcome')}
          </p>
          {learnFirst && !learnFirst.videosOpen ? (
            <TvNote>{t('home.learnFirst', { minutes: minutesToGo(learnFirst) })}</TvNote>
          ) : null}
          {start.isError ? (
            <p
              role={refused ? 'status' : 'alert'}
              className="rounded-3xl bg-white/10 px-8 py-6 text-3xl font-bold text-amber-100"
            >
              {errorMessage(start.error)}
            </p>
          ) : null}
          {home.data.subjects.length === 0 ? (
            <TvNote>{t('home.empty')}</TvNote>
          ) : (
            <TvGroup
              focusKey="child-learn-subjects"
              label={t('home.title')}
              className="grid grid-cols-3 gap-10"
            >
              {home.data.subjects.map((subject) => (
                <TvSubjectCard
                  key={subject.subject}
                  subject={subject}
                  carryOn={open?.subject === subject.subject}
                  disabled={start.isPending || refused}
                  onStart={() => start.mutate(subject.subject)}
                />
              ))}
            </TvGroup>
          )}
        </div>
      ) : (
        <LoadingState />
      )}
    </TvLearnScreen>
  );
}

function TvSubjectCard({
  subject,
  carryOn,
  disabled,
  onStart,
}: {
  subject: LearnSubject;
  carryOn: boolean;
  disabled: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation('learn');
  const name = t(`subjects.${subject.subject}`);
  const now = subject.skills.filter((skill) => skill.status === 'learning').slice(0, 2);
  return (
    <TvButton
      focusKey={startKey(subject.subject)}
      onPress={onStart}
      disabled={disabled}
      className="flex h-full flex-col items-start gap-4 rounded-[2.5rem] bg-white p-8 text-start text-teal-950"
    >
      <span className="flex items-center gap-5">
        <SubjectBadge subject={subject.subject} className="size-24 text-5xl" />
        <span className="flex flex-col">
          <span className="text-4xl font-extrabold">{name}</span>
          <span className="flex items-center gap-2 text-3xl font-bold text-amber-800">
            <StarIcon className="size-10" />
            {t('home.stars', { count: subject.stars, stars: formatNumber(subject.stars) })}
          </span>
        </span>
      </span>
      <span className="text-2xl font-semibold text-stone-700">
        {t('home.mastered', {
          mastered: formatNumber(subject.mastered),
          total: formatNumber(subject.skills.length),
        })}
      </span>
      {now.length > 0 ? (
        <span className="text-2xl text-stone-700">
          {t('home.nowLearning')}{' '}
          {now.map((skill, position) => (
            <span key={skill.id} dir="auto" className="font-bold text-teal-900">
              {position > 0 ? ', ' : ''}
              {skill.title}
            </span>
          ))}
        </span>
      ) : null}
      <span
        className={`mt-auto ${carryOn ? TV_BIG_BUTTON : 'rounded-full bg-teal-700 px-10 py-4 text-3xl font-extrabold text-white'}`}
      >
        {carryOn ? t('home.carryOn') : t('home.start')}
      </span>
    </TvButton>
  );
}

/** A lesson on the TV: the remote answers; Back leaves for Learn (the next visit carries on). */
export function TvChildLessonPage(slots: LessonSlots) {
  const { lessonId = '' } = useParams();
  const runner = useLessonRunner(lessonId);
  const { t } = useTranslation('learn');
  const navigate = useNavigate();
  const backToLearn = () => navigate(TV_LEARN_PATHS.home);

  if (runner.state === 'loading') return <LoadingState />;
  if (runner.state === 'error') {
    if (runner.error instanceof ApiError && runner.error.code === 'TIME_UP')
      return <Navigate to={TV_LEARN_PATHS.timeUp} replace />;
    return (
      <TvLearnMessage
        title={t('lesson.title')}
        body={errorMessage(runner.error)}
        alert
        action={t('tryAgain')}
        actionKey="child-lesson-retry"
        onAction={runner.retry}
      />
    );
  }
  if (runner.state === 'finished') {
    return (
      <TvLearnScreen title={t('lesson.doneTitle')} firstFocus="lesson-back" ready headed>
        <Celebration stars={runner.stars} total={runner.total} newlyMastered={runner.newlyMastered} tv>
          <TvButton focusKey="lesson-back" onPress={backToLearn} className={TV_BIG_BUTTON}>
            {t('lesson.backToLearn')}
          </TvButton>
        </Celebration>
      </TvLearnScreen>
    );
  }
  return <TvExerciseStep runner={runner} slots={slots} />;
}

function TvExerciseStep({
  runner,
  slots,
}: {
  runner: Extract<LessonRunner, { state: 'exercise' }>;
  slots: LessonSlots;
}) {
  const { t } = useTranslation('learn');
  const { exercise, index, total, stars, result, sending, failed } = runner;
  const step = t('lesson.progress', { current: formatNumber(index + 1), total: formatNumber(total) });
  // The next step is where the remote is: Next once the server has the answer, Try again when it could not be sent.
  useEffect(() => {
    if (result) window.setTimeout(() => setFocus('lesson-next'), 0);
    else if (failed) window.setTimeout(() => setFocus('lesson-resend'), 0);
  }, [result, failed]);
  return (
    // The exercise focuses its own first target.
    <TvLearnScreen title={`${t('lesson.title')} · ${step}`} ready>
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <div className="flex items-center gap-8">
          <p className="text-4xl font-extrabold text-amber-200">{step}</p>
          <div
            role="progressbar"
            aria-label={t('lesson.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={index + 1}
            aria-valuetext={step}
            className="h-5 flex-1 overflow-hidden rounded-full bg-white/15"
          >
            <div
              className="h-full rounded-full bg-amber-300"
              style={{ width: `${Math.round(((index + (result ? 1 : 0)) / Math.max(1, total)) * 100)}%` }}
            />
          </div>
          <p className="flex items-center gap-2 text-4xl font-extrabold text-amber-200">
            <StarIcon className="size-12" />
            <span className="sr-only">{t('lesson.starsSoFar', { count: stars })}</span>
            <span aria-hidden="true">{formatNumber(stars)}</span>
          </p>
        </div>
        {slots.renderExercise({
          exercise,
          onAnswer: runner.onAnswer,
          praise: result?.correct ? result.praise : undefined,
        })}
        <div aria-live="polite" className="text-3xl font-bold text-teal-50">
          {sending ? <p>{t('lesson.saving')}</p> : null}
          {result && !result.correct ? <p dir="auto">{result.praise}</p> : null}
        </div>
        {failed ? (
          <div className="flex items-center gap-8">
            <p role="alert" className="text-3xl font-bold text-amber-100">
              {errorMessage(failed)}
            </p>
            <TvButton focusKey="lesson-resend" onPress={runner.resend} className={TV_BIG_BUTTON}>
              {t('tryAgain')}
            </TvButton>
          </div>
        ) : null}
        {result ? (
          <div>
            <TvButton focusKey="lesson-next" onPress={runner.next} className={TV_BIG_BUTTON}>
              {result.finished ? t('lesson.seeStars') : t('lesson.next')}
            </TvButton>
          </div>
        ) : null}
      </div>
    </TvLearnScreen>
  );
}

/** The TV's Videos screen while learning comes first today: how much is left, and the way to Learn. */
export function TvLearnFirstLock({ state }: { state: LearnFirstState }) {
  const { t } = useTranslation('learn');
  const navigate = useNavigate();
  return (
    <TvLearnMessage
      title={t('learnFirst.message', { minutes: minutesToGo(state) })}
      body={t('learnFirst.body')}
      action={t('learnFirst.goLearn')}
      actionKey="child-learn-first-go"
      onAction={() => navigate(TV_LEARN_PATHS.home)}
    />
  );
}

function TvNote({ children }: { children: React.ReactNode }) {
  return <p className="rounded-3xl bg-white/10 px-8 py-6 text-3xl text-teal-50">{children}</p>;
}
