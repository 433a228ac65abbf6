// The Portuguese labels the account area has in the browser. Its first code carries the sets every screen uses
// (SHELL_LABEL_SETS); each screen brings the sets it needs beside its code (src/conta/screen-code.ts adds them
// here before the screen draws), so that no screen carries every area's texts. tests/unit/conta-labels.test.ts
// reads the code to check that each screen has the sets whose keys it names.
import { PT as common } from '../i18n/sets/common';
import { PT as conta } from '../i18n/sets/conta';
import { PT as site } from '../i18n/sets/site';
import type { Labels } from '../i18n/types';

/** The sets of the account area's shell (the frame, the sidebar, the loading and error states), by file name. */
export const SHELL_LABEL_SETS: Record<string, Labels> = { common, conta, site };

const PT: Labels = Object.assign({}, ...Object.values(SHELL_LABEL_SETS));

/** Adds label sets (a screen's, as its code arrives). */
export function addLabels(sets: readonly Labels[]): void {
  Object.assign(PT, ...sets);
}

/** The built-in Portuguese text of a key, if its set has been added. */
export const ptLabel = (key: string): string | undefined => PT[key];
