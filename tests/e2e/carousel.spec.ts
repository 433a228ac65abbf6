import type { Page } from '@playwright/test';
import { db, expect, resetDb, seedSettings, test } from './fixtures/db';
import { CAROUSEL_DELAY_MS } from '../../src/client/carousel';

// The home's banner carousel: native scroll snapping with a small script (src/client/carousel.ts).
// The autoplay's delay runs on the page's faked clock, moved on by the test: no test waits for it.

const TITLES = ['Primeiro destaque', 'Segundo destaque', 'Terceiro destaque'];

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Associação Carrossel' });
  const slides = TITLES.map((title, i) => ({ image: `/demo/pages/banner-${i + 1}.webp`, title, text: '', link: i === 0 ? '/quem-somos' : '' }));
  const blocks = [{ id: 'c', type: 'carousel', slides }, { id: 't', type: 'rich_text', html: `<p>${'Texto longo. '.repeat(400)}</p>` }];
  await db()`insert into pages (title, slug, status, is_home, blocks) values ('Início', 'inicio', 'published', true, ${db().json(blocks)})`;
});

/** Waits until the slide with this title is the one in view and its dot is marked current. */
async function expectSlide(page: Page, index: number): Promise<void> {
  await expect(page.getByRole('img', { name: TITLES[index] })).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByRole('button', { name: `Ir para o slide ${index + 1}` })).toHaveAttribute('aria-current', 'true');
}

test('the buttons, the dots and the arrow keys move between the slides, wrapping around', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Destaques' });
  await expect(carousel.getByRole('group')).toHaveCount(3);
  await expectSlide(page, 0);
  await carousel.getByRole('button', { name: 'Próximo slide' }).click();
  await expectSlide(page, 1);
  await carousel.getByRole('button', { name: 'Ir para o slide 3' }).click();
  await expectSlide(page, 2);
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 0);
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, 2);
  await carousel.getByRole('button', { name: 'Slide anterior' }).click();
  await expectSlide(page, 1);
  // Choosing a slide stops the autoplay; the button starts it again.
  await expect(carousel).toHaveAttribute('data-stopped', 'true');
  await carousel.getByRole('button', { name: 'Retomar a troca automática de slides' }).click();
  await expect(carousel.getByRole('button', { name: 'Parar a troca automática de slides' })).toBeVisible();
  await expect(carousel).toHaveAttribute('data-stopped', 'false');
});

test('the end of an earlier scroll, arriving late, does not send a chosen slide back', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Destaques' });
  await expect(carousel.getByRole('button', { name: 'Ir para o slide 3' })).toBeVisible();
  // On a slow device the end of the scroll a first press started reaches the page after the second press has
  // started another: here it arrives at once, while the track has not moved yet.
  await carousel.evaluate((root) => {
    root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')[2].click();
    root.querySelector('[data-carousel-track]')!.dispatchEvent(new Event('scrollend'));
  });
  await expectSlide(page, 2);
  // A swipe (the visitor's own scroll) is still taken as a choice.
  await carousel.locator('[data-carousel-track]').evaluate((track) => {
    track.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    track.scrollTo({ left: 0, behavior: 'instant' });
  });
  await expectSlide(page, 0);
});

test('the autoplay moves on in view, holds out of view and under the mouse, and stops on request', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Destaques' });
  await expect(carousel).toHaveAttribute('data-rotating', 'true');
  await page.clock.runFor(CAROUSEL_DELAY_MS);
  await expectSlide(page, 1);

  // Out of view it holds, and moves on again once back.
  await page.getByText('Texto longo.').evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await page.clock.runFor(CAROUSEL_DELAY_MS * 2);
  await page.evaluate(() => scrollTo(0, 0));
  await expectSlide(page, 1);
  await expect(carousel).toHaveAttribute('data-rotating', 'true');

  // Under the mouse it holds.
  await carousel.hover({ position: { x: 100, y: 60 } });
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await page.clock.runFor(CAROUSEL_DELAY_MS * 2);
  await expectSlide(page, 1);
  await page.mouse.move(0, 700);
  await expect(carousel).toHaveAttribute('data-rotating', 'true');
  await page.clock.runFor(CAROUSEL_DELAY_MS);
  await expectSlide(page, 2);

  // Stopped, it stays stopped after the focus and the mouse have left.
  await carousel.getByRole('button', { name: 'Parar a troca automática de slides' }).click();
  await page.mouse.move(0, 700);
  await carousel.getByRole('button', { name: 'Retomar a troca automática de slides' }).blur();
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await page.clock.runFor(CAROUSEL_DELAY_MS * 2);
  await expectSlide(page, 2);
});

test('under reduced motion there is no autoplay and no button for it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Destaques' });
  await expect(carousel.getByRole('button', { name: 'Próximo slide' })).toBeVisible();
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await expect(carousel.getByRole('button', { name: /troca automática/ })).toHaveCount(0);
  await page.clock.runFor(CAROUSEL_DELAY_MS * 2);
  await expectSlide(page, 0);
  await carousel.getByRole('button', { name: 'Próximo slide' }).click();
  await expectSlide(page, 1);
});
