import { beforeEach, describe, expect, it } from 'vitest';
import pages from '../../netlify/functions/pages.mts';
import settings from '../../netlify/functions/settings.mts';
import { seedDemo } from '../../scripts/seed/all';
import { seedPages } from '../../scripts/seed/pages';
import { PRIVACY_PAGE_SLUG } from '../../scripts/seed/privacy-page';
import { privacyPageHref } from '../../src/lib/privacy';
import { getSql } from '../../src/server/db/client';
import { resetDb, seedSettings } from '../helpers/db';
import { call } from '../helpers/request';

beforeEach(resetDb);

const URL = `/api/pages/${PRIVACY_PAGE_SLUG}`;
/** The privacy page as the public reads it, its blocks' HTML joined. */
async function publicPrivacyPage() {
  const res = await call(pages, 'GET', URL, { params: { id: PRIVACY_PAGE_SLUG } });
  const html = ((res.body?.blocks ?? []) as { html?: string }[]).map((block) => block.html ?? '').join('\n');
  return { status: res.status, title: res.body?.title as string | undefined, html };
}

describe('the demo privacy policy (npm run db:seed)', () => {
  it('is a published page chosen as the site\'s privacy policy', async () => {
    await seedDemo(getSql());
    const site = (await call(settings, 'GET', '/api/settings')).body;
    expect(site.privacy_page).toBe('politica-de-privacidade');
    expect(privacyPageHref(site)).toBe('/politica-de-privacidade');
    const page = await publicPrivacyPage();
    expect([page.status, page.title]).toEqual([200, 'Política de privacidade']);
  });

  // What the site really does: each kind of data with its retention, the sharing, and how each right is exercised.
  it.each([
    ['the account', 'nome, e-mail, organização, CPF ou CNPJ, telefone e a senha'],
    ['the account kept while it exists', 'enquanto a conta existir'],
    ['the addresses', 'até você removê-los ou excluir a conta'],
    ['the orders kept 5 years for the fiscal obligation', 'guardados só pelos 5 anos da obrigação fiscal'],
    ['the lawful basis of orders', 'art. 16, I'],
    ['the contact messages', '24 meses; depois são excluídas automaticamente'],
    ['the back-in-stock alerts', 'no máximo 1 ano desde que o pediu'],
    ['the sessions', 'até a sessão expirar'],
    ['the other sessions ended by a new password or e-mail', 'ao trocar a senha ou o e-mail as suas outras sessões são encerradas'],
    ['the account cart', 'os itens do seu carrinho enquanto você está conectado'],
    ['the cart reminders kept 90 days', 'o registro de cada lembrete, 90 dias após o envio'],
    ['the rate-limit logs', 'no máximo 24 horas'],
    ['the analytics cookies', 'só existem se você clicar em "Aceitar"'],
    ['Mercado Pago', '<strong>Mercado Pago</strong>'],
    ['the carriers', 'Correios e, quando usado, Melhor Envio'],
    ['Google, when accepted', '<strong>Google</strong>, somente se você clicar em "Aceitar"'],
    ['the copy of one\'s data', '"Baixar meus dados"'],
    ['the deletion of the account', '"Excluir minha conta"'],
    ['the e-mail of the organisation', '<a href="mailto:contato@vitrine.local">contato@vitrine.local</a>'],
    ['the record of requests', 'registra cada pedido de cópia ou de exclusão'],
  ])('says %s', async (_what, text) => {
    await seedSettings();
    await seedPages(getSql());
    expect((await publicPrivacyPage()).html).toContain(text);
  });

  it('is stored once: seeding again leaves it as the organisation edited it', async () => {
    await seedSettings();
    await seedPages(getSql());
    await getSql()`update pages set title = 'Privacidade na Associação' where slug = ${PRIVACY_PAGE_SLUG}`;
    expect(await seedPages(getSql())).toBe('pages: 0 created, 7 already present');
    expect((await publicPrivacyPage()).title).toBe('Privacidade na Associação');
  });

  it('leaves the privacy page of a site already set up as it was', async () => {
    await seedSettings({ title: 'Site existente' });
    await seedDemo(getSql());
    const site = (await call(settings, 'GET', '/api/settings')).body;
    expect([site.title, site.privacy_page]).toEqual(['Site existente', null]);
  });
});
