// Share: two social networks carrying this video's /video/{id} link, and copy link ('Copied!' for 2 s).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/domain';
import { shareLinks } from '#shared/engagement';
import { Button, buttonClasses } from '#web/components/button';
import { Modal } from '#web/components/modal';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (permissions, insecure origin): fall back to a selected text area.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** The page's address does not change while the panel is open. */
const noChanges = () => () => undefined;

export function SharePanel({
  open,
  onClose,
  videoId,
  title,
}: {
  open: boolean;
  onClose: () => void;
  videoId: string;
  title: string;
}) {
  const { t } = useTranslation('video');
  const [copied, setCopied] = useState(false);
  // The page's origin is the browser's to know: the server draws the path, hydration then adds the origin.
  const origin = useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => '',
  );
  const url = `${origin}/video/${videoId}`;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LIMITS.copiedMessageMs);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Modal open={open} title={t('share.title')} onClose={onClose}>
      <ul className="flex flex-col gap-2">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
            >
              {t('share.shareOn', { network: link.network })}
              <span className="sr-only"> {t('share.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center gap-2">
        <label className="sr-only" htmlFor={`share-url-${videoId}`}>
          {t('share.videoLink')}
        </label>
        <input
          id={`share-url-${videoId}`}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-stone-50 px-4 text-sm text-stone-800"
        />
        <Button onClick={() => void copyText(url).then((ok) => setCopied(ok))}>{t('share.copyLink')}</Button>
      </div>
      <p role="status" className="mt-2 h-5 text-sm font-semibold text-emerald-800">
        {copied ? t('notes.copied') : ''}
      </p>
    </Modal>
  );
}
