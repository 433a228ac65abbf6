// The texts the shop's scripts and the cart island write: the page embeds the ones it needs in PT (with the site's
// own texts) as #shop-labels; another language's arrive when LocaleScript has loaded /i18n/{code}.json.
import { fill } from '../../i18n/fill';

type Labels = Record<string, string>;
type LabelsWindow = Window & { __vitrineLabels?: Promise<Labels | null> };

let labels: Labels | null = null;

const embedded = (): Labels => {
  labels ??= JSON.parse(document.getElementById('shop-labels')?.textContent || '{}') as Labels;
  return labels;
};

/** A shop label in the visitor's language, `{name}` placeholders filled from `vars`. */
export const shopLabel = (key: string, vars?: Record<string, string | number>): string => fill(embedded()[key] ?? key, vars);

/** Calls back once another language's labels have arrived (never for PT with the built-in texts). */
export function whenLabelsLoaded(callback: () => void): void {
  void (window as LabelsWindow).__vitrineLabels?.then((loaded) => {
    if (!loaded) return;
    labels = { ...embedded(), ...loaded };
    callback();
  });
}
