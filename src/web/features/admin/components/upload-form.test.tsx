// The admin link form: language, age range, rating and music are chosen like on the file form, sent to
// the server and checked there; a 400's field message lands next to its field.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreatorSummary } from '#shared/moderation.schema';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { UploadForm } from './upload-form';

const creator: CreatorSummary = {
  id: '22222222-2222-4222-8222-222222222222',
  fullName: 'Amina Yusuf',
  email: null,
  youtubeChannelId: null,
  createdAt: '2026-11-01T10:00:00Z',
};

async function fillLink(view: ReturnType<typeof renderWithProviders>) {
  await view.user.selectOptions(await screen.findByLabelText('Creator profile'), creator.id);
  for (const [label, text] of [
    ['Title', 'Story of Yunus'],
    ['Description', 'The whale and the prayer'],
    ['YouTube URL', 'https://youtu.be/Upl0000000A'],
  ] as const) {
    await view.user.click(screen.getByLabelText(label));
    await view.user.paste(text);
  }
}

describe('UploadForm (links)', () => {
  it('sends the chosen language, age range, rating and music, then links to the preview', async () => {
    const api = stubApi({
      'GET /api/admin/creators': ok({ creators: [creator] }),
      'POST /api/admin/content/upload': ok({ id: '33333333-3333-4333-8333-333333333333' }, 201),
    });
    const view = renderWithProviders(<UploadForm />);
    await fillLink(view);
    await view.user.selectOptions(screen.getByLabelText('Language'), 'Arabic');
    await view.user.selectOptions(screen.getByLabelText('Age range'), '2');
    await view.user.selectOptions(screen.getByLabelText('Content rating'), 'PG');
    await view.user.click(screen.getByLabelText('Contains music'));
    await view.user.click(screen.getByRole('button', { name: 'Upload video' }));
    const link = await screen.findByRole('link', { name: 'Open the preview' });
    expect(link).toHaveAttribute('href', '/uploads/33333333-3333-4333-8333-333333333333');
    expect(api.callsTo('POST /api/admin/content/upload')[0]?.body).toMatchObject({
      creatorProfileId: creator.id,
      language: 'Arabic',
      ageRange: 2,
      contentRating: 'PG',
      hasMusic: true,
    });
  });

  it('turns what is typed in the tag box into tags, on Enter and on a comma, once each, and sends them', async () => {
    const api = stubApi({
      'GET /api/admin/creators': ok({ creators: [creator] }),
      'POST /api/admin/content/upload': ok({ id: '33333333-3333-4333-8333-333333333333' }, 201),
    });
    const view = renderWithProviders(<UploadForm />);
    await fillLink(view);
    await view.user.selectOptions(screen.getByLabelText('Age range'), '2');
    const box = screen.getByLabelText('Tags (optional)');
    await view.user.type(box, 'Juz Amma{Enter}');
    await view.user.type(box, 'juz amma,Prayer,');
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Juz Amma'), expect.stringContaining('Prayer')]);
    expect(box).toHaveValue('');
    await view.user.click(screen.getByRole('button', { name: 'Upload video' }));
    await screen.findByRole('link', { name: 'Open the preview' });
    expect(api.callsTo('POST /api/admin/content/upload')[0]?.body).toMatchObject({
      tags: ['Juz Amma', 'Prayer'],
    });
  });

  it("shows the server's message next to the field it names", async () => {
    stubApi({
      'GET /api/admin/creators': ok({ creators: [creator] }),
      'POST /api/admin/content/upload': apiError(400, 'VALIDATION_FAILED', 'Please choose a language', [
        { path: 'language', message: 'Please choose a language' },
      ]),
    });
    const view = renderWithProviders(<UploadForm />);
    await fillLink(view);
    await view.user.selectOptions(screen.getByLabelText('Age range'), '1');
    await view.user.click(screen.getByRole('button', { name: 'Upload video' }));
    const language = screen.getByLabelText('Language');
    await expect.poll(() => language.getAttribute('aria-invalid')).toBe('true');
    expect(language).toHaveAccessibleDescription('Please choose a language');
  });

  it('assumes no age range: sending without one asks for it and sends nothing', async () => {
    const api = stubApi({ 'GET /api/admin/creators': ok({ creators: [creator] }) });
    const view = renderWithProviders(<UploadForm />);
    await fillLink(view);
    const age = screen.getByLabelText('Age range');
    expect(age).toHaveValue('');
    await view.user.click(screen.getByRole('button', { name: 'Upload video' }));
    await expect.poll(() => age.getAttribute('aria-invalid')).toBe('true');
    expect(age).toHaveAccessibleDescription('Please choose an age range');
    expect(api.callsTo('POST /api/admin/content/upload')).toHaveLength(0);
  });
});
