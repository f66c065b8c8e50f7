// The "Upload a file" field before any byte is sent: the browser's own checks answer with the spec's messages,
// and a server without ffmpeg says uploads are unavailable.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, resetApiStub, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { VideoFileField } from './components/video-file-field';

afterEach(() => resetApiStub());

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Video file'), { target: { files: [file] } });
}

describe('VideoFileField', () => {
  it('refuses an empty file and a file that is no video, with the spec messages', async () => {
    stubApi({ 'GET /api/uploads/availability': ok({ available: true }) });
    renderWithProviders(<VideoFileField onUploaded={() => {}} />);
    choose(new File([], 'empty.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('File is empty')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    choose(new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText(
        'Invalid file type. Allowed types: video/mp4, video/quicktime, video/x-msvideo, video/webm',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a file over 100 MB before uploading', async () => {
    stubApi({ 'GET /api/uploads/availability': ok({ available: true }) });
    renderWithProviders(<VideoFileField onUploaded={() => {}} />);
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText('File size exceeds 100MB limit')).toBeInTheDocument();
  });

  it('says uploads are unavailable when the server has no ffmpeg', async () => {
    stubApi({ 'GET /api/uploads/availability': ok({ available: false }) });
    renderWithProviders(<VideoFileField onUploaded={() => {}} />);
    expect(await screen.findByText(/not available on this server yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Video file')).not.toBeInTheDocument();
  });
});
