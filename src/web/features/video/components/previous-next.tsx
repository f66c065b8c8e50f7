// Previous returns to the video watched before this one (disabled when there is none); Next opens a random other one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/button';
import { errorMessage } from '#web/lib/api-client';
import { getNextVideo } from '../api/get-next';

export type VideoLinkState = { previousVideoId?: string } | null;

export function PreviousNext({ videoId }: { videoId: string }) {
  const { t } = useTranslation('video');
  const navigate = useNavigate();
  const location = useLocation();
  const previousId = (location.state as VideoLinkState)?.previousVideoId;
  const [busy, setBusy] = useState(false);
  // 'noOtherVideo' is said in the active language when shown; any other problem is the server's message.
  const [problem, setProblem] = useState<'noOtherVideo' | { message: string } | null>(null);

  const next = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { id } = await getNextVideo(videoId);
      if (id) navigate(`/video/${id}`, { state: { previousVideoId: videoId } });
      else setProblem('noOtherVideo');
    } catch (error) {
      setProblem({ message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <nav aria-label={t('previousNext.label')} className="flex flex-col items-stretch gap-1">
      <div className="flex justify-between gap-2">
        <Button variant="secondary" disabled={!previousId} onClick={() => navigate(-1)}>
          {/* ‹ and › are mirrored characters: a right-to-left page draws them pointing the other way by itself. */}
          <span aria-hidden="true">‹</span> {t('previousNext.previous')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void next()}>
          {t('previousNext.next')} <span aria-hidden="true">›</span>
        </Button>
      </div>
      {problem ? (
        <p role="status" className="text-end text-sm text-stone-700">
          {problem === 'noOtherVideo' ? t('previousNext.noOtherVideo') : problem.message}
        </p>
      ) : null}
    </nav>
  );
}
