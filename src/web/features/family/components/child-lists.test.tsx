import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChildContentRules } from '#shared/child-content-rules';
import type { UpdateChildInput } from '#shared/children.schema';
import { ok, stubApi } from '#web/test/api-stub';
import { aChild } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { ChildLists } from './child-lists';
import { ChildSettingsForm } from './child-settings-form';

const VIDEO = '00000000-0000-4000-8000-0000000000a1';
const CREATOR = '00000000-0000-4000-8000-0000000000b2';

function rulesOf(childId: string, overrides: Partial<ChildContentRules> = {}): ChildContentRules {
  return {
    childId,
    approvedOnly: true,
    approvals: [
      {
        id: 'r1',
        kind: 'video',
        targetId: VIDEO,
        label: 'Ablution song',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    blocks: [
      {
        id: 'r2',
        kind: 'creator',
        targetId: CREATOR,
        label: 'Loud Drums',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    limits: { approvals: 2000, blocks: 500 },
    ...overrides,
  };
}

describe('ChildLists', () => {
  it('lists what is approved and blocked for the child, and removes or unblocks by kind and target', async () => {
    const user = userEvent.setup();
    const child = aChild({ name: 'Amina' });
    const api = stubApi({
      [`GET /api/children/${child.id}/content-rules`]: ok(rulesOf(child.id)),
      [`DELETE /api/children/${child.id}/approvals`]: ok(undefined, 204),
      [`DELETE /api/children/${child.id}/blocks`]: ok(undefined, 204),
    });
    renderWithProviders(<ChildLists child={child} />);

    expect(await screen.findByRole('heading', { name: 'Approved for Amina (1 of 2000)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Blocked for Amina (1 of 500)' })).toBeVisible();
    expect(screen.getByText('Ablution song')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Ablution song from what Amina may watch' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/children/${child.id}/approvals`)).toHaveLength(1));
    expect(api.callsTo(`DELETE /api/children/${child.id}/approvals`)[0]?.body).toEqual({
      kind: 'video',
      targetId: VIDEO,
    });
    await user.click(screen.getByRole('button', { name: 'Unblock Loud Drums for Amina' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/children/${child.id}/blocks`)).toHaveLength(1));
    expect(api.callsTo(`DELETE /api/children/${child.id}/blocks`)[0]?.body).toEqual({
      kind: 'creator',
      targetId: CREATOR,
    });
  });

  it('says so when nothing is approved or blocked', async () => {
    const child = aChild({ name: 'Yusuf' });
    stubApi({
      [`GET /api/children/${child.id}/content-rules`]: ok(rulesOf(child.id, { approvals: [], blocks: [] })),
    });
    renderWithProviders(<ChildLists child={child} />);
    expect(await screen.findByText('Nothing blocked.')).toBeVisible();
    expect(screen.getByText(/Nothing approved yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage collections' })).toHaveAttribute(
      'href',
      '/dashboard/parent/collections',
    );
  });
});

describe('ChildSettingsForm: approved content only', () => {
  it('shows the switch with its explanation and sends it turned on', async () => {
    const user = userEvent.setup();
    const child = aChild({ name: 'Amina', approvedOnly: false });
    const api = stubApi({
      [`PATCH /api/children/${child.id}`]: (call) => ok({ ...child, ...(call.body as UpdateChildInput) }),
      'GET /api/children': ok([child]),
    });
    renderWithProviders(<ChildSettingsForm child={child} />);
    const approvedOnly = screen.getByRole('checkbox', { name: 'Approved content only' });
    expect(approvedOnly).not.toBeChecked();
    expect(approvedOnly).toHaveAccessibleDescription(
      'Amina sees only the videos, creators and collections you approved. Blocked items stay hidden either way.',
    );
    await user.click(approvedOnly);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/children/${child.id}`)).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ approvedOnly: true });
  });
});
