import { describe, expect, it } from 'vitest';
import { isHttpUrl, isImageSource, isLinkTarget, isSitePath, isWebAddress } from '../../src/lib/safe-url';

const RULES = { isSitePath, isHttpUrl, isWebAddress, isImageSource, isLinkTarget };

// Addresses no rule may accept: scripts, data, other sites written as paths, and characters a browser drops or
// reads differently (a tab inside `/\t/host` vanishes, leaving `//host`).
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD4=',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:image/png;base64,iVBORw0KGgo=',
  '//evil.example/x.png',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/a\u0000b',
  '/a\u007fb',
  '/a\u2028b',
  '/a b',
  '/a"onmouseover="x',
  "/a'b",
  '/<script>',
  'https://a.org/"onmouseover=',
  'https://a.org/<x>',
  'https://user:senha@a.org/',
  'https://a.org@evil.example/',
  'http://',
  'https://',
  'http:///x',
  'ftp://a.org/x',
  'file:///etc/passwd',
  'evil.example/x',
  '',
];

describe.each(Object.entries(RULES))('%s', (_name, rule) => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(rule(value)).toBe(false);
  });
});

// Each valid address and which rules take it: [site path, http, web address, image source, link target].
describe.each([
  ['/', [true, false, true, true, true]],
  ['/noticias?x=1#y', [true, false, true, true, true]],
  ['/api/files/ab12.webp', [true, false, true, true, true]],
  ['/noticias/caf%C3%A9', [true, false, true, true, true]],
  ['https://exemplo.org/a', [false, true, true, true, true]],
  ['HTTP://EXEMPLO.ORG', [false, true, true, true, true]],
  ['http://localhost:4321/x?y=1', [false, true, true, true, true]],
  ['mailto:fale@exemplo.org', [false, false, false, false, true]],
  ['mailto:fale@exemplo.org?subject=Ol%C3%A1', [false, false, false, false, true]],
  ['tel:+55 (11) 3333-4444', [false, false, false, false, true]],
  ['tel:+5511999998888', [false, false, false, false, true]],
  ['#contato', [false, false, false, false, true]],
  ['#', [false, false, false, false, true]],
])('%j', (value, expected) => {
  it(`is taken by ${expected.filter(Boolean).length} of the rules, as listed`, () => {
    expect(Object.values(RULES).map((rule) => rule(value))).toEqual(expected);
  });
});

describe.each([
  ['mailto: without an address', 'mailto:'],
  ['mailto: with a space', 'mailto:a@b.co?subject=Oi mundo'],
  ['tel: without digits', 'tel:+()'],
  ['tel: with letters', 'tel:+55;ext=javascript'],
  ['an anchor with a quote', '#a"b'],
])('a link target refuses %s', (_case, value) => {
  it(`(${JSON.stringify(value)})`, () => {
    expect(isLinkTarget(value)).toBe(false);
  });
});
