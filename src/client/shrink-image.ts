/**
 * Largest file the browser sends as is. Netlify buffers at most 6 MB per function request and base64-encodes
 * binary bodies (about 4.5 MB of file), so larger photos are shrunk before sending.
 */
export const PLATFORM_SAFE_BYTES = 4 * 1024 * 1024;

// GIF (animation) and SVG (vector) are never redrawn.
const SHRINKABLE = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_SIDE = 4096;

/** Encodes a canvas as WebP, or JPEG where the browser cannot write WebP (Safari). */
async function encode(canvas: OffscreenCanvas, quality: number): Promise<Blob> {
  const webp = await canvas.convertToBlob({ type: 'image/webp', quality });
  return webp.type === 'image/webp' ? webp : canvas.convertToBlob({ type: 'image/jpeg', quality });
}

/**
 * A photo over PLATFORM_SAFE_BYTES redrawn in the browser (at most 4096 px a side, WebP) so the upload fits
 * the platform's limit; any other file, or one the browser cannot decode, is returned unchanged.
 */
export async function shrinkForUpload(file: File): Promise<File> {
  if (file.size <= PLATFORM_SAFE_BYTES || !SHRINKABLE.includes(file.type)) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    for (const quality of [0.9, 0.8, 0.7]) {
      const blob = await encode(canvas, quality);
      if (blob.size <= PLATFORM_SAFE_BYTES) {
        const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
        return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.${extension}`, { type: blob.type });
      }
    }
  } catch (error) {
    console.warn('[upload] the image could not be shrunk in the browser; sending it as is', error);
  }
  return file;
}
