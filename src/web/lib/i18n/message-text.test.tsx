// Shared and server messages in the active language: by exact English text, by template, by error code.
import { afterEach, describe, expect, it } from 'vitest';
import { deviceLimitMessage } from '#shared/child-mode';
import { UNKNOWN_CREATOR_NAME } from '#shared/fallback-names';
import { MESSAGES } from '#shared/messages';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from '#web/lib/api-client';
import { localeTexts } from '#web/test/locale-texts';
import { i18n, initI18n } from './i18n';
import { messageText, nameText, serverMessageText } from './message-text';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('messageText in English', () => {
  it('keeps every English text as it is', () => {
    expect(messageText(PIPELINE_MESSAGES.titleRequired)).toBe('Title is required');
    expect(messageText(MESSAGES.errorLoadingContent('boom'))).toBe('Error loading content: boom');
    expect(messageText('Some text nobody knows')).toBe('Some text nobody knows');
    expect(serverMessageText('CONFLICT', deviceLimitMessage(5))).toBe(deviceLimitMessage(5));
    expect(errorMessage(new ApiError(500, 'INTERNAL', 'Database exploded'))).toBe('Database exploded');
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});

describe('messageText in Arabic', () => {
  const switchToArabic = () => initI18n('ar', localeTexts('ar'));

  it('translates known texts and messages built with values', () => {
    switchToArabic();
    expect(messageText(PIPELINE_MESSAGES.titleRequired)).toBe('العنوان مطلوب');
    expect(messageText(MESSAGES.errorLoadingContent('boom'))).toBe('خطأ في تحميل المحتوى: boom');
    expect(messageText(deviceLimitMessage(5))).toContain('5');
    expect(messageText(deviceLimitMessage(5))).not.toContain('Your plan');
    // A reason inside a message is translated too when we word it.
    expect(
      messageText(PIPELINE_MESSAGES.syncFailedBecause(PIPELINE_MESSAGES.youtubeUnreachable('ECONNREFUSED'))),
    ).toBe('فشلت المزامنة: تعذّر الوصول إلى YouTube (ECONNREFUSED)');
    expect(errorMessage(new ApiError(0, 'UNAVAILABLE', NETWORK_ERROR_MESSAGE))).toBe(
      'تعذّر الوصول إلى الخادم. تحقق من اتصالك ثم حاول مرة أخرى.',
    );
  });

  it('falls back to the code, then to the English text', () => {
    switchToArabic();
    expect(serverMessageText('NOT_FOUND', 'Widget 42 is gone')).toBe('لم نعثر على ما تبحث عنه.');
    expect(serverMessageText(undefined, 'Widget 42 is gone')).toBe('Widget 42 is gone');
  });
});

describe('nameText', () => {
  it('translates the fallback creator name with the first-load texts alone, as a server drawing has them', async () => {
    const { errors: _errors, ...firstLoad } = localeTexts('ur');
    i18n.removeResourceBundle('ur', 'errors');
    initI18n('ur', firstLoad);
    expect(i18n.hasResourceBundle('ur', 'errors')).toBe(false);
    expect(nameText(UNKNOWN_CREATOR_NAME)).toBe('نامعلوم تخلیق کار');
  });

  it("shows the server's fallback creator name in the active language, real names as written", () => {
    expect(nameText(UNKNOWN_CREATOR_NAME)).toBe('Unknown creator');
    initI18n('ar', localeTexts('ar'));
    expect(nameText(UNKNOWN_CREATOR_NAME)).toBe('صانع محتوى غير معروف');
    expect(nameText('Noor Studio')).toBe('Noor Studio');
    // A real name that happens to be a known message stays a name.
    expect(nameText(MESSAGES.loading)).toBe(MESSAGES.loading);
  });
});
