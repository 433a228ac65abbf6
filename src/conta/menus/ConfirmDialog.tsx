import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t';

type Props = {
  /** The question, as the dialog's title. */
  title: string;
  /** What happens, in one sentence. */
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation (the browser's <dialog>: focus stays inside, Escape cancels). Cancel has the focus first,
 * so a hurried Enter does not destroy anything.
 */
export default function ConfirmDialog({ title, text, confirmLabel, busy, onConfirm, onCancel }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
    cancel.current?.focus();
    return () => node?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="conta-dialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id="confirm-title">{title}</h2>
      <p id="confirm-text">{text}</p>
      <div className="conta-dialog-actions">
        <button ref={cancel} className="btn btn-secondary" type="button" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </button>
        <button className="btn btn-danger" type="button" onClick={onConfirm} disabled={busy}>
          {busy ? t('deleting') : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
