// /tutor: a real page now. A visitor learns what the Tutor teaches, how a child uses it and each plan's part, and is
// invited to get started; a signed-in parent gets a card per child leading to that child's progress. Ask Qamar, which
// depends on the operator's set-up, is not promised on it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '#web/test/api-stub';
import { aChild, aMe } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { TutorRoutePage } from './tutor-page';

describe('the Tutor page', () => {
  it('tells a visitor what it teaches, how a child uses it and what each plan includes, then invites them in', async () => {
    stubApi({ 'GET /api/auth/get-session': ok(null) });
    renderWithProviders(<TutorRoutePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'The Tutor' })).toBeVisible();
    expect(screen.queryByText(/Coming Soon/i)).not.toBeInTheDocument();
    for (const subject of ['Arabic', 'Maths', 'English'])
      expect(screen.getByRole('heading', { level: 3, name: subject })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'On the TV too' })).toBeVisible();
    const plans = screen.getByRole('region', { name: 'In each plan' });
    expect(within(plans).getByText(/^1 Tutor lesson a day, every subject together/)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/onboarding?mode=parent',
    );
    expect(screen.queryByText(/Ask Qamar/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Your children's learning" })).not.toBeInTheDocument();
  });

  it("gives a parent a card per child that opens the child's progress page", async () => {
    const maryam = aChild({ name: 'Maryam' });
    const yusuf = aChild({ name: 'Yusuf' });
    stubApi({
      'GET /api/auth/get-session': ok({ session: {} }),
      'GET /api/me': ok(aMe()),
      'GET /api/children': ok([maryam, yusuf]),
    });
    renderWithProviders(<TutorRoutePage />);
    expect(await screen.findByRole('link', { name: /See Maryam's progress/ })).toHaveAttribute(
      'href',
      `/dashboard/parent/children/${maryam.id}/learning`,
    );
    expect(screen.getByRole('link', { name: /See Yusuf's progress/ })).toHaveAttribute(
      'href',
      `/dashboard/parent/children/${yusuf.id}/learning`,
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });
});
