// Shared and server messages in the active language: by key and params, else the English as sent, else the code.
import { afterEach, describe, expect, it } from 'vitest';
import { deviceLimitMessage } from '#shared/child-mode';
import { createChildSchema, screenTimeLimitSchema } from '#shared/children.schema';
import { LIMITS } from '#shared/domain';
import { UNKNOWN_CREATOR_NAME } from '#shared/fallback-names';
import { MESSAGES } from '#shared/messages';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from '#web/lib/api-client';
import { fieldErrorsFromIssues } from '#web/lib/form-errors';
import { localeTexts } from '#web/test/locale-texts';
import { i18n, initI18n } from './i18n';
import { issueText, messageText, nameText, serverMessageText } from './message-text';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const limit = deviceLimitMessage(5);

describe('messageText in English', () => {
  it('says a key in the English of the catalog, with its params', () => {
    expect(messageText(PIPELINE_MESSAGES.titleRequired)).toBe('Title is required');
    expect(messageText(PIPELINE_MESSAGES.syncFailedBecause, { reason: 'boom' })).toBe('Sync failed: boom');
    expect(messageText(limit.key, limit.params)).toBe(
      'Your plan allows child mode on up to 5 devices at a time. Exit child mode on another device first.',
    );
    expect(messageText('Some text nobody knows')).toBe('Some text nobody knows');
    expect(errorMessage(new ApiError(500, 'INTERNAL', 'Database exploded'))).toBe('Database exploded');
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});

describe('messageText in Arabic', () => {
  const switchToArabic = () => initI18n('ar', localeTexts('ar'));

  it('translates keys with their params', () => {
    switchToArabic();
    expect(messageText(PIPELINE_MESSAGES.titleRequired)).toBe('العنوان مطلوب');
    expect(messageText(PIPELINE_MESSAGES.syncFailedBecause, { reason: 'boom' })).toBe('فشلت المزامنة: boom');
    expect(messageText(limit.key, limit.params)).toContain('5');
    expect(messageText(limit.key, limit.params)).not.toContain('Your plan');
    expect(
      errorMessage(new ApiError(0, 'UNAVAILABLE', NETWORK_ERROR_MESSAGE, { key: NETWORK_ERROR_MESSAGE })),
    ).toBe('تعذّر الوصول إلى الخادم. تحقق من اتصالك ثم حاول مرة أخرى.');
  });

  it('shows a server answer by its key and params, not by its English', () => {
    switchToArabic();
    const refused = new ApiError(409, 'CONFLICT', 'English the reader does not read', {
      key: limit.key,
      params: limit.params,
    });
    expect(errorMessage(refused)).toBe(messageText(limit.key, limit.params));
    expect(errorMessage(refused)).toContain('5');
  });

  it('falls back to the code without a key, then to the English text', () => {
    switchToArabic();
    expect(serverMessageText({ code: 'NOT_FOUND', message: 'Widget 42 is gone' })).toBe(
      'لم نعثر على ما تبحث عنه.',
    );
    expect(serverMessageText({ code: 'NOT_FOUND', message: 'Widget 42 is gone', key: 'noSuchKey' })).toBe(
      'لم نعثر على ما تبحث عنه.',
    );
    expect(serverMessageText({ code: undefined, message: 'Widget 42 is gone' })).toBe('Widget 42 is gone');
  });

  it("shows a shared schema's refusal in the browser with the bound it names", () => {
    switchToArabic();
    const tooShort = screenTimeLimitSchema.safeParse(
      LIMITS.screenTimeMinMinutes - LIMITS.screenTimeStepMinutes,
    );
    const bound = tooShort.error?.issues.find((issue) => issue.message === 'screenTimeAtLeast');
    expect(bound).toBeDefined();
    expect(issueText(bound ?? { message: '' })).toBe(
      `يجب ألا يقل وقت الشاشة عن ${LIMITS.screenTimeMinMinutes} دقيقة`,
    );
    const errors = fieldErrorsFromIssues(
      createChildSchema.safeParse({ name: '', dateOfBirth: '' }).error?.issues ?? [],
    );
    expect(errors.name).toBe(messageText('nameRequired'));
    expect(errors.name).not.toBe('Name is required');
  });
});

describe('nameText', () => {
  it('translates the fallback creator name with the common texts', () => {
    initI18n('ur', localeTexts('ur'));
    expect(nameText(UNKNOWN_CREATOR_NAME)).toBe('نامعلوم تخلیق کار');
  });

  it("shows the server's fallback creator name in the active language, real names as written", () => {
    expect(nameText(UNKNOWN_CREATOR_NAME)).toBe('Unknown creator');
    initI18n('ar', localeTexts('ar'));
    expect(nameText(UNKNOWN_CREATOR_NAME)).toBe('صانع محتوى غير معروف');
    expect(nameText('Noor Studio')).toBe('Noor Studio');
    // A real name that happens to be a known message stays a name.
    expect(nameText(MESSAGES.videoNotFound)).toBe(MESSAGES.videoNotFound);
  });
});
