import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_LABEL_SETS } from '../../src/client/labels';
import { SCREEN_CODE, type ScreenName } from '../../src/conta/screen-code';
import { carriesAllLabels, labelSets, setsNeeded, staticGraph } from '../helpers/label-needs';

// The account area's labels by area (src/client/labels.ts): the shell carries its sets, each screen loads its own
// beside its code (src/conta/screen-code.ts). A key whose set is not loaded would show as the key itself: these
// tests read the code each part brings and check that the sets it names are there.

/**
 * The modules whose keys count: the public pages' scripts under src/client (the cart's sync, the toasts) take
 * their texts from the page, not from these sets; the account area's own modules there (and the address kit, which
 * it shares with the checkout) are kept.
 */
const ACCOUNT_CLIENT = new Set(['src/client/use-t.ts', 'src/client/labels.ts', 'src/client/upload-image.ts']);
const counted = (files: Iterable<string>) =>
  [...files].filter((file) => !file.startsWith('src/client/') || file.startsWith('src/client/address/') || ACCOUNT_CLIENT.has(file));

/** Each screen's module, as screen-code.ts names it. */
function screenModules(): Map<ScreenName, string> {
  const text = readFileSync('src/conta/screen-code.ts', 'utf8');
  const found = [...text.matchAll(/^ {2}(\w+): screen\(\(\) => import\('\.\/([^']+)'\)/gm)];
  return new Map(found.map(([, name, path]) => [name as ScreenName, `src/conta/${path}.tsx`]));
}

describe("the account area's labels", () => {
  it('has every set the shell names in the shell', async () => {
    const sets = await labelSets();
    const needed = setsNeeded(counted(staticGraph('src/conta/ContaApp.tsx')), sets);
    expect([...needed].filter((name) => !(name in SHELL_LABEL_SETS))).toEqual([]);
  });

  it("loads with each screen the sets it names beyond the shell's, and no others", async () => {
    const sets = await labelSets();
    const modules = screenModules();
    expect([...modules.keys()].sort()).toEqual(Object.keys(SCREEN_CODE).sort());
    for (const [name, file] of modules) {
      const graph = staticGraph(file);
      const declared: string[] = SCREEN_CODE[name].sets;
      if (carriesAllLabels(graph)) continue; // it brings every set itself (the translations' screens)
      const needed = [...setsNeeded(counted(graph), sets)].filter((set) => !(set in SHELL_LABEL_SETS)).sort();
      expect({ screen: name, sets: [...declared].sort() }).toEqual({ screen: name, sets: needed });
    }
  });

  it("keeps React, the app, zod and every label out of /conta's first script", () => {
    const first = [...staticGraph('src/client/entries/conta-start.ts')];
    const heavy = first.filter((file) => !/^src\/(client|lib|stores)\//.test(file) || file === 'src/lib/zod.ts' || /from '(react|react-dom)/.test(readFileSync(file, 'utf8')));
    expect(heavy).toEqual([]);
    expect(first).toContain('src/client/account-start.ts');
  });

  it('finds the keys a module names, exactly or by a template prefix', async () => {
    const sets = new Map([
      ['a', new Set(['orders_status_paid'])],
      ['b', new Set(['users_rule_self'])],
      ['c', new Set(['nothing_here'])],
    ]);
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const dir = mkdtempSync('/tmp/labels-');
    writeFileSync(`${dir}/x.tsx`, "t(`orders_status_${s}`); t('users_rule_self'); const other = 'nothing';");
    expect([...setsNeeded([`${dir}/x.tsx`], sets)].sort()).toEqual(['a', 'b']);
  });

  it('counts a plain word only where it goes to t(…), and nothing in a comment', async () => {
    const sets = new Map([
      ['words', new Set(['key'])],
      ['commented', new Set(['only_in_a_comment'])],
    ]);
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const dir = mkdtempSync('/tmp/labels-');
    writeFileSync(`${dir}/value.ts`, "type Column = Exclude<keyof Row, 'key'>; // see 'only_in_a_comment'\n/* `only_in_a_comment` */ const url = 'https://x/';");
    writeFileSync(`${dir}/label.tsx`, "<th>{t('key')}</th>");
    expect([...setsNeeded([`${dir}/value.ts`], sets)]).toEqual([]);
    expect([...setsNeeded([`${dir}/label.tsx`], sets)]).toEqual(['words']);
  });
});
