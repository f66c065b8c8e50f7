// Our own files: MP4 plays directly; an HLS playlist (.m3u8) plays natively where the browser can, otherwise through
// hls.js, which is downloaded only for such a video (it is a separate chunk, never part of /feed).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/button';

export function isHlsSource(src: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(src);
}

export function FileVideo({ src, poster, title }: { src: string; poster: string; title: string }) {
  const { t } = useTranslation('video');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const hls = isHlsSource(src);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt remounts the <video> and must attach again.
  useEffect(() => {
    const element = video.current;
    if (!element || !hls || failed) return;
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      return;
    }
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const player = new Hls({ enableWorker: true });
        destroy = () => player.destroy();
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        player.loadSource(src);
        player.attachMedia(element);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src, hls, attempt, failed]);

  if (failed) {
    return (
      <div
        role="alert"
        className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center text-white"
      >
        <p className="text-lg font-semibold">{t('player.errorPlaying')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('player.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploads have no caption track yet; creators cannot supply one so far.
    <video
      ref={video}
      key={attempt}
      aria-label={title}
      translate="no"
      dir="auto"
      className="size-full bg-black object-contain"
      src={hls ? undefined : src}
      poster={poster}
      controls
      playsInline
      preload="metadata"
      onError={() => setFailed(true)}
    />
  );
}
