// The deletion dialog shows the server's refusal when Premium could not be cancelled (nothing was deleted).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '#shared/billing';
import { apiError, stubApi } from '#web/test/api-stub';
import { aMe } from '#web/test/fixtures';
import { english } from '#web/test/messages';
import { renderWithProviders } from '#web/test/render';
import { DeleteAccountSection } from './delete-account-section';

async function tryToDelete(labels: { open: string; confirm: string; password: string; submit: string }) {
  const { user } = renderWithProviders(<DeleteAccountSection me={aMe()} />);
  await user.click(screen.getByRole('button', { name: labels.open }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText(labels.confirm), 'DELETE');
  await user.type(within(dialog).getByLabelText(labels.password), 'correct-horse-battery-staple');
  await user.click(within(dialog).getByRole('button', { name: labels.submit }));
  return dialog;
}

describe('deleting an account whose Premium could not be cancelled', () => {
  it('says so and that the account was not deleted', async () => {
    const api = stubApi({
      'DELETE /api/me': apiError(503, 'UNAVAILABLE', BILLING_MESSAGES.cancelOnDeleteFailed),
    });
    const dialog = await tryToDelete({
      open: 'Delete account',
      confirm: 'Type DELETE to confirm',
      password: 'Password',
      submit: 'Delete account permanently',
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      english(BILLING_MESSAGES.cancelOnDeleteFailed),
    );
    expect(api.callsTo('DELETE /api/me')).toHaveLength(1);
  });
});
