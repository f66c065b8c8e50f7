// The image URLs catalog items carry: our own paths kept, allowlisted upstream hosts through the proxy, others dropped.
import { describe, expect, it } from 'vitest';
import { displayImageUrl, proxiedImageUrl } from './image-urls';

describe('image URLs the web receives', () => {
  it('keeps our own paths, proxies allowlisted hosts and falls back for anything else', () => {
    expect(displayImageUrl('youtube-thumbnail', null, '/fallback.svg')).toBe('/fallback.svg');
    expect(displayImageUrl('youtube-thumbnail', '/uploads/t.jpg', '/fallback.svg')).toBe('/uploads/t.jpg');
    expect(displayImageUrl('youtube-thumbnail', 'https://i.ytimg.com/vi/ok/0.jpg', '/f.svg')).toBe(
      proxiedImageUrl('youtube-thumbnail', 'https://i.ytimg.com/vi/ok/0.jpg'),
    );
    expect(displayImageUrl('ui-avatar', 'https://tracker.example/pixel.gif', '/f.svg')).toBe('/f.svg');
    expect(displayImageUrl('ui-avatar', '//evil.example/x.png', '/f.svg')).toBe('/f.svg');
  });
});
