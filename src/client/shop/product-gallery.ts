// The product page's gallery (src/components/shop/ProductGallery.astro): the images scroll natively with CSS scroll
// snapping, as the banner carousel's slides do; a thumbnail scrolls to its image, and the thumbnail of the image
// in view is marked current, however it got there (thumbnail, swipe, keyboard scrolling of the focused track).
import { onScrollEnd } from '../carousel';
import { shopLabel, whenLabelsLoaded } from './shop-labels';

function setupGallery(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-gallery-track]');
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
  if (!track || thumbs.length === 0) return;
  const slides = [...track.children] as HTMLElement[];
  const mark = (index: number) => thumbs.forEach((thumb, i) => thumb.setAttribute('aria-current', String(i === index)));
  thumbs.forEach((thumb, index) => {
    thumb.addEventListener('click', () => {
      mark(index);
      track.scrollTo({ left: slides[index].offsetLeft });
    });
  });
  onScrollEnd(track, () => mark(Math.round(track.scrollLeft / track.clientWidth)));
  whenLabelsLoaded(() =>
    thumbs.forEach((thumb, i) => thumb.setAttribute('aria-label', shopLabel('shop_gallery_show', { n: i + 1, total: thumbs.length }))),
  );
}

/** Wires every product gallery of the page. */
export function setupGalleries(): void {
  document.querySelectorAll<HTMLElement>('[data-gallery]').forEach(setupGallery);
}
