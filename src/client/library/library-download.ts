import { MEDIA_RANGE_BYTES as RANGE_BYTES } from '../../lib/media-types';

/**
 * Download buttons marked data-ranged (files over 16 MiB): the file is fetched in Range requests, one after
 * another with the percentage on the button, and saved under its name, since Netlify cuts a single function
 * response at 20 MB. Without JavaScript the link still asks for the whole file.
 */
export function startRangedDownloads(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-ranged]')) {
    link.addEventListener('click', async (event) => {
      event.preventDefault();
      if (link.getAttribute('aria-busy') === 'true') return;
      const size = Number(link.dataset.ranged);
      const original = link.innerHTML;
      link.setAttribute('aria-busy', 'true');
      const parts: Blob[] = [];
      try {
        for (let start = 0; start < size; start += RANGE_BYTES) {
          const end = Math.min(size, start + RANGE_BYTES) - 1;
          const response = await fetch(link.href, { headers: { range: `bytes=${start}-${end}` } });
          if (response.status !== 206 && response.status !== 200) throw new Error(`HTTP ${response.status}`);
          const blob = await response.blob();
          parts.push(blob);
          if (response.status === 200) break;
          link.textContent = `${Math.round(((end + 1) / size) * 100)}%`;
        }
        const url = URL.createObjectURL(new Blob(parts, { type: parts[0]?.type }));
        const save = Object.assign(document.createElement('a'), { href: url, download: link.download });
        save.click();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (error) {
        console.error('[library] download failed', error);
        location.href = link.href;
      } finally {
        link.innerHTML = original;
        link.removeAttribute('aria-busy');
      }
    });
  }
}
