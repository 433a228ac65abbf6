import { useEffect } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { takeFlash } from '../stores/flash';

/** Toast duration (spec section 9); a toast stays while hovered (react-hot-toast pauses on hover). */
export const TOAST_DURATION_MS = 7000;

/** The page's toasts, in the "bubble" look; also shows the success message the previous page queued. */
export default function Toasts() {
  useEffect(() => {
    const message = takeFlash();
    if (message) toast.success(message);
  }, []);
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        className: 'toast-bubble',
        style: {
          borderRadius: '999px',
          padding: '0.75rem 1.25rem',
          boxShadow: '0 10px 30px rgba(31, 20, 20, 0.18), 0 2px 6px rgba(31, 20, 20, 0.12)',
          maxWidth: '38rem',
        },
      }}
    />
  );
}
