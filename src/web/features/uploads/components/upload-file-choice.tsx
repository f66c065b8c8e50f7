// The submission form's "Upload a file" choice: creators switch between sharing a link (the form
// given as children) and uploading a video file. Other roles see the link form only.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/button';
import { useMe } from '#web/lib/session';
import { UploadVideoForm } from './upload-video-form';

export function UploadFileChoice({
  children,
  onCreated,
}: {
  children: ReactNode;
  onCreated?: (contentId: string) => void;
}) {
  const { t } = useTranslation('uploads');
  const me = useMe();
  const [fileMode, setFileMode] = useState(false);
  if (me.data?.user?.role !== 'creator') return children;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        <Button
          variant={fileMode ? 'secondary' : 'primary'}
          aria-pressed={fileMode}
          onClick={() => setFileMode(true)}
        >
          {t('source.uploadFile')}
        </Button>
        {fileMode ? (
          <Button variant="ghost" onClick={() => setFileMode(false)}>
            {t('source.useLink')}
          </Button>
        ) : null}
      </div>
      {fileMode ? <UploadVideoForm {...(onCreated ? { onCreated } : {})} /> : children}
    </div>
  );
}
