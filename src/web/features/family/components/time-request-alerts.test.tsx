// The dashboard's waiting request says what a yes will do: at bedtime or in a prayer pause (the server's `opensNow`)
// it opens child mode now, and the answers say "now"; otherwise the answers are the plain four.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParentTimeRequest } from '#shared/time-requests';
import { ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { TimeRequestAlerts } from './time-request-alerts';

class QuietEventSource {
  addEventListener() {}
  close() {}
}

const request = (opensNow: boolean): ParentTimeRequest => ({
  id: '00000000-0000-4000-8000-000000000001',
  childId: '00000000-0000-4000-8000-000000000002',
  childName: 'Amina',
  from: opensNow ? 'sleep' : 'time_up',
  askedAt: new Date().toISOString(),
  state: 'pending',
  answer: null,
  answeredAt: null,
  opensNow,
});

beforeEach(() => {
  vi.stubGlobal('EventSource', QuietEventSource);
});

describe('TimeRequestAlerts', () => {
  it('says a yes opens child mode now while bedtime keeps it closed, and answers with "now"', async () => {
    const api = stubApi({
      'GET /api/parent/time-requests': ok([request(true)]),
      'POST /api/parent/time-requests/00000000-0000-4000-8000-000000000001/answer': ok({
        ...request(true),
        state: 'answered',
        answer: 'fifteen_minutes',
      }),
    });
    const { user } = renderWithProviders(<TimeRequestAlerts />);
    const answers = await screen.findByRole('group', { name: 'Answer Amina' });
    expect(
      screen.getByText(
        'Child mode is closed for Amina now (bedtime or a prayer pause): a yes opens it straight away, for the time you choose.',
      ),
    ).toBeVisible();
    expect(answers).toHaveTextContent('15 more minutes now');
    expect(answers).toHaveTextContent('1 more hour now');
    await user.click(screen.getByRole('button', { name: '15 more minutes now' }));
    expect(
      api.callsTo('POST /api/parent/time-requests/00000000-0000-4000-8000-000000000001/answer')[0]?.body,
    ).toEqual({ answer: 'fifteen_minutes' });
  });

  it("keeps the plain answers when a yes adds to the day's limit", async () => {
    stubApi({ 'GET /api/parent/time-requests': ok([request(false)]) });
    renderWithProviders(<TimeRequestAlerts />);
    expect(await screen.findByRole('button', { name: '15 minutes' })).toBeVisible();
    expect(screen.queryByText(/Child mode is closed for Amina now/)).toBeNull();
    expect(screen.queryByRole('button', { name: '15 more minutes now' })).toBeNull();
  });
});
