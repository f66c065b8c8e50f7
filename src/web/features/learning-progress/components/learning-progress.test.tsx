// The parent's progress view of one child: the skill map in words and icons, this week's minutes, the empty state of a
// child who has not begun, the Free plan's note, and the learning settings saving (and undoing a refused change).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChildLearningReport } from '#shared/tutor/learn-api';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { ChildLearning } from '../index';

const CHILD = 'child-1';
const REPORT_PATH = `GET /api/parent/children/${CHILD}/learning`;
const SETTINGS_PATH = `PUT /api/parent/children/${CHILD}/learning/settings`;

const WEEK = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

function report(overrides: Partial<ChildLearningReport> = {}): ChildLearningReport {
  return {
    childId: CHILD,
    weekSeconds: 25 * 60,
    days: WEEK.map((day, index) => ({ day, seconds: index === 0 ? 10 * 60 : index === 2 ? 15 * 60 : 0 })),
    subjects: [
      {
        subject: 'arabic',
        band: 1,
        skills: [
          { id: 'ar.letters.1', title: 'Letters: alif, ba, ta', status: 'mastered', strength: 0.97 },
          { id: 'ar.letters.2', title: 'Letters: tha, jim, ha', status: 'learning', strength: 0.5 },
          { id: 'ar.letters.3', title: 'Letters: kha, dal, dhal', status: 'not_started', strength: 0 },
          { id: 'ar.letters.4', title: 'Letters: ra, zay, sin', status: 'not_started', strength: 0 },
        ],
        mastered: 1,
        stars: 7,
        dueReviews: 1,
        goingWell: ['Letters: alif, ba, ta'],
        practiseNext: ['Letters: tha, jim, ha'],
      },
      {
        subject: 'maths',
        band: 1,
        skills: [{ id: 'm.count.5', title: 'Counting to 5', status: 'not_started', strength: 0 }],
        mastered: 0,
        stars: 0,
        dueReviews: 0,
        goingWell: [],
        practiseNext: ['Counting to 5'],
      },
      {
        subject: 'english',
        band: 1,
        skills: [{ id: 'en.gpc.1', title: 's a t p', status: 'mastered', strength: 0.96 }],
        mastered: 1,
        stars: 3,
        dueReviews: 0,
        goingWell: ['s a t p'],
        practiseNext: [],
      },
    ],
    learnFirstMinutes: 0,
    weeklyEmail: false,
    lessonsPerDay: null,
    ...overrides,
  };
}

const notStarted = (): ChildLearningReport =>
  report({
    weekSeconds: 0,
    days: WEEK.map((day) => ({ day, seconds: 0 })),
    subjects: report().subjects.map((subject) => ({
      ...subject,
      skills: subject.skills.map((skill) => ({ ...skill, status: 'not_started', strength: 0 })),
      mastered: 0,
      stars: 0,
      dueReviews: 0,
      goingWell: [],
      practiseNext: [],
    })),
  });

const draw = (askQamar = false) =>
  renderWithProviders(<ChildLearning childId={CHILD} childName="Maryam" askQamar={askQamar} />);

describe('ChildLearning', () => {
  it('maps each subject: mastered and learning skills in words, the skills to come folded under their count', async () => {
    stubApi({ [REPORT_PATH]: ok(report()) });
    draw();
    const arabic = await screen.findByRole('region', { name: 'Arabic' });
    const met = within(arabic).getByRole('list', { name: 'Skill map' });
    expect(
      within(met)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Letters: alif, ba, taMastered', 'Letters: tha, jim, haLearning']);
    expect(within(arabic).getByText('Skills still to come (2)')).toBeVisible();
    expect(within(arabic).getByText('Letters: kha, dal, dhal')).not.toBeVisible();
    expect(within(arabic).getByText('Letters: kha, dal, dhal').closest('li')).toHaveTextContent(
      'Not started yet',
    );
    expect(within(arabic).getByText('Mastered: 1 of 4 skills')).toBeVisible();
    expect(within(arabic).getByText('Stars: 7')).toBeVisible();
    expect(within(arabic).getByText('Reviews due today: 1')).toBeVisible();
    const goingWell = within(arabic).getByRole('heading', { name: 'Going well' }).parentElement;
    expect(goingWell).toHaveTextContent('Letters: alif, ba, ta');
    const next = within(arabic).getByRole('heading', { name: 'Practise next' }).parentElement;
    expect(next).toHaveTextContent('Letters: tha, jim, ha');
    // A subject not begun still shows its path and what to start with.
    const maths = screen.getByRole('region', { name: 'Maths' });
    expect(within(maths).getByRole('heading', { name: 'Going well' }).parentElement).toHaveTextContent(
      'Nothing yet.',
    );
  });

  it("shows this week's minutes, stars and a labelled bar per day", async () => {
    stubApi({ [REPORT_PATH]: ok(report()) });
    draw();
    expect(await screen.findByText('Learning time this week: 25 minutes')).toBeVisible();
    expect(screen.getByText('Stars earned: 10')).toBeVisible();
    const chart = screen.getByRole('figure', { name: 'Minutes of learning each day this week' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(7);
    expect(within(chart).getByText('Monday: 10 minutes')).toBeInTheDocument();
    expect(within(chart).getByText('Wednesday: 15 minutes')).toBeInTheDocument();
    expect(within(chart).getByText('Tuesday: 0 minutes')).toBeInTheDocument();
  });

  it('says how to start when the child has not learned yet, and keeps the settings', async () => {
    stubApi({ [REPORT_PATH]: ok(notStarted()) });
    draw();
    expect(
      await screen.findByText(
        'Maryam has not started learning yet. Hand over the device in child mode and open Learn.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Arabic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Learn first')).toBeVisible();
  });

  it("tells a Free family about the one lesson a day and links to /upgrade; Premium's page has no such note", async () => {
    stubApi({ [REPORT_PATH]: ok(report({ lessonsPerDay: 1 })) });
    const free = draw();
    expect(
      await screen.findByText(
        /On the Free plan, Maryam has one Tutor lesson a day, every subject together\./,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See what Premium adds' })).toHaveAttribute('href', '/upgrade');
    free.unmount();

    stubApi({ [REPORT_PATH]: ok(report({ lessonsPerDay: null })) });
    draw();
    await screen.findByText('Learning time this week: 25 minutes');
    expect(screen.queryByText(/On the Free plan/)).not.toBeInTheDocument();
  });

  it("links to Ask Qamar's chats only when the helper is on for the child", async () => {
    stubApi({ [REPORT_PATH]: ok(report()) });
    const off = draw(false);
    await screen.findByText('Learning time this week: 25 minutes');
    expect(screen.queryByRole('link', { name: /Ask Qamar/ })).not.toBeInTheDocument();
    off.unmount();
    draw(true);
    expect(await screen.findByRole('link', { name: "Read Maryam's chats with Ask Qamar" })).toHaveAttribute(
      'href',
      `/dashboard/parent/children/${CHILD}/ask-qamar`,
    );
  });
});

describe('LearningSettings', () => {
  it('offers off and the minutes of learning, says what learn first does, and saves a choice', async () => {
    const api = stubApi({
      [REPORT_PATH]: ok(report()),
      [SETTINGS_PATH]: ({ body }) =>
        ok(report({ learnFirstMinutes: (body as { learnFirstMinutes: number }).learnFirstMinutes })),
    });
    const { user } = draw();
    const select = await screen.findByLabelText('Learn first');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Off',
      '5 minutes of learning before videos',
      '10 minutes of learning before videos',
      '15 minutes of learning before videos',
      '20 minutes of learning before videos',
      '30 minutes of learning before videos',
      '45 minutes of learning before videos',
      '1 hour of learning before videos',
    ]);
    expect(select).toHaveAccessibleDescription(
      "When this is on, Maryam's videos stay locked each day until that many minutes of learning are done. Games are not locked.",
    );
    await user.selectOptions(select, '15');
    expect(await screen.findByText('Learn first saved.')).toBeVisible();
    expect(api.callsTo(SETTINGS_PATH).map((call) => call.body)).toEqual([{ learnFirstMinutes: 15 }]);
    expect(select).toHaveValue('15');
  });

  it('puts the choice back and shows the reason when the server refuses it', async () => {
    stubApi({
      [REPORT_PATH]: ok(report({ learnFirstMinutes: 10 })),
      [SETTINGS_PATH]: apiError(400, 'VALIDATION_FAILED', 'Learn first is between 0 and 60 minutes.'),
    });
    const { user } = draw();
    const select = await screen.findByLabelText('Learn first');
    expect(select).toHaveValue('10');
    await user.selectOptions(select, '30');
    expect(await screen.findByRole('alert')).toHaveTextContent('Learn first is between 0 and 60 minutes.');
    expect(select).toHaveValue('10');
    expect(screen.queryByText('Learn first saved.')).not.toBeInTheDocument();
  });

  it("turns the family's weekly e-mail on", async () => {
    const api = stubApi({
      [REPORT_PATH]: ok(report()),
      'PUT /api/parent/learning-email': ok({ weeklyEmail: true }),
    });
    const { user } = draw();
    const box = await screen.findByRole('checkbox', { name: 'Send me a weekly learning e-mail' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByText('Weekly e-mail saved.')).toBeVisible();
    expect(box).toBeChecked();
    expect(api.callsTo('PUT /api/parent/learning-email').map((call) => call.body)).toEqual([
      { weeklyEmail: true },
    ]);
  });

  it('puts the e-mail switch back when saving fails', async () => {
    stubApi({
      [REPORT_PATH]: ok(report({ weeklyEmail: true })),
      'PUT /api/parent/learning-email': apiError(503, 'UNAVAILABLE', 'somethingWentWrongTryAgain'),
    });
    const { user } = draw();
    const box = await screen.findByRole('checkbox', { name: 'Send me a weekly learning e-mail' });
    await user.click(box);
    await waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
    expect(box).toBeChecked();
  });
});
