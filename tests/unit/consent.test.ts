import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INLINE_SCRIPT_DIR, inlineScriptText } from '../../src/integrations/inline-scripts';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentChoiceCookies,
  consentCsp,
  consentSettings,
  consentTags,
  consentToolNames,
  cookieDeletions,
  formatConsent,
} from '../../src/lib/consent';
import { ANALYTICS } from '../../src/lib/csp-sources';

describe('consentTags', () => {
  it.each([
    ['no settings', null],
    ['no tag', { gtag: null }],
    ['an empty tag', { gtag: '' }],
  ])('is empty for %s: no banner, no script', (_name, settings) => {
    expect(consentTags(settings)).toEqual([]);
  });

  it('holds the Google tag when the settings name one: its script, its id, its cookies and its CSP hosts', () => {
    expect(consentTags({ gtag: 'G-ABC123' })).toEqual([
      {
        key: 'ga',
        name: 'Google Analytics',
        src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
        config: 'G-ABC123',
        cookies: ['_ga', '_gid'],
        csp: { scripts: ANALYTICS.scripts, connect: ANALYTICS.connect },
      },
    ]);
    expect(consentToolNames(consentTags({ gtag: 'G-ABC123' }))).toBe('Google Analytics');
  });

  it("gives the CSP each tag's hosts once", () => {
    const tag = consentTags({ gtag: 'G-1' })[0];
    expect(consentCsp([tag, { ...tag, key: 'x' }])).toEqual({ scripts: [ANALYTICS.scripts], connect: [...ANALYTICS.connect] });
    expect(consentCsp([])).toEqual({ scripts: [], connect: [] });
  });

  it('gives the browser only the settings the tags come from, which give it the same tags', () => {
    const settings = { gtag: 'G-ABC123', title: 'Casa', email: 'fale@exemplo.org' };
    expect(consentSettings(settings)).toEqual({ gtag: 'G-ABC123' });
    expect(consentSettings(null)).toEqual({ gtag: null });
    expect(consentTags(JSON.parse(JSON.stringify(consentSettings(settings))))).toEqual(consentTags(settings));
  });
});

describe('the consent cookie', () => {
  it('is first-party, named vitrine_consent, and lasts six months', () => {
    expect(CONSENT_COOKIE).toBe('vitrine_consent');
    expect(CONSENT_MAX_AGE_SECONDS).toBe(183 * 86_400);
    const days = CONSENT_MAX_AGE_SECONDS / 86_400;
    expect(days).toBeGreaterThanOrEqual(181);
    expect(days).toBeLessThanOrEqual(184);
  });

  it.each([
    ['accepted', [{ key: 'ga' }], 'accepted.ga'],
    ['rejected', [{ key: 'ga' }], 'rejected.ga'],
    ['accepted', [{ key: 'ga' }, { key: 'px' }], 'accepted.ga.px'],
  ] as const)('holds the choice %s and the tags it was made for: %j -> %s', (choice, tags, value) => {
    expect(formatConsent(choice, tags)).toBe(value);
  });

  it("gives the head's script the cookie as each choice leaves it, Aceitar's first", () => {
    expect(consentChoiceCookies(consentTags({ gtag: 'G-ABC123' }))).toBe('vitrine_consent=accepted.ga vitrine_consent=rejected.ga');
  });
});

describe('cookieDeletions', () => {
  const cookies = '_ga=GA1.1.1; cart=1:2; _ga_ABC=GS1.1; vitrine_consent=accepted.ga; _gid=x; other_ga=y';

  it.each([
    ['www.exemplo.org.br', ['www.exemplo.org.br', 'exemplo.org.br', 'org.br']],
    ['exemplo.org', ['exemplo.org']],
    ['localhost', []],
    ['127.0.0.1', []],
    ['::1', []],
  ])('expires each matching cookie on %s and on its parent domains, path /', (host, domains) => {
    const writes = cookieDeletions(cookies, ['_ga', '_gid'], host);
    const expected = ['_ga', '_ga_ABC', '_gid'].flatMap((name) => [
      `${name}=; max-age=0; path=/`,
      ...domains.map((domain) => `${name}=; max-age=0; path=/; domain=${domain}`),
    ]);
    expect(writes).toEqual(expected);
  });

  it('leaves every other cookie, and writes nothing when none matches', () => {
    expect(cookieDeletions('cart=1:2; other_ga=y', ['_ga'], 'exemplo.org')).toEqual([]);
    expect(cookieDeletions('', ['_ga'], 'exemplo.org')).toEqual([]);
  });
});

/** Runs src/scripts/inline/consent.js, as written into the pages, with a page's cookies; answers <html data-consent>. */
function storedChoice(cookie: string): string | undefined {
  const file = join(INLINE_SCRIPT_DIR, 'consent.js');
  const code = inlineScriptText(file, readFileSync(file, 'utf8'));
  const choices = consentChoiceCookies(consentTags({ gtag: 'G-ABC123' }));
  const attributes: Record<string, string> = {};
  runInNewContext(code, {
    document: {
      cookie,
      currentScript: { getAttribute: (name: string) => (name === 'data-choices' ? choices : null) },
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    },
  });
  return attributes['data-consent'];
}

describe("the head's consent script", () => {
  it.each([
    ['no cookie', '', 'ask'],
    ['other cookies only', 'cart=1:2; currentLocale=EN', 'ask'],
    ['a choice made for other tags', 'vitrine_consent=accepted.ga.px', 'ask'],
    ['a value not ours', 'vitrine_consent=sim', 'ask'],
    ['"Aceitar"', 'cart=1; vitrine_consent=accepted.ga; x=y', 'accepted'],
    ['"Recusar"', 'vitrine_consent=rejected.ga', 'rejected'],
    ['"Recusar" stored with a space after the previous cookie', 'x=1;vitrine_consent=rejected.ga', 'rejected'],
  ])('with %s marks <html data-consent="%s">', (_name, cookie, expected) => {
    expect(storedChoice(cookie)).toBe(expected);
  });
});

type Script = { src: string; async: boolean };

/** The browser as the consent code sees it: its dataLayer, the scripts it adds, cookies written, <html data-consent>. */
function fakePage(cookie = '', token: string | null = null) {
  const added: Script[] = [];
  const written: string[] = [];
  const html = { dataset: {} as Record<string, string> };
  const banner = {
    dataset: { consentSettings: JSON.stringify({ gtag: 'G-ABC123' }) },
    contains: (node: unknown) => node !== footerButton,
    querySelector: () => ({ focus: () => (page.focused = 'first button') }),
  };
  const footerButton = { value: '', focus: () => (page.focused = 'Cookies') };
  const page = { added, written, html, banner, footerButton, focused: '', window: {} as { dataLayer?: IArguments[] } };
  vi.stubGlobal('window', page.window);
  vi.stubGlobal('location', { hostname: 'www.exemplo.org' });
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'vitrine_token' ? token : null) });
  vi.stubGlobal('document', {
    documentElement: html,
    createElement: () => ({}) as Script,
    head: { append: (script: Script) => added.push(script) },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  });
  return page;
}

const layer = (page: ReturnType<typeof fakePage>) => (page.window.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify([...entry])) as unknown[]);
const button = (value: string) => ({ value, focus() {} }) as unknown as HTMLButtonElement;
const asElement = (banner: unknown) => banner as HTMLElement;

describe('the consent choice in the browser', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("loads the tags once: Consent Mode's defaults first, analytics granted, the config, then the script", async () => {
    const page = fakePage();
    const { loadTags } = await import('../../src/client/consent-choice');
    loadTags(asElement(page.banner));
    loadTags(asElement(page.banner));
    const queued = layer(page);
    expect(queued[0]).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
    expect(queued[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(queued[2][0]).toBe('js');
    expect(queued.slice(3)).toEqual([['config', 'G-ABC123']]);
    // gtag.js reads arguments objects, as Google's snippet queues them, not arrays.
    expect(Object.prototype.toString.call(page.window.dataLayer?.[0])).toBe('[object Arguments]');
    expect(page.added).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123' }]);
  });

  it('"Aceitar" stores the choice for six months, hides the banner and loads the tags', async () => {
    const page = fakePage();
    const { answer } = await import('../../src/client/consent-choice');
    answer(asElement(page.banner), button('accepted'));
    expect(page.written).toEqual([`vitrine_consent=accepted.ga; max-age=${CONSENT_MAX_AGE_SECONDS}; path=/; samesite=lax`]);
    expect(page.html.dataset.consent).toBe('accepted');
    expect(page.added).toHaveLength(1);
  });

  it('"Recusar" stores the choice, loads nothing and deletes the tags\' cookies on the host and its parents', async () => {
    const page = fakePage('_ga=GA1.1.1; cart=1:1; _ga_ABC=GS1');
    const { answer } = await import('../../src/client/consent-choice');
    answer(asElement(page.banner), button('rejected'));
    expect(page.written[0]).toBe(`vitrine_consent=rejected.ga; max-age=${CONSENT_MAX_AGE_SECONDS}; path=/; samesite=lax`);
    expect(page.written.slice(1)).toEqual(cookieDeletions('_ga=GA1.1.1; cart=1:1; _ga_ABC=GS1', ['_ga', '_gid'], 'www.exemplo.org'));
    expect(page.written).toContain('_ga=; max-age=0; path=/; domain=exemplo.org');
    expect(page.html.dataset.consent).toBe('rejected');
    expect(page.added).toEqual([]);
    expect(page.window.dataLayer).toBeUndefined();
  });

  it('"Recusar" after the tags loaded on this page denies analytics again', async () => {
    const page = fakePage();
    const { answer, loadTags } = await import('../../src/client/consent-choice');
    loadTags(asElement(page.banner));
    answer(asElement(page.banner), button('rejected'));
    expect(layer(page).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });

  it('"Cookies" opens the banner with its first button focused, and gets the focus back after the answer', async () => {
    const page = fakePage('vitrine_consent=accepted.ga');
    const { answer } = await import('../../src/client/consent-choice');
    answer(asElement(page.banner), page.footerButton as unknown as HTMLButtonElement);
    expect(page.html.dataset.consent).toBe('ask');
    expect(page.focused).toBe('first button');
    answer(asElement(page.banner), button('rejected'));
    expect(page.focused).toBe('Cookies');
  });

  it("sends a logged-in visitor's choice to the account, fire-and-forget: a failure is only logged", async () => {
    const page = fakePage('', 'abc123');
    const sent: [string, RequestInit][] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push([url, init]);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { answer } = await import('../../src/client/consent-choice');
    answer(asElement(page.banner), button('accepted'));
    expect(sent).toEqual([
      [
        '/api/profile/consent',
        {
          method: 'POST',
          keepalive: true,
          headers: { authorization: 'Token abc123', 'content-type': 'application/json' },
          body: '{"choice":"accepted"}',
        },
      ],
    ]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(page.html.dataset.consent).toBe('accepted');
    warn.mockRestore();
  });

  it('sends nothing without a session', async () => {
    const page = fakePage();
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    const { answer } = await import('../../src/client/consent-choice');
    answer(asElement(page.banner), button('rejected'));
    expect(fetched).not.toHaveBeenCalled();
  });
});
