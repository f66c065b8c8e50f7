// A modal dialog on the native <dialog> (focus stays inside, Escape closes); closes with the X button or a
// click on the backdrop, as the spec's admin modals do.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type ModalProps = {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for long forms. */
  wide?: boolean;
};

export function Modal({ title, open, onClose, children, wide = false }: ModalProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is a mouse shortcut; Escape and the X button close it by keyboard.
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] rounded-3xl bg-white p-0 shadow-xl backdrop:bg-stone-900/50 ${wide ? 'max-w-3xl' : 'max-w-lg'}`}
    >
      {open ? (
        <div className="max-h-[90dvh] overflow-y-auto p-5 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id={headingId} className="text-xl font-bold text-stone-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('modal.close')}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-stone-700 hover:bg-stone-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
