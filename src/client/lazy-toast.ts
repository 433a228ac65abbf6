// react-hot-toast's `toast`, asked for when the first toast is shown rather than as the page starts. The account
// area and the API client call it only after something has happened (a save, a failure), and its 5 KB (gzip) sat on
// the way to every /conta screen's first draw. The toaster (src/islands/Toasts.tsx, hydrated when the page is idle)
// imports the library itself, the same module: a toast shown before it has mounted waits in the library's store.
type Toast = typeof import('react-hot-toast').default;

let library: Promise<Toast> | null = null;

function show(call: (toast: Toast) => unknown): void {
  library ??= import('react-hot-toast').then((module) => module.default);
  library.then(call, (cause: unknown) => {
    // A failed load (the network dropped) is tried again by the next toast.
    library = null;
    console.error('[toast]', cause);
  });
}

/** Shows a toast; `toast.success` and `toast.error` as react-hot-toast's. */
function toast(message: string): void {
  show((t) => t(message));
}
toast.success = (message: string): void => show((t) => t.success(message));
toast.error = (message: string): void => show((t) => t.error(message));

export default toast;
