// Instagram (story, reel) and TikTok through their official embed scripts, loaded on demand; the script turns our
// blockquote into its player 500 ms after it has loaded, or the player says it failed with a way to try again.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/domain';
import { Button } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { loadInstagramScript, loadTikTokScript } from '../lib/embed-scripts';

export type SocialEmbedSource =
  | { kind: 'instagram'; permalink: string }
  | { kind: 'tiktok'; videoId: string; username: string | null };

const SOURCE_NAMES = { instagram: 'Instagram', tiktok: 'TikTok' } as const;

/** Built outside React: the embed scripts replace these nodes, so React must never own them. */
function blockquoteFor(source: SocialEmbedSource, viewOnInstagram: string): HTMLElement {
  const quote = document.createElement('blockquote');
  const link = document.createElement('a');
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  if (source.kind === 'instagram') {
    quote.className = 'instagram-media';
    quote.dataset.instgrmPermalink = source.permalink;
    quote.dataset.instgrmVersion = '14';
    link.href = source.permalink;
    link.textContent = viewOnInstagram;
  } else {
    const user = source.username ? `@${source.username}` : '@tiktok';
    const cite = `https://www.tiktok.com/${encodeURIComponent(user)}/video/${encodeURIComponent(source.videoId)}`;
    quote.className = 'tiktok-embed';
    quote.cite = cite;
    quote.dataset.videoId = source.videoId;
    link.href = cite;
    link.textContent = user;
    const section = document.createElement('section');
    section.append(link);
    quote.append(section);
    return quote;
  }
  quote.append(link);
  return quote;
}

export function SocialEmbed({ source }: { source: SocialEmbedSource }) {
  const { t } = useTranslation('video');
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const sourceKey = source.kind === 'instagram' ? source.permalink : source.videoId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: sourceKey and attempt identify the embed; source is re-created each render.
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState('loading');
    element.replaceChildren(blockquoteFor(source, t('player.viewOnInstagram')));
    const load = source.kind === 'instagram' ? loadInstagramScript() : loadTikTokScript();
    load
      .then(() => {
        timer = setTimeout(() => {
          if (cancelled) return;
          if (source.kind === 'instagram') {
            if (!window.instgrm) {
              setState('error');
              return;
            }
            window.instgrm.Embeds.process();
          }
          setState('ready');
        }, LIMITS.embedWaitMs);
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      element.replaceChildren();
    };
  }, [sourceKey, attempt]);

  return (
    <div className="absolute inset-0 overflow-auto bg-white">
      <div ref={holder} className="flex min-h-full justify-center" hidden={state === 'error'} />
      {state === 'loading' ? (
        <div className="absolute inset-0 flex items-center justify-center bg-stone-950/60">
          <Spinner className="size-8 text-white" />
          <span className="sr-only">{t('player.loadingEmbed', { network: SOURCE_NAMES[source.kind] })}</span>
        </div>
      ) : null}
      {state === 'error' ? (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-stone-950 p-6 text-center text-white"
        >
          <p className="text-lg font-semibold">
            {t('player.embedFailed', { network: SOURCE_NAMES[source.kind] })}
          </p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('player.tryAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
