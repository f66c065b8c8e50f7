import { describe, expect, it } from 'vitest';
import { isBotUserAgent, shareLinks } from './engagement';
import { commentInputSchema, reportInputSchema } from './engagement.schema';
import { englishText } from './texts/english';

describe('isBotUserAgent', () => {
  it.each([
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  ])('counts a browser: %s', (ua) => {
    expect(isBotUserAgent(ua)).toBe(false);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1',
    'curl/8.5.0',
    'python-requests/2.32',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11) Chrome/131 Mobile Safari/537.36 Chrome-Lighthouse',
    '',
    null,
  ])('treats %s as a bot', (ua) => {
    expect(isBotUserAgent(ua)).toBe(true);
  });
});

describe('comment and report schemas', () => {
  it('trims comments, keeps newlines and drops control characters', () => {
    expect(commentInputSchema.parse({ text: '  Salaam\u0007\nfriends  ' }).text).toBe('Salaam\nfriends');
  });

  it('requires a reason from the list and details', () => {
    expect(reportInputSchema.safeParse({ reason: 'other', details: 'x' }).success).toBe(true);
    expect(
      englishText(reportInputSchema.safeParse({ reason: 'spam', details: 'x' }).error?.issues[0]?.message),
    ).toBe('Please choose a reason');
  });
});

describe('shareLinks', () => {
  it('offers two social networks that carry the video link', () => {
    const links = shareLinks('https://qamar.example/video/abc', 'Wudu & Salah');
    expect(links).toHaveLength(2);
    for (const link of links)
      expect(link.href).toContain(encodeURIComponent('https://qamar.example/video/abc'));
  });
});
