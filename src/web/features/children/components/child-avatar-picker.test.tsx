import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHILD_AVATARS } from '#shared/child-avatars';
import { ok, stubApi } from '#web/test/api-stub';
import { aChild } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { AddChildForm } from './add-child-form';

function sixYearsAgo(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 6);
  date.setUTCMonth(0, 15);
  return date.toISOString().slice(0, 10);
}

describe("the child's picture in the add-child form", () => {
  it('offers every drawing by name and none, one tab stop, arrows to move, and sends the choice', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/children': ok(aChild({ avatar: 'boat' }), 201) });
    renderWithProviders(<AddChildForm nameLabel="Name" submitLabel="Add child" />);

    const pictures = screen.getByRole('group', { name: 'Picture' });
    const radios = within(pictures).getAllByRole('radio');
    expect(radios).toHaveLength(CHILD_AVATARS.length + 1);
    expect(within(pictures).getByRole('radio', { name: 'No picture' })).toBeChecked();
    // Every drawing has its own words, and no two drawings share a name.
    const names = radios.map((radio) => radio.closest('label')?.textContent);
    expect(new Set(names).size).toBe(names.length);
    // The typed name's initial stands for "No picture".
    await user.type(screen.getByLabelText('Name'), 'Musa');
    const none = within(pictures).getByRole('radio', { name: 'No picture' }).closest('label');
    expect(none?.querySelector('[data-avatar="none"]')).toHaveTextContent('M');

    await user.click(within(pictures).getByRole('radio', { name: 'Boat' }));
    expect(within(pictures).getByRole('radio', { name: 'Boat' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(pictures).getByRole('radio', { name: 'Kite' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(within(pictures).getByRole('radio', { name: 'Boat' })).toBeChecked();

    await user.type(screen.getByLabelText('Date of birth'), sixYearsAgo());
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    await waitFor(() => expect(api.callsTo('POST /api/children')).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ name: 'Musa', avatar: 'boat' });
    // The form is emptied for the next child, the picture back to none.
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Picture' })).getByRole('radio', { name: 'No picture' }),
      ).toBeChecked(),
    );
  });
});
