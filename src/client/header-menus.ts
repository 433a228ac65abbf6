// Behaviour of the header: the collapsible menu and the dropdowns (button + list), reachable by keyboard.

function setExpanded(button: HTMLButtonElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (list) list.hidden = !open;
}

function closeDropdowns(except?: HTMLButtonElement): void {
  document.querySelectorAll<HTMLButtonElement>('.dropdown-toggle[aria-expanded="true"]').forEach((button) => {
    if (button !== except) setExpanded(button, false);
  });
}

function setupToggle(): void {
  const toggle = document.querySelector<HTMLButtonElement>('.menu-toggle');
  const nav = document.getElementById('site-nav');
  if (!toggle || !nav) return;
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('is-open', open);
  });
}

function setupDropdowns(): void {
  document.querySelectorAll<HTMLButtonElement>('.dropdown-toggle').forEach((button) => {
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      closeDropdowns(button);
      setExpanded(button, open);
    });
    // Leaving the dropdown with Tab closes it.
    button.closest('.dropdown')?.addEventListener('focusout', (event) => {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      if (next && !button.closest('.dropdown')?.contains(next)) setExpanded(button, false);
    });
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = document.querySelector<HTMLButtonElement>('.dropdown-toggle[aria-expanded="true"]');
    if (!open) return;
    setExpanded(open, false);
    open.focus();
  });
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('.dropdown')) closeDropdowns();
  });
}

/** Wires the menu toggle and the dropdowns of the header. */
export function setupMenus(): void {
  setupToggle();
  setupDropdowns();
}
