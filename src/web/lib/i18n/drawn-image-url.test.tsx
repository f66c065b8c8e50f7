// Drawn thumbnails are asked for in the active language; every other image URL is left alone.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drawnImageUrl, useDrawnImageUrl } from './drawn-image-url';
import { i18n, initI18n } from './i18n';

const thumb = '/api/media/thumbnails/0b7d4c1e-3f7a-4a53-9a86-6a1c2d3e4f50.svg';
const proxied = '/api/image-proxy?type=youtube-thumbnail&url=https%3A%2F%2Fi.ytimg.com%2Fvi%2Fabc%2F0.jpg';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('drawnImageUrl', () => {
  it('adds the language to our drawn thumbnails', () => {
    expect(drawnImageUrl(thumb, 'ar')).toBe(`${thumb}?lang=ar`);
    expect(drawnImageUrl(thumb, 'ms')).toBe(`${thumb}?lang=ms`);
    expect(drawnImageUrl(`${thumb}?lang=fr`, 'ur')).toBe(`${thumb}?lang=ur`);
  });

  it('leaves English, unknown languages and other URLs unchanged', () => {
    expect(drawnImageUrl(thumb, 'en')).toBe(thumb);
    expect(drawnImageUrl(`${thumb}?lang=ar`, 'en')).toBe(thumb);
    expect(drawnImageUrl(thumb, 'xx')).toBe(thumb);
    expect(drawnImageUrl(proxied, 'ar')).toBe(proxied);
    expect(drawnImageUrl('/api/media/avatar.svg?name=Noor%20Studio', 'ar')).toBe(
      '/api/media/avatar.svg?name=Noor%20Studio',
    );
    expect(drawnImageUrl('/uploads/t.jpg', 'ar')).toBe('/uploads/t.jpg');
    expect(drawnImageUrl('https://example.com/api/media/thumbnails/x.svg', 'ar')).toBe(
      'https://example.com/api/media/thumbnails/x.svg',
    );
  });
});

describe('useDrawnImageUrl', () => {
  it('follows the active language', async () => {
    initI18n('en', {});
    const { result, rerender } = renderHook(() => useDrawnImageUrl());
    expect(result.current(thumb)).toBe(thumb);
    await i18n.changeLanguage('ar');
    rerender();
    expect(result.current(thumb)).toBe(`${thumb}?lang=ar`);
  });
});
