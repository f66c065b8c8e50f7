// A refusal on a page that loaded no messages (a route with `handle.messages: false`) still reads in the reader's
// language: the API client loads the messages before it throws.
import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '#shared/api-error';
import arErrors from '#shared/texts/ar/errors.json';
import { apiGet, errorMessage } from './api-client';
import { createI18n, setActiveI18nSource } from './i18n/i18n';
import { bundledTexts } from './i18n/texts.server';

afterEach(() => setActiveI18nSource(() => undefined));

const refused = () =>
  new Response(
    JSON.stringify({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many attempts',
        key: RATE_LIMITED_MESSAGE,
        requestId: 'r1',
      },
    }),
    { status: 429, headers: { 'Content-Type': 'application/json' } },
  );

describe('apiRequest', () => {
  it('has the messages in before a refusal is thrown', async () => {
    const texts = await createI18n('ar', { namespaces: ['common'], read: bundledTexts });
    setActiveI18nSource(() => texts);
    expect(texts.hasResourceBundle('ar', 'errors')).toBe(false);
    const error = await apiGet('/api/feed', { fetch: async () => refused() }).catch(
      (thrown: unknown) => thrown,
    );
    expect(texts.hasResourceBundle('ar', 'errors')).toBe(true);
    expect(errorMessage(error)).toBe(arErrors.messages.tooManyAttemptsWaitMinute);
  });
});
