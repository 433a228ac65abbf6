/**
 * After a row moved, puts the focus back on the same move button of that row (`[data-row=key] .move-up|.move-down`),
 * or on the other one when the row reached the end and its button is disabled, so the keyboard can keep going.
 */
export function focusMoveButton(rowKey: string, step: -1 | 1): void {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-row="${CSS.escape(rowKey)}"]`);
    const same = row?.querySelector<HTMLButtonElement>(step < 0 ? '.move-up' : '.move-down');
    const other = row?.querySelector<HTMLButtonElement>(step < 0 ? '.move-down' : '.move-up');
    (same && !same.disabled ? same : other)?.focus();
  });
}
