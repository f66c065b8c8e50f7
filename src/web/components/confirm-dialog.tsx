// A dialog that asks before something that cannot be undone from the page (delete, withdraw): a sentence naming the
// item, the server's message if it refused, the red confirming button and Cancel. The caller gives the texts.

import { ErrorBanner } from './banner';
import { Button } from './button';
import { Modal } from './modal';

export function ConfirmDialog({
  title,
  body,
  confirm,
  cancel,
  onConfirm,
  onClose,
  pending,
  error,
}: {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  /** Already translated (messageText of the server's message), or null. */
  error: string | null;
}) {
  return (
    <Modal title={title} open onClose={onClose}>
      <p>{body}</p>
      {error ? (
        <div className="mt-3">
          <ErrorBanner>{error}</ErrorBanner>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onConfirm} disabled={pending} className="bg-red-700 hover:bg-red-800">
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {cancel}
        </Button>
      </div>
    </Modal>
  );
}
