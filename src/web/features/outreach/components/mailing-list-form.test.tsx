// The mailing-list form (spec §4): validation messages, 'Submitting...', the spec's thank-you, an error above the form.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTREACH_MESSAGES } from '#shared/outreach-messages';
import { i18n, initI18n } from '#web/lib/i18n/i18n';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { localeTexts } from '#web/test/locale-texts';
import { english } from '#web/test/messages';
import { renderWithProviders } from '#web/test/render';
import { MailingListForm } from './mailing-list-form';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('MailingListForm', () => {
  it('checks the address, then joins as a parent by default and thanks the visitor', async () => {
    const api = stubApi({
      'POST /api/waitlist': () => ok({ message: OUTREACH_MESSAGES.waitlistJoined }),
    });
    const { user } = renderWithProviders(<MailingListForm />);
    await user.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(await screen.findByText(english(OUTREACH_MESSAGES.emailRequired))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(await screen.findByText(english(OUTREACH_MESSAGES.emailInvalid))).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'Family@Example.test');
    await user.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(await screen.findByRole('status')).toHaveTextContent(english(OUTREACH_MESSAGES.waitlistJoined));
    expect(api.callsTo('POST /api/waitlist')[0]?.body).toMatchObject({
      email: 'family@example.test',
      userType: 'parent',
    });
  });

  it('sends the creator choice and shows a refusal above the form', async () => {
    stubApi({
      'POST /api/waitlist': apiError(
        429,
        'RATE_LIMITED',
        'Too many attempts. Please wait a minute and try again.',
      ),
    });
    const { user } = renderWithProviders(<MailingListForm />);
    await user.click(screen.getByRole('radio', { name: 'Creator' }));
    await user.type(screen.getByLabelText('Email address'), 'maker@example.test');
    await user.click(screen.getByRole('button', { name: 'Join the list' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts');
    const form = screen.getByRole('form');
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("shows the server's refusal in Arabic by its key, with its params", async () => {
    initI18n('ar', localeTexts('ar'));
    stubApi({
      'POST /api/waitlist': apiError(413, 'PAYLOAD_TOO_LARGE', 'bodyTooLarge', undefined, { size: '1 MB' }),
    });
    const { user } = renderWithProviders(<MailingListForm />);
    await user.type(screen.getByLabelText(i18n.t('outreach:mailingList.email')), 'maker@example.test');
    await user.click(screen.getByRole('button', { name: i18n.t('outreach:mailingList.submit') }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('محتوى الطلب أكبر من 1 MB');
    expect(alert).not.toHaveTextContent('The request body');
  });
});
