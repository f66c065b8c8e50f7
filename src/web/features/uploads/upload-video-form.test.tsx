// The file form a creator uses beside the link form: nobody's audience is assumed (the age range waits for a
// choice), and it has the link form's optional publish time.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { UploadVideoForm } from './components/upload-video-form';

describe('UploadVideoForm', () => {
  it('assumes no age range (a required choice) and offers an optional publish time', async () => {
    stubApi({ 'GET /api/uploads/availability': ok({ available: true }) });
    const { user } = renderWithProviders(<UploadVideoForm />);
    const age = screen.getByRole('combobox', { name: 'Age range' });
    expect(age).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose an age range' })).toBeInTheDocument();
    const publishAt = screen.getByLabelText('Publish date and time (optional)');
    expect(publishAt).toHaveAttribute('type', 'datetime-local');
    expect(publishAt).toHaveAccessibleDescription(/Our moderators still review the video first/);
    expect(age).toBeRequired();
    await user.selectOptions(age, '6-8 years');
    expect(age).toHaveValue('2');
  });
});
