// The preview's processing line: a video refused while transcoding (its stream broke a limit its header hid) says
// the spec's message, not nothing.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadState } from '#shared/uploads';
import { renderWithProviders } from '#web/test/render';
import { ProcessingStatus } from './components/processing-status';

const base: UploadState = {
  id: 'u1',
  status: 'processing',
  progress: 40,
  error: null,
  contentId: 'c1',
  durationSeconds: 5,
  width: 320,
  height: 240,
  attempts: 1,
};

describe('ProcessingStatus', () => {
  it('says why a video was refused while transcoding', async () => {
    renderWithProviders(
      <ProcessingStatus
        upload={{ ...base, status: 'invalid', error: 'Video duration exceeds 30 minutes' }}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Video duration exceeds 30 minutes');
  });
});
