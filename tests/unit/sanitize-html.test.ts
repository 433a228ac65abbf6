import { describe, expect, it } from 'vitest';
import { isAllowedIframeSrc } from '../../src/lib/embed';
import { sanitizeEmbed, sanitizeRichHtml } from '../../src/server/content/sanitize-html';

describe('sanitizeRichHtml', () => {
  describe.each([
    ['drops a script with its content', '<p>oi</p><script>alert(1)</script>', '<p>oi</p>'],
    ['drops an onerror handler', '<img src="https://x.org/a.png" onerror="alert(1)">', '<img src="https://x.org/a.png" />'],
    ['drops a javascript: link target', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['drops an encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['drops an iframe from a host not allowed', '<iframe src="https://evil.example/x"></iframe><p>a</p>', '<p>a</p>'],
    ['drops an http iframe of an allowed host', '<iframe src="http://www.youtube.com/embed/abc"></iframe>', ''],
    [
      'keeps an allowed YouTube iframe, loaded lazily',
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/abc"></iframe>',
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/abc" loading="lazy"></iframe>',
    ],
    [
      'makes every frame lazy, whatever the pasted code asked',
      '<iframe src="https://www.youtube.com/embed/abc" loading="eager"></iframe>',
      '<iframe src="https://www.youtube.com/embed/abc" loading="lazy"></iframe>',
    ],
    [
      'keeps Quill classes for align, size, font, indent and direction',
      '<p class="ql-align-center ql-direction-rtl ql-indent-2"><span class="ql-size-large ql-font-serif">t</span></p>',
      '<p class="ql-align-center ql-direction-rtl ql-indent-2"><span class="ql-size-large ql-font-serif">t</span></p>',
    ],
    ['drops classes that are not Quill’s', '<p class="evil ql-align-right">t</p>', '<p class="ql-align-right">t</p>'],
    [
      'keeps colour styles and drops other styles',
      '<span style="color: #ff0000; background-color: rgb(1, 2, 3); position: fixed">t</span>',
      '<span style="color:#ff0000;background-color:rgb(1, 2, 3)">t</span>',
    ],
    ['drops a colour with a url', '<span style="background-color: url(https://x.org/a)">t</span>', '<span>t</span>'],
    ['adds rel to a link opening a new tab', '<a href="https://x.org" target="_blank">x</a>', '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>'],
    ['keeps mailto, tel and site paths', '<a href="mailto:a@b.org">m</a><a href="tel:+5511">t</a><a href="/sobre">s</a>', '<a href="mailto:a@b.org">m</a><a href="tel:+5511">t</a><a href="/sobre">s</a>'],
    ['drops a protocol-relative link', '<a href="//evil.example">x</a>', '<a>x</a>'],
    // Browsers read `/\host` and `/<tab>/host` as `//host`: another site written as a path.
    ['drops a backslash path to another site', '<a href="/\\evil.example">x</a>', '<a>x</a>'],
    ['drops a tab-split path to another site', '<a href="/&#x09;/evil.example">x</a>', '<a>x</a>'],
    ['drops a data: link', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', '<a>x</a>'],
    ['drops an image from another site written as a path', '<img src="/\\evil.example/t.png"><p>a</p>', '<p>a</p>'],
    ['keeps an image of the site', '<img src="/api/files/a.webp" alt="a">', '<img src="/api/files/a.webp" alt="a" />'],
    ['drops style, object, embed and form', '<style>p{}</style><object data="x"></object><embed src="x"><form><input></form><p>k</p>', '<p>k</p>'],
    ['drops a data: image', '<img src="data:image/png;base64,AAAA">', ''],
    ['keeps headings, lists, quotes and code', '<h2>a</h2><ol><li>b</li></ol><blockquote>c</blockquote><pre>d</pre><sub>e</sub><sup>f</sup>', '<h2>a</h2><ol><li>b</li></ol><blockquote>c</blockquote><pre>d</pre><sub>e</sub><sup>f</sup>'],
  ])('%s', (_rule, input, expected) => {
    it(`gives ${expected || 'nothing'}`, () => {
      expect(sanitizeRichHtml(input)).toBe(expected);
    });
  });
});

describe('sanitizeEmbed', () => {
  it('keeps only the iframe of an allowed host', () => {
    expect(sanitizeEmbed('<div><script>x()</script><iframe src="https://player.vimeo.com/video/1" width="640" onload="x()"></iframe></div>'))
      .toBe('<iframe src="https://player.vimeo.com/video/1" width="640" loading="lazy"></iframe>');
  });
  it('gives nothing for a code without an allowed iframe', () => {
    expect(sanitizeEmbed('<iframe src="https://evil.example/"></iframe>')).toBe('');
  });
});

describe('isAllowedIframeSrc', () => {
  describe.each([
    ['https://www.youtube.com/embed/x', true],
    ['https://open.spotify.com/embed/track/1', true],
    ['https://www.google.com/maps/embed?pb=1', true],
    ['https://www.google.com/search?q=1', false],
    ['https://youtube.com.evil.example/x', false],
    ['https://evilyoutube.com/x', false],
    ['http://www.youtube.com/embed/x', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s', (src, allowed) => {
    it(`is ${allowed ? 'allowed' : 'refused'}`, () => expect(isAllowedIframeSrc(src)).toBe(allowed));
  });
});
