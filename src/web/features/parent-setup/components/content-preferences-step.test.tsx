// The wizard's content step: the categories and each child's values preset, saved together on Continue (only the
// children whose choice changed are sent).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Child, UpdateChildInput } from '#shared/children.schema';
import { CATEGORIES } from '#shared/domain';
import { useUpdateChildren } from '#web/features/children';
import { ok, stubApi } from '#web/test/api-stub';
import { aChild } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { ContentPreferencesStep } from './content-preferences-step';

function Step({ list, onDone }: { list: Child[]; onDone: () => void }) {
  const saveValues = useUpdateChildren();
  return (
    <ContentPreferencesStep
      draft={[...CATEGORIES]}
      onDraftChange={() => {}}
      list={list}
      saveValues={saveValues}
      onBack={() => {}}
      onDone={onDone}
    />
  );
}

describe('ContentPreferencesStep: values', () => {
  it('asks each child’s preset with the same cards and saves only the changed one', async () => {
    const user = userEvent.setup();
    const amina = aChild({ name: 'Amina' });
    const yusuf = aChild({ name: 'Yusuf' });
    const onDone = vi.fn();
    const api = stubApi({
      'PUT /api/parent/content-preferences': ok({}),
      [`PATCH /api/children/${amina.id}`]: (call) => ok({ ...amina, ...(call.body as UpdateChildInput) }),
      'GET /api/children': ok([amina, yusuf]),
    });
    renderWithProviders(<Step list={[amina, yusuf]} onDone={onDone} />);

    expect(screen.getByRole('heading', { name: 'Values for each child' })).toBeVisible();
    const [forAmina, forYusuf] = screen.getAllByRole('group', {
      name: 'Values: music, faces, magic, imagery, dancing',
    });
    expect(
      within(forYusuf as HTMLElement).getByText(
        'What Yusuf may see and hear. A video nobody has described yet counts as the stricter answer.',
      ),
    ).toBeVisible();
    await user.click(within(forAmina as HTMLElement).getByRole('radio', { name: /^Careful/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('PUT /api/parent/content-preferences')).toHaveLength(1);
    expect(api.callsTo(`PATCH /api/children/${amina.id}`)[0]?.body).toEqual({
      valuesFilter: {
        preset: 'moderate',
        music: 'percussion',
        faces: 'shown',
        magic: 'none',
        imagery: 'none',
        dancing: 'none',
      },
    });
    expect(api.calls.filter((call) => call.path === `/api/children/${yusuf.id}`)).toHaveLength(0);
  });
});
