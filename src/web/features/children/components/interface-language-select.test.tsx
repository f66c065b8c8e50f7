import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '#web/test/api-stub';
import { aChild } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { AddChildForm } from './add-child-form';

function languageSelect(): HTMLElement {
  return screen.getByRole('combobox', { name: 'Interface language' });
}

function sevenYearsAgo(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 7);
  date.setUTCMonth(0, 15);
  return date.toISOString().slice(0, 10);
}

describe('the child interface language select', () => {
  it("offers the device's language first, then each language named in itself, with a hint", () => {
    stubApi({});
    renderWithProviders(<AddChildForm nameLabel="Name" submitLabel="Add child" />);

    const select = languageSelect();
    expect(select).toHaveDisplayValue('Same as this device');
    expect(select).toHaveAccessibleDescription('The language of the screens in child mode.');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Same as this device',
      'English',
      'العربية',
      'اردو',
      'Français',
      'Türkçe',
      'Bahasa Melayu',
    ]);
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });

  it('adds a child with null (same as this device) by default, and with the chosen language', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/children': ok(aChild(), 201) });
    renderWithProviders(<AddChildForm nameLabel="Name" submitLabel="Add child" />);

    await user.type(screen.getByLabelText('Name'), 'Musa');
    await user.type(screen.getByLabelText('Date of birth'), sevenYearsAgo());
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    await waitFor(() => expect(api.callsTo('POST /api/children')).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({
      name: 'Musa',
      dateOfBirth: sevenYearsAgo(),
      interfaceLanguage: null,
      avatar: null,
    });

    // The form is emptied for the next child, the language back to the device's.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(languageSelect()).toHaveDisplayValue('Same as this device');
    await user.type(screen.getByLabelText('Name'), 'Safiya');
    await user.type(screen.getByLabelText('Date of birth'), sevenYearsAgo());
    await user.selectOptions(languageSelect(), 'العربية');
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    await waitFor(() => expect(api.callsTo('POST /api/children')).toHaveLength(2));
    expect(api.calls[1]?.body).toMatchObject({ name: 'Safiya', interfaceLanguage: 'ar' });
  });
});
