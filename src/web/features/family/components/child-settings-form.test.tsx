import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UpdateChildInput } from '#shared/children.schema';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { aChild } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { ChildSettingsForm } from './child-settings-form';

function languageSelect(): HTMLElement {
  return screen.getByRole('combobox', { name: 'Interface language' });
}

describe('ChildSettingsForm: the interface language', () => {
  it("Child Settings shows the child's language and sends a change, 'ar' and back to null", async () => {
    const user = userEvent.setup();
    const child = aChild({ name: 'Amina', interfaceLanguage: 'ur' });
    const api = stubApi({
      [`PATCH /api/children/${child.id}`]: (call) => ok({ ...child, ...(call.body as UpdateChildInput) }),
      'GET /api/children': ok([child]),
    });
    renderWithProviders(<ChildSettingsForm child={child} />);

    expect(languageSelect()).toHaveDisplayValue('اردو');
    await user.selectOptions(languageSelect(), 'ar');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/children/${child.id}`)).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ interfaceLanguage: 'ar' });

    await user.selectOptions(languageSelect(), 'Same as this device');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/children/${child.id}`)).toHaveLength(2));
    expect(api.callsTo(`PATCH /api/children/${child.id}`)[1]?.body).toMatchObject({
      interfaceLanguage: null,
    });
  });
});

describe('ChildSettingsForm: games', () => {
  it('shows whether games are allowed and sends the switch turned off', async () => {
    const user = userEvent.setup();
    const child = aChild({ name: 'Yusuf', gamesEnabled: true });
    const api = stubApi({
      [`PATCH /api/children/${child.id}`]: (call) => ok({ ...child, ...(call.body as UpdateChildInput) }),
      'GET /api/children': ok([child]),
    });
    renderWithProviders(<ChildSettingsForm child={child} />);

    const games = screen.getByRole('checkbox', { name: 'Games allowed in child mode' });
    expect(games).toBeChecked();
    expect(games).toHaveAccessibleDescription('Game time counts toward the daily screen time.');
    await user.click(games);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/children/${child.id}`)).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ gamesEnabled: false });
    expect(await screen.findByText('Settings saved.')).toBeVisible();
  });
});

describe('ChildSettingsForm: screen time & schedule', () => {
  it('sets school days, the weekend, bedtime, a weekly limit, the grace and autoplay in one section', async () => {
    const user = userEvent.setup();
    const child = aChild({ name: 'Amina', screenTimeLimit: 60 });
    const api = stubApi({
      [`PATCH /api/children/${child.id}`]: (call) => ok({ ...child, ...(call.body as UpdateChildInput) }),
      'GET /api/children': ok([child]),
    });
    renderWithProviders(<ChildSettingsForm child={child} />);

    await user.click(screen.getByText('Screen time & schedule'));
    const school = screen.getByRole('group', { name: 'School days (Monday to Friday)' });
    const weekend = screen.getByRole('group', { name: 'Weekend (Saturday and Sunday)' });
    await user.selectOptions(within(school).getByRole('combobox', { name: 'Screen time' }), '45');
    await user.selectOptions(within(weekend).getByRole('combobox', { name: 'Screen time' }), '120');
    await user.click(within(school).getByRole('checkbox', { name: 'Only between set hours (bedtime)' }));
    const until = within(school).getByLabelText(/Until/);
    await user.clear(until);
    await user.type(until, '19:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weekly limit' }), '600');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Let the current video finish' }), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Autoplay in child mode' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(api.callsTo(`PATCH /api/children/${child.id}`)).toHaveLength(1));
    const school7 = { from: '07:00', to: '19:30' };
    expect(api.calls[0]?.body).toMatchObject({
      screenTimeLimit: 60,
      dayLimits: [45, 45, 45, 45, 45, 120, 120],
      allowedWindows: [school7, school7, school7, school7, school7, null, null],
      weeklyLimit: 600,
      videoGraceMinutes: 10,
      autoplayVideos: 3,
    });
  });
});

describe("ChildSettingsForm: the child's picture and search", () => {
  it('shows the chosen picture and the search switch, and sends a new picture with search turned off', async () => {
    const user = userEvent.setup();
    const child = aChild({ name: 'Yusuf', avatar: 'kite', searchEnabled: true });
    const api = stubApi({
      [`PATCH /api/children/${child.id}`]: (call) => ok({ ...child, ...(call.body as UpdateChildInput) }),
      'GET /api/children': ok([child]),
    });
    renderWithProviders(<ChildSettingsForm child={child} />);

    const pictures = screen.getByRole('group', { name: 'Picture' });
    expect(pictures).toHaveAccessibleDescription('Your child finds their profile by this picture.');
    // Twelve drawings and "No picture", one chosen.
    expect(within(pictures).getAllByRole('radio')).toHaveLength(13);
    expect(within(pictures).getByRole('radio', { name: 'Kite' })).toBeChecked();
    const search = screen.getByRole('checkbox', { name: 'Search allowed in child mode' });
    expect(search).toBeChecked();
    expect(search).toHaveAccessibleDescription(
      'When off, there is no search box and only the video lists are shown.',
    );

    await user.click(within(pictures).getByRole('radio', { name: 'Pomegranate' }));
    await user.click(search);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/children/${child.id}`)).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ avatar: 'pomegranate', searchEnabled: false });

    await user.click(within(pictures).getByRole('radio', { name: 'No picture' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/children/${child.id}`)).toHaveLength(2));
    expect(api.callsTo(`PATCH /api/children/${child.id}`)[1]?.body).toMatchObject({ avatar: null });
  });

  it("places the server's refusal of a picture under the pictures", async () => {
    const user = userEvent.setup();
    const child = aChild({ name: 'Yusuf' });
    stubApi({
      [`PATCH /api/children/${child.id}`]: apiError(400, 'VALIDATION_FAILED', 'chooseOneChildPictures', [
        { path: 'avatar', message: 'Please choose one of the child pictures', key: 'chooseOneChildPictures' },
      ]),
    });
    renderWithProviders(<ChildSettingsForm child={child} />);
    await user.click(screen.getByRole('radio', { name: 'Sun' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const pictures = screen.getByRole('group', { name: 'Picture' });
    expect(await within(pictures).findByText('Please choose one of the child pictures')).toBeVisible();
  });
});

describe('ChildSettingsForm: values', () => {
  it('shows the child’s preset and sends Very careful', async () => {
    const user = userEvent.setup();
    const child = aChild({ name: 'Bilal', musicAllowed: true });
    const api = stubApi({
      [`PATCH /api/children/${child.id}`]: (call) => ok({ ...child, ...(call.body as UpdateChildInput) }),
      'GET /api/children': ok([child]),
    });
    renderWithProviders(<ChildSettingsForm child={child} />);

    // Two groups of choices on one page, each named for what it is about, and no choice named like one of the other's.
    const ratings = screen.getByRole('group', { name: 'Age ratings (content restriction level)' });
    const values = screen.getByRole('group', { name: 'Values: music, faces, magic, imagery, dancing' });
    const titles = (group: HTMLElement) =>
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.querySelector('span span')?.textContent ?? '');
    expect(titles(ratings)).toEqual(['Strict', 'Moderate', 'Lenient']);
    expect(titles(values)).toEqual(['Open', 'Careful', 'Very careful', 'Custom']);
    expect(within(values).getByRole('radio', { name: /^Open/ })).toBeChecked();
    await user.click(within(values).getByRole('radio', { name: /^Very careful/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/children/${child.id}`)).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({
      valuesFilter: { preset: 'strict', music: 'voice', faces: 'none' },
    });
    expect(await screen.findByText('Settings saved.')).toBeVisible();
  });
});
