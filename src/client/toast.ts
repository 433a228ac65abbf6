import { takeFlash } from '../stores/flash';

/** Toast duration (spec section 9), the same as the React toaster of /conta and the account forms. */
export const TOAST_DURATION_MS = 7000;

/** The kinds of toast, as react-hot-toast's success and error. */
export type ToastKind = 'success' | 'error';

const ICONS: Record<ToastKind, string> = { success: '✓', error: '!' };

function region(): HTMLElement {
  const found = document.getElementById('dom-toasts');
  if (found) return found;
  const el = document.createElement('div');
  el.id = 'dom-toasts';
  el.className = 'dom-toasts';
  document.body.append(el);
  return el;
}

/**
 * Shows a toast in the "bubble" look without React (the public pages' light toaster): it stays 7 s, and
 * longer while hovered; errors are announced assertively, successes politely.
 */
export function showToast(message: string, kind: ToastKind = 'success'): HTMLElement {
  const toast = document.createElement('div');
  toast.className = `toast-bubble dom-toast dom-toast-${kind}`;
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  toast.setAttribute('aria-live', kind === 'error' ? 'assertive' : 'polite');
  const icon = document.createElement('span');
  icon.className = 'dom-toast-icon';
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = ICONS[kind];
  const text = document.createElement('span');
  text.textContent = message;
  toast.append(icon, text);
  region().append(toast);

  let left = TOAST_DURATION_MS;
  let started = Date.now();
  let timer = setTimeout(() => dismiss(), left);
  const dismiss = () => {
    toast.classList.add('dom-toast-leaving');
    setTimeout(() => toast.remove(), 200);
  };
  toast.addEventListener('mouseenter', () => {
    clearTimeout(timer);
    left -= Date.now() - started;
  });
  toast.addEventListener('mouseleave', () => {
    started = Date.now();
    timer = setTimeout(dismiss, Math.max(left, 1000));
  });
  return toast;
}

/** Shows the success message the previous page queued (queueFlash), if any. */
export function showFlash(): void {
  const message = takeFlash();
  if (message) showToast(message, 'success');
}
