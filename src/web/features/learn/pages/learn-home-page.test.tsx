// The child's Learn home over a stubbed server: the three subjects with their stars and skills, a path shown as a
// trail, today's lesson started (and opened) or carried on, Free's second lesson refused in the server's own words,
// what "learn first" still asks for, and a failed read with Try again; axe finds nothing.
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { LearnHome, LearnSubject, LessonView } from '#shared/tutor/learn-api';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { LearnHomePage } from './learn-home-page';

const subject = (name: LearnSubject['subject'], overrides: Partial<LearnSubject> = {}): LearnSubject => ({
  subject: name,
  band: 2,
  skills: [
    { id: `${name}.1`, title: `${name} first skill`, status: 'mastered', strength: 1 },
    { id: `${name}.2`, title: `${name} second skill`, status: 'learning', strength: 0.4 },
    { id: `${name}.3`, title: `${name} third skill`, status: 'not_started', strength: 0 },
  ],
  mastered: 1,
  stars: 12,
  dueReviews: 0,
  ...overrides,
});

const aHome = (overrides: Partial<LearnHome> = {}): LearnHome => ({
  subjects: [
    subject('arabic'),
    subject('maths', { stars: 1, dueReviews: 2 }),
    subject('english', { stars: 0 }),
  ],
  today: { lessonsStarted: 0, lessonsAllowed: 1, learnedSeconds: 0, openLesson: null },
  learnFirst: null,
  ...overrides,
});

const aLesson: LessonView = {
  id: '00000000-0000-4000-8000-0000000000b2',
  subject: 'maths',
  exercises: [],
  answers: [],
  stars: 0,
  finishedAt: null,
};

function show() {
  return renderWithProviders(<LearnHomePage />, { url: '/child/learn' });
}

describe('LearnHomePage', () => {
  it('shows each subject with its stars and skills, and its path as a trail', async () => {
    stubApi({ 'GET /api/child/learn': ok(aHome()) });
    const { user, container } = show();
    const maths = await screen.findByRole('article', { name: 'Maths' });
    expect(within(maths).getByText('1 star')).toBeVisible();
    expect(within(maths).getByText('1 of 3 skills learned')).toBeVisible();
    expect(within(maths).getByText('2 skills to practise again today')).toBeVisible();
    expect(within(maths).getByRole('progressbar', { name: 'Skills learned in Maths' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(screen.getByRole('article', { name: 'Arabic' })).toHaveTextContent('12 stars');

    await user.click(within(maths).getByRole('button', { name: 'See my path' }));
    const trail = within(maths).getByRole('list', { name: 'My Maths path' });
    const steps = within(trail).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'maths first skillLearned',
      'maths second skillLearning now',
      'maths third skillComing up',
    ]);
    expect(within(maths).getByRole('button', { name: 'Hide my path' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("starts today's lesson of a subject and opens it", async () => {
    const api = stubApi({
      'GET /api/child/learn': ok(aHome()),
      'POST /api/child/learn/lessons': ok(aLesson, 201),
    });
    const { user, location } = show();
    const maths = await screen.findByRole('article', { name: 'Maths' });
    await user.click(within(maths).getByRole('button', { name: /Start today.s lesson/ }));
    await waitFor(() => expect(location()).toBe(`/child/learn/lessons/${aLesson.id}`));
    expect(api.callsTo('POST /api/child/learn/lessons').map((call) => call.body)).toEqual([
      { subject: 'maths' },
    ]);
  });

  it('says kindly, in the server’s words, that today’s lesson is done', async () => {
    stubApi({
      'GET /api/child/learn': ok(
        aHome({ today: { lessonsStarted: 1, lessonsAllowed: 1, learnedSeconds: 420, openLesson: null } }),
      ),
      'POST /api/child/learn/lessons': apiError(
        403,
        'FORBIDDEN',
        "That's today's lesson! Come back tomorrow for another one.",
      ),
    });
    const { user } = show();
    expect(await screen.findByText('You learned for 7 minutes today. Well done!')).toBeVisible();
    const english = screen.getByRole('article', { name: 'English' });
    await user.click(within(english).getByRole('button', { name: /Start today.s lesson/ }));
    expect(
      await screen.findByText("That's today's lesson! Come back tomorrow for another one."),
    ).toBeVisible();
    for (const card of screen.getAllByRole('article'))
      expect(within(card).getByRole('button', { name: /Start today.s lesson/ })).toBeDisabled();
  });

  it('offers to carry on with the unfinished lesson, and says what learn first still asks', async () => {
    const api = stubApi({
      'GET /api/child/learn': ok(
        aHome({
          today: {
            lessonsStarted: 1,
            lessonsAllowed: null,
            learnedSeconds: 120,
            openLesson: { id: aLesson.id, subject: 'maths' },
          },
          learnFirst: { minutes: 15, learnedSeconds: 120, videosOpen: false },
        }),
      ),
      'POST /api/child/learn/lessons': ok(aLesson),
    });
    const { user, location } = show();
    expect(await screen.findByText('13 more minutes of learning open the videos.')).toBeVisible();
    expect(screen.getByText('Your Maths lesson is waiting for you.')).toBeVisible();
    const maths = screen.getByRole('article', { name: 'Maths' });
    await user.click(within(maths).getByRole('button', { name: 'Carry on' }));
    await waitFor(() => expect(location()).toBe(`/child/learn/lessons/${aLesson.id}`));
    expect(api.callsTo('POST /api/child/learn/lessons').map((call) => call.body)).toEqual([
      { subject: 'maths' },
    ]);
  });

  it('says what went wrong, and tries again', async () => {
    let reads = 0;
    stubApi({
      'GET /api/child/learn': () => {
        reads += 1;
        return reads === 1 ? apiError(500, 'INTERNAL', 'somethingWentWrongTryAgain') : ok(aHome());
      },
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Maths' })).toBeVisible();
  });
});
