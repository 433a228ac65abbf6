import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t';

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A modal confirmation (native <dialog>: focus stays inside, Escape cancels). It opens with the focus on
 * Cancel, the safe choice, and gives the focus back to what had it when it closes.
 */
export default function ConfirmDialog({ open, title, text, confirmLabel, busy, onConfirm, onClose }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id="confirm-dialog-title">{title}</h2>
      <p id="confirm-dialog-text">{text}</p>
      <div className="confirm-dialog-actions">
        <button ref={cancel} className="btn btn-outline" type="button" disabled={busy} onClick={onClose}>
          {t('admin_dialog_cancel')}
        </button>
        <button className="btn btn-danger" type="button" disabled={busy} onClick={onConfirm}>
          {busy ? t('admin_deleting') : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
