// A modal on the native <dialog>: focus is trapped and restored by the browser, Escape and the close button close it.
import { type ReactNode, useEffect, useId, useRef } from 'react';

export function ModalDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="m-auto w-[min(32rem,calc(100%-1.5rem))] rounded-3xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/60"
    >
      {open ? (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-extrabold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-mt-1 -mr-1 flex size-10 items-center justify-center rounded-full text-2xl leading-none text-stone-600 hover:bg-stone-100"
            >
              <span aria-hidden="true">×</span>
              <span className="sr-only">Close</span>
            </button>
          </div>
          <div className="mt-3">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
