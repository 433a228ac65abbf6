// The tabs block (src/components/blocks/TabsBlock.astro). Without JavaScript every panel is readable under its own
// heading; with it, an ARIA tablist (arrow keys, Home and End move between tabs).
function select(root: HTMLElement, tabs: HTMLButtonElement[], panels: HTMLElement[], chosen: number, focus: boolean) {
  tabs.forEach((tab, index) => {
    const on = index === chosen;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    panels[index].hidden = !on;
  });
  if (focus) tabs[chosen].focus();
  root.dataset.selected = String(chosen);
}

export function setupTabs(): void {
  document.querySelectorAll<HTMLElement>('[data-tabs]').forEach((root) => {
    const list = root.querySelector<HTMLElement>('[role="tablist"]');
    if (!list) return;
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const panels = [...root.querySelectorAll<HTMLElement>('[data-tab-panel]')];
    panels.forEach((panel, index) => {
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tabs[index].id);
      panel.tabIndex = 0;
      panel.querySelector('.block-tabpanel-title')?.classList.add('visually-hidden');
    });
    list.hidden = false;
    select(root, tabs, panels, 0, false);
    tabs.forEach((tab, index) => tab.addEventListener('click', () => select(root, tabs, panels, index, false)));
    list.addEventListener('keydown', (event) => {
      const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
      if (current < 0) return;
      const last = tabs.length - 1;
      const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select(root, tabs, panels, next, true);
    });
  });
}
