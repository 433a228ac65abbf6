/**
 * The compression Netlify's CDN applies to what it serves (text, scripts, styles, JSON, SVG), for the preview:
 * NetlifyDev's emulation answers uncompressed, which would make the measured page weights those of no site.
 * Gzip when the client accepts it; answers already encoded, partial (ranges), empty or binary pass unchanged.
 */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/** Whether an answer to a request with this Accept-Encoding should be gzipped on the way out. */
export function shouldCompress(response: Response, acceptEncoding: string | null | undefined): boolean {
  if (!response.body || response.status === 206 || response.status === 204 || response.status === 304) return false;
  if (response.headers.has('content-encoding') || response.headers.has('content-range')) return false;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return false;
  return /\bgzip\b/i.test(acceptEncoding ?? '');
}

/** The answer gzipped (Content-Encoding, no Content-Length, Vary: Accept-Encoding), or as it was. */
export function compressed(response: Response, acceptEncoding: string | null | undefined): Response {
  if (!shouldCompress(response, acceptEncoding)) return response;
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  return new Response(response.body!.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
