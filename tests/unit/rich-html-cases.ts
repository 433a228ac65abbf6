// The cases of the rich-text allowlist (src/lib/rich-html.ts), run against both of its users: the server's sanitizer
// (tests/unit/sanitize-html.test.ts) and the editor's preview (tests/unit/preview-html.test.ts). Each is
// [rule, input, what is kept]; the preview writes a void element as `<img>` where the server writes `<img />`.

/** Rich text: [rule, input, output]. */
export const RICH_CASES: [string, string, string][] = [
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
  // What a pasted embed or a crafted block could run in /conta's preview, dropped as on save.
  [
    'drops an iframe srcdoc, keeping its allowed src',
    '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>parent.alert(localStorage.token)</script>"></iframe>',
    '<iframe src="https://www.youtube.com/embed/x" loading="lazy"></iframe>',
  ],
  ['drops an iframe with a javascript: src', '<iframe src="javascript:alert(1)"></iframe><p>a</p>', '<p>a</p>'],
  ['drops an iframe without src', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>a</p>', '<p>a</p>'],
  ['drops the handlers of an allowed iframe', '<iframe src="https://player.vimeo.com/video/1" onload="alert(1)"></iframe>', '<iframe src="https://player.vimeo.com/video/1" loading="lazy"></iframe>'],
  ['drops a handler of any element', '<p onclick="alert(1)" onmouseover="alert(2)">t</p>', '<p>t</p>'],
  ['drops an svg with its handler, keeping its text', '<svg onload="alert(1)"><text>oi</text></svg>', 'oi'],
  ['drops a script inside an element not allowed', '<div><script>alert(1)</script>k</div>', 'k'],
  ['drops an object with its content', '<object data="https://x.org/a.swf"><param name="a">t</object><p>k</p>', '<p>k</p>'],
  ['drops a style element', '<style>body{display:none}</style><p>k</p>', '<p>k</p>'],
  ['drops a base and a meta refresh', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>k</p>', '<p>k</p>'],
  ['drops a form with its fields', '<form action="https://evil.example"><input name="senha"><button>Ir</button></form><p>k</p>', '<p>k</p>'],
  ['drops a javascript: link in any case', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['drops an image with a javascript: src', '<img src="javascript:alert(1)"><p>k</p>', '<p>k</p>'],
  ['drops a style with expression', '<span style="color: expression(alert(1))">t</span>', '<span>t</span>'],
  ['drops a comment', '<!-- <script>alert(1)</script> --><p>k</p>', '<p>k</p>'],
];

/** Embed codes: [rule, input, output]. */
export const EMBED_CASES: [string, string, string][] = [
  [
    'keeps only the iframe of an allowed host',
    '<div><script>x()</script><iframe src="https://player.vimeo.com/video/1" width="640" onload="x()"></iframe></div>',
    '<iframe src="https://player.vimeo.com/video/1" width="640" loading="lazy"></iframe>',
  ],
  ['gives nothing for a code without an allowed iframe', '<iframe src="https://evil.example/"></iframe>', ''],
  [
    'drops the srcdoc of an allowed iframe',
    '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>alert(1)</script>" class="x" style="color:red"></iframe>',
    '<iframe src="https://www.youtube.com/embed/x" loading="lazy"></iframe>',
  ],
  ['drops everything but iframes', '<p>texto</p><img src="https://x.org/a.png"><a href="https://x.org">l</a>', 'textol'],
];
