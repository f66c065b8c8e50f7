import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type ChildValuesFilter, presetFilter } from '#shared/content-values';
import { renderWithProviders } from '#web/test/render';
import { ValuesFilterFields } from './values-filter-fields';

function Harness({
  initial,
  musicAllowed = true,
  seen,
}: {
  initial: ChildValuesFilter;
  musicAllowed?: boolean;
  seen: ChildValuesFilter[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <ValuesFilterFields
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      name="Amina"
      musicAllowed={musicAllowed}
    />
  );
}

describe('ValuesFilterFields', () => {
  it('offers the three presets and Custom, and says what the chosen one hides', async () => {
    const user = userEvent.setup();
    const seen: ChildValuesFilter[] = [];
    renderWithProviders(<Harness initial={presetFilter('open')} seen={seen} />);
    expect(screen.getByRole('radio', { name: /^Open/ })).toBeChecked();
    expect(screen.getByText('This hides nothing on these questions.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /^Very careful/ }));
    expect(seen.at(-1)).toEqual(presetFilter('strict'));
    expect(screen.getByText('Hidden from Amina:')).toBeVisible();
    expect(screen.getByText('Drums and instruments (voice-only nasheeds stay)')).toBeVisible();
    expect(screen.getByText('Animated faces')).toBeVisible();
    // The questions belong to Custom only.
    expect(screen.queryByRole('group', { name: 'What music may Amina hear?' })).toBeNull();
  });

  it('Custom keeps the levels in force and asks one question per axis', async () => {
    const user = userEvent.setup();
    const seen: ChildValuesFilter[] = [];
    renderWithProviders(<Harness initial={presetFilter('moderate')} seen={seen} />);
    await user.click(screen.getByRole('radio', { name: /^Custom/ }));
    expect(seen.at(-1)).toEqual({ ...presetFilter('moderate'), preset: 'custom' });

    const music = screen.getByRole('group', { name: 'What music may Amina hear?' });
    expect(music).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Voices and drums' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Voices only' }));
    expect(seen.at(-1)).toMatchObject({ preset: 'custom', music: 'voice', magic: 'none' });
    expect(screen.getByRole('group', { name: 'May Amina see mixed dancing?' })).toBeVisible();
  });

  it('with music switched off, fixes the music question at nothing and says why', async () => {
    const user = userEvent.setup();
    const seen: ChildValuesFilter[] = [];
    renderWithProviders(<Harness initial={presetFilter('open')} musicAllowed={false} seen={seen} />);
    const why =
      'Music is switched off for Amina in these settings, so no music plays whatever you choose here.';
    expect(screen.getByText(why)).toBeVisible();
    expect(screen.getByText('All music, even voice-only nasheeds')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /^Custom/ }));
    const nothing = screen.getByRole('radio', { name: 'Nothing' });
    expect(nothing).toBeChecked();
    expect(nothing).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Any music' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'What music may Amina hear?' })).toHaveAccessibleDescription(
      why,
    );
  });
});
