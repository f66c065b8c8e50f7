// The profile screens' rich texts keep their English wording and their links.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { ChangeEmailForm } from './components/change-email-form';

describe('profile texts', () => {
  it('states the current e-mail address in one sentence with the address in bold', () => {
    renderWithProviders(<ChangeEmailForm currentEmail="amina@example.com" />);
    const address = screen.getByText('amina@example.com');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement).toHaveTextContent('Your e-mail address is amina@example.com.');
    expect(screen.getByLabelText('New email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeInTheDocument();
  });
});
