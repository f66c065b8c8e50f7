import { describe, expect, it } from 'vitest';
import { parseYouTubeVideoId, youTubeEmbedUrl } from './youtube-url';

describe('parseYouTubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch?v=a_b-C1d2E3f', 'a_b-C1d2E3f'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('accepts %s', (url, id) => {
    expect(parseYouTubeVideoId(url)).toBe(id);
  });

  it.each([
    [''],
    ['not a url'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQX'],
    ['https://www.youtube.com/watch?v=dQw4w9WgX$Q'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/channel/UC1234567890'],
    ['https://vimeo.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://evil.example/youtu.be/dQw4w9WgXcQ'],
    ['javascript:alert(1)'],
  ])('rejects %s', (url) => {
    expect(parseYouTubeVideoId(url)).toBeNull();
  });
});

describe('youTubeEmbedUrl', () => {
  it('uses the privacy-mode host', () => {
    expect(youTubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
