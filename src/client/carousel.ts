// The banner carousel's controls (src/components/blocks/CarouselBlock.astro). The slides scroll natively with CSS
// scroll snapping, so this measures nothing on load: it wires the buttons, the dots and the arrow keys, and an
// autoplay that runs only while the carousel is in view, not hovered or focused, and never under reduced motion.

/** Time each slide shows before the autoplay moves on. */
export const CAROUSEL_DELAY_MS = 7000;

type State = { current: number; stopped: boolean; inView: boolean; hovered: boolean; focused: boolean };

type Carousel = {
  root: HTMLElement;
  track: HTMLElement;
  controls: HTMLElement;
  toggle: HTMLButtonElement;
  dots: HTMLButtonElement[];
  state: State;
  /** Shows a slide (wrapping around) and stops the autoplay: a visitor chose it. */
  choose: (index: number) => void;
  /** Stops the autoplay (true) or lets it run again (false). */
  stop: (stopped: boolean) => void;
  /** Starts the next autoplay step if nothing holds it, else cancels it. */
  schedule: () => void;
};

/** Wires one carousel (a [data-carousel] element); one without controls (a single slide) is left alone. */
export function setupCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const controls = root.querySelector<HTMLElement>('[data-carousel-controls]');
  const toggle = controls?.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  if (!track || !controls || !toggle) return;
  const slides = [...track.children] as HTMLElement[];
  const dots = [...controls.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
  const still = matchMedia('(prefers-reduced-motion: reduce)');
  const state: State = { current: 0, stopped: false, inView: false, hovered: false, focused: false };
  let timer = 0;

  // The slide a scroll of ours is on its way to, until it gets there or the visitor takes over.
  let heading: number | null = null;
  const at = (index: number) => Math.abs(track.scrollLeft - slides[index].offsetLeft) < 2;

  const show = (index: number) => {
    state.current = index;
    dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === index)));
  };
  // The scroll's behaviour comes from the CSS: smooth, or instant under reduced motion.
  const go = (index: number) => {
    const next = (index + slides.length) % slides.length;
    show(next);
    heading = at(next) ? null : next;
    track.scrollTo({ left: slides[next].offsetLeft });
  };
  const schedule = () => {
    clearTimeout(timer);
    const rotating = !state.stopped && state.inView && !state.hovered && !state.focused && !still.matches && !document.hidden;
    root.dataset.rotating = String(rotating);
    if (!rotating) return;
    timer = window.setTimeout(() => {
      go(state.current + 1);
      schedule();
    }, CAROUSEL_DELAY_MS);
  };
  const stop = (stopped: boolean) => {
    state.stopped = stopped;
    root.dataset.stopped = String(stopped);
    schedule();
  };
  const choose = (index: number) => {
    stop(true);
    go(index);
  };

  const carousel: Carousel = { root, track, controls, toggle, dots, state, choose, stop, schedule };
  wireControls(carousel);
  wirePauses(carousel);
  // A touch, the wheel, a key or the focus coming in hands the scrolling back to the visitor, even in the middle of a scroll of ours.
  for (const type of ['pointerdown', 'wheel', 'keydown', 'focusin'] as const) track.addEventListener(type, () => (heading = null), { passive: true });
  onScrollEnd(track, () => {
    // The end of a scroll of ours: only once it has arrived. The end of an earlier one it replaced can arrive late,
    // mid-way (a slow device, two quick presses), and must not be taken for the visitor's choice.
    if (heading !== null) {
      if (at(heading)) heading = null;
      return;
    }
    // Scrolled elsewhere than the last step asked (a swipe, the focus moving into another slide): the visitor's choice.
    const index = Math.round(track.scrollLeft / track.clientWidth);
    if (index !== state.current) choose(index);
  });
  still.addEventListener('change', () => {
    toggle.hidden = still.matches;
    schedule();
  });
  toggle.hidden = still.matches;
  controls.hidden = false;
}

/** Previous and next, the dots, the arrow keys anywhere in the carousel, and the stop/restart button. */
function wireControls({ root, controls, toggle, dots, state, choose, stop }: Carousel): void {
  controls.querySelectorAll<HTMLButtonElement>('[data-carousel-step]').forEach((button) => {
    button.addEventListener('click', () => choose(state.current + Number(button.dataset.carouselStep)));
  });
  dots.forEach((dot, index) => dot.addEventListener('click', () => choose(index)));
  root.addEventListener('keydown', (event) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    choose(state.current + step);
  });
  // Restarting is asked for explicitly: it holds even while the focus stays on this button.
  toggle.addEventListener('click', () => {
    state.focused = false;
    stop(!state.stopped);
  });
}

/** What holds the autoplay for a while: out of view, under the mouse, holding the focus, or a hidden tab. */
function wirePauses({ root, state, schedule }: Carousel): void {
  const observer = new IntersectionObserver(
    ([entry]) => {
      state.inView = entry.intersectionRatio >= 0.5;
      schedule();
    },
    { threshold: [0, 0.5, 1] },
  );
  observer.observe(root);
  const hover = (hovered: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    state.hovered = hovered;
    schedule();
  };
  root.addEventListener('pointerenter', hover(true));
  root.addEventListener('pointerleave', hover(false));
  root.addEventListener('focusin', () => {
    state.focused = true;
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    state.focused = root.contains(event.relatedTarget as Node | null);
    schedule();
  });
  document.addEventListener('visibilitychange', schedule);
}

/** Calls back once a scroll of the element has settled (scrollend, or 150 ms without a scroll where it is missing). */
export function onScrollEnd(element: HTMLElement, callback: () => void): void {
  if ('onscrollend' in window) {
    element.addEventListener('scrollend', callback);
    return;
  }
  let timer = 0;
  element.addEventListener('scroll', () => {
    clearTimeout(timer);
    timer = window.setTimeout(callback, 150);
  }, { passive: true });
}
