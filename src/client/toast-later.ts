import type { ToastKind } from './toast';

/**
 * Shows a light toast (src/client/toast.ts), fetching the toaster's code on first use: islands that toast only after
 * an action (copying a code, trying to pay again) keep it out of their page's first download.
 */
export function toastLater(message: string, kind: ToastKind = 'success'): void {
  void import('./toast').then(({ showToast }) => showToast(message, kind));
}
