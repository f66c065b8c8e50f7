// The studio's edit page: a published item's edit is sent as a revision and the page says the published
// version stays live; a waiting edit is shown, and can be taken back; the form checks fields like the server.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EditableVideo } from '#shared/creator-studio.schema';
import { type ApiRoutes, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { StudioEditPage } from './studio-edit-page';

const ID = '44444444-4444-4444-8444-444444444444';
const video: EditableVideo = {
  id: ID,
  title: 'Salah steps',
  status: 'published',
  fields: {
    title: 'Salah steps',
    description: 'How to pray, step by step',
    category: 'Islamic Stories & Manners',
    tags: ['Salah'],
    language: 'English',
    ageRange: 2,
    hasMusic: false,
  },
  pendingRevision: null,
};

const frame: ApiRoutes = {
  'GET /api/auth/get-session': ok(null),
  'GET /api/studio/messages': ok({ threads: [] }),
};

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/creator/videos/:id/edit" element={<StudioEditPage />} />
    </Routes>,
    { url: `/dashboard/creator/videos/${ID}/edit` },
  );
}

describe('StudioEditPage', () => {
  it('sends a published item’s edit for review and says the published version stays live', async () => {
    let current = video;
    const api = stubApi({
      ...frame,
      [`GET /api/studio/videos/${ID}/edit`]: () => ok(current),
      [`PUT /api/studio/videos/${ID}`]: () => {
        current = {
          ...video,
          fields: { ...video.fields, title: 'Salah steps, slower' },
          pendingRevision: { createdAt: '2026-11-20T10:00:00Z' },
        };
        return ok({ id: ID, revision: true });
      },
    });
    const view = renderPage();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Salah steps');
    expect(screen.getByText(/Your changes go to the moderators first/)).toBeInTheDocument();

    await view.user.clear(title);
    await view.user.click(screen.getByRole('button', { name: 'Send the edit for review' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/studio/videos/${ID}`)).toHaveLength(0);

    await view.user.click(title);
    await view.user.paste('Salah steps, slower');
    await view.user.selectOptions(screen.getByLabelText('Age range'), '3');
    await view.user.click(screen.getByRole('button', { name: 'Send the edit for review' }));
    expect(await screen.findByRole('button', { name: 'Withdraw the edit' })).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/studio/videos/${ID}`)[0]?.body).toMatchObject({
      title: 'Salah steps, slower',
      ageRange: 3,
      tags: ['Salah'],
    });
    expect(
      screen.getByText('Your edit is waiting for review. The published version stays live until then.'),
    ).toBeInTheDocument();
  });

  it('shows a waiting edit and takes it back', async () => {
    let current: EditableVideo = {
      ...video,
      fields: { ...video.fields, title: 'Salah steps, slower' },
      pendingRevision: { createdAt: '2026-11-20T10:00:00Z' },
    };
    const api = stubApi({
      ...frame,
      [`GET /api/studio/videos/${ID}/edit`]: () => ok(current),
      [`DELETE /api/studio/videos/${ID}/revision`]: () => {
        current = video;
        return ok(undefined, 204);
      },
    });
    const view = renderPage();
    expect(await screen.findByLabelText('Title')).toHaveValue('Salah steps, slower');
    await view.user.click(screen.getByRole('button', { name: 'Withdraw the edit' }));
    expect(
      await screen.findByText('Your edit is withdrawn. The published version stays as it is.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/studio/videos/${ID}/revision`)).toHaveLength(1);
    expect(await screen.findByLabelText('Title')).toHaveValue('Salah steps');
    expect(screen.queryByRole('button', { name: 'Withdraw the edit' })).toBeNull();
  });
});
