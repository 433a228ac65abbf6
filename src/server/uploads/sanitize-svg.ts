import sanitizeHtml from 'sanitize-html';

const TAGS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline',
  'polygon', 'text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask',
  'marker', 'image', 'filter', 'feBlend', 'feColorMatrix', 'feComposite', 'feDropShadow', 'feFlood', 'feGaussianBlur',
  'feMerge', 'feMergeNode', 'feMorphology', 'feOffset',
];
// <style> is renamed while sanitizing so its text is escaped like any other text (see below).
const STYLE_TAG = 'vitrine-svg-style';

const ATTRIBUTES = [
  'xmlns', 'xmlns:xlink', 'version', 'xml:space', 'id', 'class', 'style', 'transform', 'viewBox', 'preserveAspectRatio',
  'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points',
  'pathLength', 'fill', 'fill-*', 'stroke', 'stroke-*', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'clip-path', 'clip-rule', 'mask', 'filter', 'font-*', 'text-anchor', 'dominant-baseline', 'letter-spacing',
  'word-spacing', 'text-decoration', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'offset',
  'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits',
  'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth',
  'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'marker-start', 'marker-mid', 'marker-end', 'href',
  'xlink:href', 'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'type', 'values',
  'operator', 'k1', 'k2', 'k3', 'k4', 'flood-color', 'flood-opacity', 'radius', 'mix-blend-mode', 'isolation',
  'vector-effect', 'shape-rendering', 'image-rendering',
];

// References may only point inside the document; embedded raster images are allowed as data URLs.
const SAFE_HREF = /^\s*(?:#[\w.:-]*|data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*)$/i;
const EXTERNAL_URL = /url\(\s*(?!['"]?#)[^)]*\)/gi;
const HOSTILE_VALUE = /javascript:|vbscript:|data:|expression\s*\(|@import|behavior\s*:/i;

/** Drops the attributes that could run code or load something from outside the image. */
function safeAttributes(attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'href' || name === 'xlink:href') {
      if (SAFE_HREF.test(value)) out[name] = value;
    } else if (!HOSTILE_VALUE.test(value) && !value.replace(/url\(\s*['"]?#[^)]*\)/gi, '').includes('url(')) {
      out[name] = value;
    }
  }
  return out;
}

/** Removes imports and outside addresses from a style sheet's text (already escaped for XML). */
const safeCss = (css: string): string =>
  css.replace(/@import[^;]*;?/gi, '').replace(EXTERNAL_URL, 'none').replace(/expression\s*\(/gi, '(');

/**
 * An SVG document with everything active removed: scripts, event handlers, foreignObject, links, external
 * references (href, url(), @import) and javascript: values. Returns null when no `<svg>` root is left.
 */
export function sanitizeSvg(svg: string): string | null {
  const clean = sanitizeHtml(svg, {
    allowedTags: [...TAGS, STYLE_TAG],
    allowedAttributes: { '*': ATTRIBUTES },
    allowedSchemes: ['data'],
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
    // The text of these (and of everything inside them) is dropped with the element.
    nonTextTags: ['script', 'foreignObject', 'style', 'noscript', 'iframe', 'textarea', 'xmp'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, recognizeCDATA: true },
    transformTags: {
      '*': (tagName, attribs) => {
        const name = tagName === 'style' ? STYLE_TAG : tagName;
        const safe = safeAttributes(attribs);
        if (name === 'svg') safe.xmlns = 'http://www.w3.org/2000/svg';
        return { tagName: name, attribs: safe };
      },
    },
    // The text's element is named as written ('style'), or STYLE_TAG when a file uses that name itself.
    textFilter: (text, tagName) => (tagName === 'style' || tagName === STYLE_TAG ? safeCss(text) : text),
  });
  const restored = clean.replaceAll(`<${STYLE_TAG}`, '<style').replaceAll(`</${STYLE_TAG}>`, '</style>').trim();
  return /^<svg[\s>]/.test(restored) ? restored : null;
}
