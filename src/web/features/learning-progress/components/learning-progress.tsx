// The parent's progress view of one child: this week (minutes, a bar per day, stars), the Free plan's one lesson a
// day, each subject's skill map with what is going well and what to practise next, and the learning settings. A
// child who has not begun gets an empty state that says how to start, with the settings still there.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChildLearningReport } from '#shared/tutor/learn-api';
import { ErrorBanner, InfoBanner } from '#web/components/banner';
import { DashboardCard } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { Icon } from '#web/components/icons';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatNumber, formatScreenTime } from '#web/lib/format';
import { useLearningReport } from '../api/learning-report';
import { LearningSettings } from './learning-settings';
import { SkillMap } from './skill-map';
import { minutesOf, WeekChart } from './week-chart';

type Subject = ChildLearningReport['subjects'][number];

/** Whether the child has begun: any skill met, or any learning time this week. */
const hasStarted = (report: ChildLearningReport) =>
  report.weekSeconds > 0 ||
  report.subjects.some(
    (subject) => subject.stars > 0 || subject.skills.some((skill) => skill.status !== 'not_started'),
  );

function TitleList({ heading, titles }: { heading: string; titles: readonly string[] }) {
  const { t } = useTranslation('learning-progress');
  return (
    <div>
      <h3 className="font-bold text-stone-900">{heading}</h3>
      {titles.length === 0 ? (
        <p className="text-sm text-stone-600">{t('subject.nothingYet')}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-0.5 ps-5">
          {titles.map((title) => (
            <li key={title} dir="auto">
              {title}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SubjectCard({ subject, childName }: { subject: Subject; childName: string }) {
  const { t } = useTranslation('learning-progress');
  const name = t(`subjects.${subject.subject}`);
  return (
    <DashboardCard title={name} headingId={`learning-${subject.subject}-heading`}>
      <div className="space-y-4">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-stone-800">
          <span>
            {t('subject.mastered', {
              mastered: formatNumber(subject.mastered),
              total: formatNumber(subject.skills.length),
            })}
          </span>
          <span>
            <span aria-hidden="true">★ </span>
            {t('subject.stars', { stars: formatNumber(subject.stars) })}
          </span>
          {subject.dueReviews > 0 ? (
            <span>{t('subject.dueReviews', { count: formatNumber(subject.dueReviews) })}</span>
          ) : null}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TitleList heading={t('subject.goingWell')} titles={subject.goingWell} />
          <TitleList heading={t('subject.practiseNext')} titles={subject.practiseNext} />
        </div>
        <div className="space-y-2">
          <h3 id={`learning-${subject.subject}-map`} className="font-bold text-stone-900">
            {t('subject.map')}
          </h3>
          <SkillMap
            skills={subject.skills}
            subjectName={name}
            childName={childName}
            headingId={`learning-${subject.subject}-map`}
          />
        </div>
      </div>
    </DashboardCard>
  );
}

export function LearningProgress({
  report,
  childName,
  askQamar,
}: {
  report: ChildLearningReport;
  childName: string;
  /** Whether Ask Qamar is on for this child: then the page links to its chats. */
  askQamar: boolean;
}) {
  const { t } = useTranslation('learning-progress');
  const started = hasStarted(report);
  const stars = report.subjects.reduce((sum, subject) => sum + subject.stars, 0);
  return (
    <>
      <DashboardCard title={t('title', { name: childName })} headingId="learning-heading">
        <div className="space-y-4">
          <p>{t('lead', { name: childName })}</p>
          {report.lessonsPerDay !== null ? (
            <InfoBanner>
              {t('free.note', { name: childName })}{' '}
              <Link to="/upgrade" className="font-bold underline underline-offset-2">
                {t('free.upgrade')}
              </Link>
            </InfoBanner>
          ) : null}
          {started ? (
            <>
              <h3 className="text-lg font-bold text-stone-900">{t('week.heading')}</h3>
              <p className="flex flex-wrap gap-x-4 gap-y-1 font-semibold text-stone-900">
                <span>{t('week.total', { time: formatScreenTime(minutesOf(report.weekSeconds)) })}</span>
                <span>
                  <span aria-hidden="true">★ </span>
                  {t('week.stars', { stars: formatNumber(stars) })}
                </span>
              </p>
              {report.weekSeconds > 0 ? (
                <WeekChart days={report.days} />
              ) : (
                <p className="text-stone-600">{t('week.nothing')}</p>
              )}
            </>
          ) : (
            <div className="flex items-start gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-teal-100 text-teal-800">
                <Icon name="tutor" className="size-6" />
              </span>
              <div>
                <h3 className="font-bold text-stone-900">{t('empty.title')}</h3>
                <p className="mt-1">{t('empty.text', { name: childName })}</p>
              </div>
            </div>
          )}
          {askQamar ? (
            <p>
              <Link
                to={`/dashboard/parent/children/${encodeURIComponent(report.childId)}/ask-qamar`}
                className={TEXT_LINK}
              >
                {t('askQamar.link', { name: childName })}
              </Link>
            </p>
          ) : null}
        </div>
      </DashboardCard>
      {started
        ? report.subjects.map((subject) => (
            <SubjectCard key={subject.subject} subject={subject} childName={childName} />
          ))
        : null}
      <DashboardCard title={t('settings.heading')} headingId="learning-settings-heading">
        <LearningSettings report={report} childName={childName} />
      </DashboardCard>
    </>
  );
}

/** The report read for the child, then the view; loading and a refusal (another family's child: 404) shown plainly. */
export function ChildLearning({
  childId,
  childName,
  askQamar,
}: {
  childId: string;
  childName: string;
  askQamar: boolean;
}) {
  const report = useLearningReport(childId);
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorBanner>{errorMessage(report.error)}</ErrorBanner>;
  return <LearningProgress report={report.data} childName={childName} askQamar={askQamar} />;
}
