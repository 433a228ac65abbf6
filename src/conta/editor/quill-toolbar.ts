/** The spec's whole toolbar (section 2, "Rich-text editor toolbar"), in Quill's toolbar format. */
export const TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block'],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ script: 'sub' }, { script: 'super' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ direction: 'rtl' }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ color: [] }, { background: [] }],
  [{ font: [] }],
  [{ align: [] }],
  ['image', 'video', 'link', 'embed', 'fullscreen'],
];

// Toolbar control (format, or format:value) -> label key of its accessible name.
const CONTROL_LABELS: Record<string, string> = {
  bold: 'editor_bold',
  italic: 'editor_italic',
  underline: 'editor_underline',
  strike: 'editor_strike',
  blockquote: 'editor_blockquote',
  'code-block': 'editor_code_block',
  header: 'editor_header',
  'list:ordered': 'editor_list_ordered',
  'list:bullet': 'editor_list_bullet',
  'script:sub': 'editor_script_sub',
  'script:super': 'editor_script_super',
  'indent:-1': 'editor_indent_less',
  'indent:+1': 'editor_indent_more',
  direction: 'editor_direction',
  size: 'editor_size',
  color: 'editor_color',
  background: 'editor_background',
  font: 'editor_font',
  align: 'editor_align',
  image: 'editor_image',
  video: 'editor_video',
  link: 'editor_link',
  embed: 'editor_embed',
  fullscreen: 'editor_fullscreen',
};

const formatOf = (element: Element) =>
  Array.from(element.classList).find((name) => name.startsWith('ql-') && name !== 'ql-picker' && name !== 'ql-active')?.slice(3);

// Drawn with currentColor so they follow Quill's toolbar colours.
const ICONS: Record<string, string> = {
  embed: '<svg viewBox="0 0 18 18" aria-hidden="true"><rect class="ql-stroke" x="1.5" y="3.5" width="15" height="11" rx="1"/><polyline class="ql-stroke" points="7 7 5 9 7 11"/><polyline class="ql-stroke" points="11 7 13 9 11 11"/></svg>',
  fullscreen: '<svg viewBox="0 0 18 18" aria-hidden="true"><polyline class="ql-stroke" points="2 6 2 2 6 2"/><polyline class="ql-stroke" points="12 2 16 2 16 6"/><polyline class="ql-stroke" points="16 12 16 16 12 16"/><polyline class="ql-stroke" points="6 16 2 16 2 12"/></svg>',
};

/** Gives every toolbar button and picker of `toolbar` its Portuguese (or current language) name and icons. */
export function labelToolbar(toolbar: HTMLElement, t: (key: string) => string): void {
  for (const button of Array.from(toolbar.querySelectorAll('button'))) {
    const format = formatOf(button);
    if (!format) continue;
    const value = button.getAttribute('value');
    const key = CONTROL_LABELS[value ? `${format}:${value}` : format] ?? CONTROL_LABELS[format];
    if (key) button.setAttribute('aria-label', t(key));
    if (ICONS[format] && !button.querySelector('svg')) button.innerHTML = ICONS[format];
  }
  for (const picker of Array.from(toolbar.querySelectorAll('.ql-picker'))) {
    const format = formatOf(picker);
    const key = format ? CONTROL_LABELS[format] : undefined;
    const label = picker.querySelector('.ql-picker-label');
    if (key && label) label.setAttribute('aria-label', t(key));
  }
}
