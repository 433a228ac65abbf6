import { useEffect, useId, useRef } from 'react';
import { useT } from '../../client/use-t';
import './confirm-dialog.css';

type Props = {
  /** Shows the dialog (it may also simply be mounted with `open` and unmounted to close). */
  open: boolean;
  /** The question, as the dialog's title. */
  title: string;
  /** What happens, in one sentence. */
  text: string;
  confirmLabel: string;
  busy?: boolean;
  /** The confirm button's text while busy ("Excluindo…" unless told). */
  busyLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Gives the focus back to what had it before the dialog opened, when that is still on the page. */
function restore(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
}

/**
 * A modal confirmation (the browser's <dialog>: focus stays inside, Escape cancels). It opens with the focus on
 * Cancel, so a hurried Enter destroys nothing, and gives the focus back to its opener when it closes.
 */
export default function ConfirmDialog({ open, title, text, confirmLabel, busy, busyLabel, onConfirm, onClose }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  // Ids of its own: a screen with two confirmations (refund the order, refund one payment) names each by its title.
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) {
      element.close();
      restore(opener.current);
    }
  }, [open]);

  // Unmounted while open (the screen dropped it): close it and hand the focus back all the same.
  useEffect(() => {
    const element = dialog.current;
    return () => {
      if (!element?.open) return;
      element.close();
      restore(opener.current);
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="confirm-dialog-actions">
        <button ref={cancel} className="btn btn-outline" type="button" disabled={busy} onClick={onClose}>
          {t('cancel')}
        </button>
        <button className="btn btn-danger" type="button" disabled={busy} onClick={onConfirm}>
          {busy ? (busyLabel ?? t('deleting')) : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
