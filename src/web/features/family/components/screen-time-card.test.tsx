import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Child } from '#shared/children.schema';
import { type ScreenTimePeriod, type ScreenTimeSummary, summariseScreenTime } from '#shared/screen-time';
import { type ApiCall, ok, stubApi } from '#web/test/api-stub';
import { aChild } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { ScreenTimeCard } from './screen-time-card';

/** The server's answer, made by the same shared rule the server uses. */
function summary(
  period: ScreenTimePeriod,
  usedMinutes: number,
  lastActivity: Date | null = null,
  dailyLimitMinutes = 60,
): ScreenTimeSummary {
  return summariseScreenTime({ period, dailyLimitMinutes, usedSeconds: usedMinutes * 60, lastActivity });
}

function stubFamily(children: Child[], answer: (childId: string, period: string) => ScreenTimeSummary) {
  const routes: Parameters<typeof stubApi>[0] = { 'GET /api/children': ok(children) };
  for (const child of children) {
    routes[`GET /api/children/${child.id}/screen-time`] = (call: ApiCall) =>
      ok(answer(child.id, call.search.get('period') ?? ''));
  }
  return stubApi(routes);
}

/** The value the card tells the user, by the label next to it. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition').textContent ?? '';
}

function bar(): HTMLElement {
  return screen.getByRole('progressbar', { name: 'Screen time used' });
}

describe('ScreenTimeCard', () => {
  it('says there is nothing to track when the parent has no children', async () => {
    const api = stubFamily([], () => summary('today', 0));
    renderWithProviders(<ScreenTimeCard />);

    expect(await screen.findByText('No children added yet. Add a child to track screen time.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/children']);
  });

  it("shows the first child's day: percent used, remaining minutes, limit, used and 'No activity yet'", async () => {
    const amina = aChild({ name: 'Amina' });
    stubFamily([amina, aChild({ name: 'Yusuf' })], () => summary('today', 15));
    renderWithProviders(<ScreenTimeCard />);

    await screen.findByRole('progressbar');
    expect(screen.getByRole('combobox', { name: 'Child' })).toHaveDisplayValue('Amina');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Today');
    expect(bar()).toHaveAttribute('aria-valuetext', '25% used');
    expect(screen.getByText('25% used')).toBeVisible();
    expect(figure('Remaining')).toBe('45 min');
    expect(figure('Daily limit')).toBe('60 min');
    expect(figure('Time used')).toBe('15 min');
    expect(figure('Last activity')).toBe('No activity yet');
  });

  it.each([
    { used: 54, percent: 90, colour: 'green' },
    { used: 55, percent: 92, colour: 'yellow' },
    { used: 60, percent: 100, colour: 'yellow' },
    { used: 61, percent: 102, colour: 'red' },
  ])('colours the bar $colour at $percent %', async ({ used, percent, colour }) => {
    stubFamily([aChild()], () => summary('today', used));
    renderWithProviders(<ScreenTimeCard />);

    await screen.findByRole('progressbar');
    expect(bar()).toHaveAttribute('aria-valuetext', `${percent}% used`);
    const fill = bar().firstElementChild as HTMLElement;
    expect(fill).toHaveAttribute('data-colour', colour);
    expect(fill).toHaveClass(
      { red: 'bg-red-600', yellow: 'bg-amber-400', green: 'bg-emerald-600' }[colour] ?? '',
    );
  });

  it('caps the bar at full width past the limit and shows 0 minutes remaining', async () => {
    stubFamily([aChild()], () => summary('today', 75));
    renderWithProviders(<ScreenTimeCard />);

    await screen.findByRole('progressbar');
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('125% used')).toBeVisible();
    expect((bar().firstElementChild as HTMLElement).style.width).toBe('100%');
    expect(figure('Remaining')).toBe('0 min');
  });

  it('asks for the chosen child and period, and shows the last activity', async () => {
    const amina = aChild({ name: 'Amina' });
    const yusuf = aChild({ name: 'Yusuf', screenTimeLimit: 30 });
    const api = stubFamily([amina, yusuf], (childId, period) =>
      childId === yusuf.id
        ? summary(period as ScreenTimePeriod, 40, new Date('2026-03-02T16:45:00Z'), 30)
        : summary(period as ScreenTimePeriod, 10),
    );
    const { user } = renderWithProviders(<ScreenTimeCard />);
    await screen.findByRole('progressbar');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Child' }), 'Yusuf');
    expect(await screen.findByText('133% used')).toBeVisible();
    expect(figure('Daily limit')).toBe('30 min');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This week');
    // A week of 30-minute days is 210 minutes: 40 used leaves 170.
    expect(await screen.findByText('19% used')).toBeVisible();
    expect(figure('Remaining')).toBe('170 min');
    expect(figure('Last activity')).toMatch(/^2 Mar 2026, \d\d:\d\d$/);

    const asked = api.calls
      .filter((call) => call.path.endsWith('/screen-time'))
      .map((call) => `${call.path} ${call.search.get('period')}`);
    expect(asked).toEqual([
      `/api/children/${amina.id}/screen-time today`,
      `/api/children/${yusuf.id}/screen-time today`,
      `/api/children/${yusuf.id}/screen-time week`,
    ]);
  });
});
