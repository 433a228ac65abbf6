import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../../src/server/content/sanitize-html';

describe('tables in rich text', () => {
  it('keeps the table structure with spans and scope, and drops handlers and unknown attributes', () => {
    const html =
      '<table border="1" onclick="x()"><caption>Horários</caption><thead><tr><th scope="col" onmouseover="y()">Dia</th></tr></thead>' +
      '<tbody><tr><td colspan="2" rowspan="1" data-x="1">Segunda</td></tr></tbody><tfoot><tr><td>Total</td></tr></tfoot></table>';
    expect(sanitizeRichHtml(html)).toBe(
      '<table><caption>Horários</caption><thead><tr><th scope="col">Dia</th></tr></thead>' +
        '<tbody><tr><td colspan="2" rowspan="1">Segunda</td></tr></tbody><tfoot><tr><td>Total</td></tr></tfoot></table>',
    );
  });
});
