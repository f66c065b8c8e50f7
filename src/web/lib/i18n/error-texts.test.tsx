// The error messages are not part of a page's first load (their own chunk): the first message a page shows asks for
// them, shows in English until they arrive, then in the reader's language, without a reload.
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages';
import { localeTexts } from '#web/test/locale-texts';
import { i18n, initI18n, loadErrorTexts } from './i18n';
import { messageText } from './message-text';

function NotFoundTitle() {
  useTranslation('common');
  return <h1>{messageText(MESSAGES.pageNotFound)}</h1>;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('error messages loaded after the first page', () => {
  it('a message shown before the messages are loaded asks for them, and reads in Arabic once they arrive', async () => {
    const { errors, ...withoutErrors } = localeTexts('ar');
    const arabic = ((errors?.messages ?? {}) as Record<string, string>)[MESSAGES.pageNotFound];
    expect(typeof arabic).toBe('string');
    initI18n('ar', withoutErrors);
    i18n.removeResourceBundle('ar', 'errors');

    render(<NotFoundTitle />);
    expect(screen.getByRole('heading').textContent).toBe(MESSAGES.pageNotFound);
    // Nothing else loads them: the message's own lookup did.
    expect(await screen.findByRole('heading', { name: arabic })).toBeVisible();
    expect(i18n.hasResourceBundle('ar', 'errors')).toBe(true);
  });

  it('a message first shown in English is shown in Urdu once the messages arrive', async () => {
    const { errors, ...withoutErrors } = localeTexts('ur');
    const urdu = ((errors?.messages ?? {}) as Record<string, string>)[MESSAGES.pageNotFound];
    expect(typeof urdu).toBe('string');
    expect(urdu).not.toBe(MESSAGES.pageNotFound);
    initI18n('ur', withoutErrors);
    i18n.removeResourceBundle('ur', 'errors');

    render(<NotFoundTitle />);
    expect(screen.getByRole('heading').textContent).toBe(MESSAGES.pageNotFound);

    await loadErrorTexts();
    await screen.findByRole('heading', { name: urdu });
    expect(screen.getByRole('heading').textContent).toBe(urdu);
  });
});
