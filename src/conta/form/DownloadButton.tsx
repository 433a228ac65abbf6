import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { downloadFile } from '../download-file';

type Props = {
  /** The endpoint that answers the file to the session. */
  path: string;
  /** The file's name when the answer gives none. */
  fallbackName: string;
  label: string;
  className?: string;
  disabled?: boolean;
  /** The id of the text that says why the button is disabled. */
  describedBy?: string;
};

/** A button that downloads a file answered to the session, busy meanwhile, and says how it went in a toast. */
export default function DownloadButton({ path, fallbackName, label, className = 'btn btn-primary', disabled, describedBy }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    const failed = await downloadFile(path, fallbackName);
    setBusy(false);
    if (failed) toast.error(failed);
    else toast.success(t('download_done'));
  }
  return (
    <button className={className} type="button" onClick={() => void download()} disabled={busy || disabled} aria-busy={busy} aria-describedby={describedBy}>
      {busy ? t('download_busy') : label}
    </button>
  );
}
