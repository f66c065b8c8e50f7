import { describe, expect, it } from 'vitest';
import { LOCALES, localeFromAcceptLanguage } from '#shared/locales';
import { composeMail, MAIL_TEXTS, type MailKind, mailLocale } from './mail-texts';

const KINDS: MailKind[] = [
  'verifyEmail',
  'resetPassword',
  'contentPublished',
  'contentRejected',
  'invitation',
  'timeRequest',
  'learningWeekly',
];
const placeholders = (text: string) => [...text.matchAll(/\{[a-z]+\}/g)].map((match) => match[0]).sort();

describe('the mail texts', () => {
  it.each(LOCALES)('%s has every mail, with the placeholders and blocks of the English one', (locale) => {
    for (const kind of KINDS) {
      const english = MAIL_TEXTS.en[kind];
      const translated = MAIL_TEXTS[locale][kind];
      expect(placeholders(translated.subject)).toEqual(placeholders(english.subject));
      expect(translated.blocks).toHaveLength(english.blocks.length);
      translated.blocks.forEach((block, index) => {
        expect(placeholders(block)).toEqual(placeholders(english.blocks[index] ?? ''));
      });
      if (locale !== 'en') expect(translated.subject).not.toBe(english.subject);
    }
    expect(MAIL_TEXTS[locale].noReason.length).toBeGreaterThan(0);
    for (const [key, english] of Object.entries(MAIL_TEXTS.en.learningWeeklyLines)) {
      const translated =
        MAIL_TEXTS[locale].learningWeeklyLines[key as keyof typeof MAIL_TEXTS.en.learningWeeklyLines];
      expect(placeholders(translated)).toEqual(placeholders(english));
      if (locale !== 'en') expect(translated).not.toBe(english);
    }
  });

  it('English is exactly the text the mails always had', () => {
    const url = 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Femail-verified';
    expect(composeMail('verifyEmail', 'en', { site: 'Qamar Kids', url }).text).toBe(
      `Assalamu alaikum,\n\nPlease confirm that this is your e-mail address for Qamar Kids by opening this link within 24 hours:\n\n${url}\n\nOnce it is confirmed you can review pending videos, vote and share videos. If you did not ask for this, ignore this e-mail.\n`,
    );
    const rejected = composeMail('contentRejected', 'en', {
      site: 'Qamar Kids',
      url: 'http://localhost:3000/dashboard/creator',
      name: 'Aisha',
      title: 'Wudu',
      reason: null,
    });
    expect(rejected.subject).toBe('“Wudu” was not approved');
    expect(rejected.text).toBe(
      'Assalamu alaikum Aisha,\n\nOur moderators did not approve your video “Wudu”.\n\nReason: No reason given\n\nYou can see your submissions and moderation messages at http://localhost:3000/dashboard/creator\n\nQamar Kids',
    );
  });

  it('Arabic and Urdu HTML is right to left with its lang; people’s words are escaped and isolated', () => {
    for (const locale of ['ar', 'ur'] as const) {
      const mail = composeMail('contentRejected', locale, {
        site: 'Qamar Kids',
        url: 'https://example.test/dashboard/creator?a=1&b=2',
        name: '<b>Omar</b>',
        title: 'Stories {url}',
        reason: 'Music & "drums"',
      });
      expect(mail.html).toContain(`<html lang="${locale}" dir="rtl">`);
      expect(mail.html).toContain('<bdi>&lt;b&gt;Omar&lt;/b&gt;</bdi>');
      expect(mail.html).toContain('<bdi>Stories {url}</bdi>');
      expect(mail.html).toContain('<bdi>Music &amp; &quot;drums&quot;</bdi>');
      expect(mail.html).toContain(
        '<a href="https://example.test/dashboard/creator?a=1&amp;b=2" dir="ltr">https://example.test/dashboard/creator?a=1&amp;b=2</a>',
      );
      // A value is filled in once: a title containing "{url}" stays as typed.
      expect(mail.text).toContain('Stories {url}');
    }
  });

  it('French punctuation gets its no-break spaces', () => {
    const mail = composeMail('contentPublished', 'fr', {
      site: 'Qamar Kids',
      url: 'https://example.test/video/1',
      name: 'Amine',
      title: 'Le Coran',
    });
    expect(mail.subject).toBe('«\u00a0Le Coran\u00a0» est maintenant en ligne sur Qamar Kids');
    expect(mail.text).toContain('ici\u00a0:\nhttps://example.test/video/1');
  });
});

describe('choosing the language of a mail', () => {
  it('reads Accept-Language by preference and keeps the first language we have', () => {
    expect(localeFromAcceptLanguage('de-DE,ar-EG;q=0.8,fr;q=0.9')).toBe('fr');
    expect(localeFromAcceptLanguage('ms-MY')).toBe('ms');
    expect(localeFromAcceptLanguage('tr;q=0,en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('the stored language wins, then the request, then English', () => {
    const request = { headers: new Headers({ 'Accept-Language': 'ur-PK' }) };
    expect(mailLocale('tr', request)).toBe('tr');
    expect(mailLocale(null, request)).toBe('ur');
    expect(mailLocale('xx', undefined)).toBe('en');
  });
});
