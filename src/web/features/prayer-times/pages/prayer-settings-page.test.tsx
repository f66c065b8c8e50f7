import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRAYER_SETTINGS, findPrayerCity, type PrayerTimesView } from '#shared/prayer-times';
import { type ApiCall, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { PrayerTimesCard } from '../components/prayer-times-card';
import { PrayerSettingsPage } from './prayer-settings-page';

const empty: PrayerTimesView = {
  settings: { ...DEFAULT_PRAYER_SETTINGS, location: null },
  timeZone: 'Europe/London',
  day: '2026-06-01',
  today: [],
};

const london = findPrayerCity('london-gb');

/** The server's answer after a save in London (times as instants; the Fajr pause only). */
function savedInLondon(pauseMinutes: number): PrayerTimesView {
  if (!london) throw new Error('London is in the list');
  return {
    settings: {
      ...DEFAULT_PRAYER_SETTINGS,
      enabled: true,
      location: { kind: 'city', city: london },
      prayers: ['fajr'],
      pauseMinutes,
    },
    timeZone: 'Europe/London',
    day: '2026-06-01',
    today: [
      { prayer: 'fajr', at: '2026-06-01T01:50:00.000Z', pauseEndsAt: '2026-06-01T02:00:00.000Z' },
      { prayer: 'dhuhr', at: '2026-06-01T12:00:00.000Z', pauseEndsAt: null },
      { prayer: 'asr', at: '2026-06-01T16:10:00.000Z', pauseEndsAt: null },
      { prayer: 'maghrib', at: '2026-06-01T20:05:00.000Z', pauseEndsAt: null },
      { prayer: 'isha', at: '2026-06-01T21:45:00.000Z', pauseEndsAt: null },
    ],
  };
}

describe('PrayerSettingsPage', () => {
  it('finds a city, saves the chosen settings and shows today’s times on the family’s clock', async () => {
    let current = empty;
    const api = stubApi({
      'GET /api/parent/prayer-times': () => ok(current),
      'PUT /api/parent/prayer-times': (call: ApiCall) => {
        current = savedInLondon((call.body as { pauseMinutes: number }).pauseMinutes);
        return ok(current);
      },
    });
    const { user } = renderWithProviders(<PrayerSettingsPage />);

    await user.click(await screen.findByLabelText('Pause child mode at prayer times'));
    await user.type(screen.getByLabelText('Search for your city'), 'lond');
    await user.click(screen.getByRole('button', { name: 'London, United Kingdom' }));
    expect(screen.getByText('Chosen: London, United Kingdom')).toBeVisible();
    for (const prayer of ['Dhuhr', 'Asr', 'Maghrib', 'Isha']) await user.click(screen.getByLabelText(prayer));
    await user.selectOptions(screen.getByLabelText('Length of each pause'), '20');
    await user.click(screen.getByRole('button', { name: 'Save prayer settings' }));

    expect(await screen.findByText('Prayer settings saved.')).toBeVisible();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      enabled: true,
      location: { kind: 'city', cityId: 'london-gb' },
      method: 'MuslimWorldLeague',
      madhab: 'shafi',
      highLatitudeRule: 'recommended',
      prayers: ['fajr'],
      pauseMinutes: 20,
      countsAsScreenTime: false,
    });
    const today = await screen.findByRole('list', { name: "Today's prayer times" });
    const items = within(today).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    // 01:50 UTC is 02:50 on London's summer clock.
    expect(items[0]).toHaveTextContent('Fajr02:50Pause');
    expect(items[1]).toHaveTextContent('Dhuhr13:00No pause');
  });

  it('refuses to save without a place, or with coordinates out of range, and sends nothing', async () => {
    const api = stubApi({ 'GET /api/parent/prayer-times': ok(empty) });
    const { user } = renderWithProviders(<PrayerSettingsPage />);

    await user.click(await screen.findByLabelText('Pause child mode at prayer times'));
    await user.click(screen.getByRole('button', { name: 'Save prayer settings' }));
    expect(await screen.findByText('Choose a city or type in coordinates')).toBeVisible();

    await user.click(screen.getByLabelText('Type in coordinates'));
    await user.type(screen.getByLabelText('Latitude'), '-91');
    await user.type(screen.getByLabelText('Longitude'), '10');
    await user.click(screen.getByRole('button', { name: 'Save prayer settings' }));
    expect(await screen.findByText('Latitude must be a number from -90 to 90')).toBeVisible();
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe('PrayerTimesCard', () => {
  it('invites a parent without a place to set pauses up', async () => {
    stubApi({ 'GET /api/parent/prayer-times': ok(empty) });
    renderWithProviders(<PrayerTimesCard />);
    expect(await screen.findByRole('link', { name: 'Set up prayer pauses' })).toHaveAttribute(
      'href',
      '/dashboard/parent/prayer-times',
    );
  });

  it('says when pauses are off, with the times still shown', async () => {
    const off = savedInLondon(10);
    stubApi({
      'GET /api/parent/prayer-times': ok({ ...off, settings: { ...off.settings, enabled: false } }),
    });
    renderWithProviders(<PrayerTimesCard />);
    expect(await screen.findByText(/Prayer pauses are off/)).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
