import { parsePix, hasError, isStaticPix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import orderPayments from '../../netlify/functions/order-payments.mts';
import shopSettings from '../../netlify/functions/shop-settings.mts';
import { PIX_KEY_MESSAGES } from '../../src/lib/shop/pix-key';
import { createUser } from '../helpers/db';
import { orderBody, PIX_RECEIVER, placeOrder, seedCheckoutShop, seedPendingOrder, seedPixShop, useOrderMails } from '../helpers/orders';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';
import { shopBody } from '../helpers/shop';

// Pix with the organisation's own key: the key checked in /conta/shop, a static BR Code per pending order
// (parsed back by pix-utils, its CRC checked here again by hand), GET /api/orders/:id/payment and the e-mail.
const payment = (token: string | undefined, id: string) =>
  call(orderPayments, 'GET', `/api/orders/${id}/payment`, { params: { id }, token });
const move = (token: string, id: string, status: string) =>
  call(orders, 'POST', `/api/orders/${id}/status`, { params: { id }, token, body: { status } });

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF), written apart from pix-utils so the two check each other. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const outbox = useOrderMails();

/** A buyer's pending order of 2 × R$ 25,00 + PAC R$ 15,00 (R$ 65,00) in a shop with the key. */
async function pixOrder(pixKey: string) {
  await seedPixShop(pixKey);
  const product = await seedProduct({ stock: 10, price_cents: 2500 });
  const buyer = await createUser({ email: 'ana@exemplo.org' });
  const placed = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 2 }]));
  expect(placed.status).toBe(201);
  return { buyer, order: placed.body as { id: string; number: number; total_cents: number } };
}

describe('the BR Code of a pending order, for each kind of key', () => {
  it.each([
    ['CPF', '529.982.247-25', '52998224725'],
    ['CNPJ', '11.222.333/0001-81', '11222333000181'],
    ['alphanumeric CNPJ', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['e-mail', 'Pix@Aurora.org', 'pix@aurora.org'],
    ['phone', '+55 (11) 98765-4321', '+5511987654321'],
    ['random key (EVP)', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
  ])('%s: parses, its CRC is valid, amount, key, txid, name and city are the order\'s and the shop\'s', async (_kind, typed, stored) => {
    const { buyer, order } = await pixOrder(typed);
    const res = await payment(buyer.token, order.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ method: 'pix_manual', status: 'pending', amount_cents: 6500, instructions: null });
    expect(res.body.expires_at).toEqual(expect.any(String));
    const code: string = res.body.pix.copia_e_cola;
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(code).toMatch(/^000201/);
    expect(code).toContain('540565.00'); // tag 54, 5 characters, dot decimal
    const parsed = parsePix(code);
    if (hasError(parsed) || !isStaticPix(parsed)) throw new Error(`not a static Pix: ${code}`);
    expect(parsed.pixKey).toBe(stored);
    expect(parsed.transactionAmount).toBe(order.total_cents / 100);
    expect(parsed.txid).toBe(String(order.number));
    expect(parsed).toMatchObject({ merchantName: 'ASSOCIACAO AURORA', merchantCity: 'SAO PAULO', countryCode: 'BR', transactionCurrency: '986' });
    expect(res.body.pix.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
  });
});

describe('a malformed key in /conta/shop', () => {
  it.each([
    ['CPF', '123.456.789-00', PIX_KEY_MESSAGES.cpf],
    ['CNPJ', '11.222.333/0001-00', PIX_KEY_MESSAGES.cnpj],
    ['alphanumeric CNPJ', '12.ABC.345/01DE-36', PIX_KEY_MESSAGES.cnpj],
    ['e-mail', 'pix@aurora', PIX_KEY_MESSAGES.email],
    ['phone', '+55 11 1234-5678', PIX_KEY_MESSAGES.phone],
    ['random key (EVP)', '123e4567-e89b-12d3-a456-42661417400', PIX_KEY_MESSAGES.evp],
    ['text that is no key', 'minha chave', PIX_KEY_MESSAGES.unknown],
  ])('%s is a 422 naming the field, and nothing is saved', async (_kind, typed, message) => {
    const token = (await createUser({ role: 'admin' })).token;
    const body = shopBody({ payments: { pix_manual: { enabled: true, pix_key: typed, ...PIX_RECEIVER, instructions: null, window_days: 3 } } });
    const res = await call(shopSettings, 'PUT', '/api/shop/settings', { token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors['payments.pix_manual.pix_key']).toEqual([message]);
    expect(message).toMatch(/^O campo Chave Pix /);
    expect((await call(shopSettings, 'GET', '/api/shop/settings', { token })).body.payments.pix_manual.pix_key).toBeNull();
  });

  it('asks for the receiver name and city with a key, within the BR Code limits, and for a key or instructions when on', async () => {
    const token = (await createUser({ role: 'admin' })).token;
    const put = (pix_manual: Record<string, unknown>) =>
      call(shopSettings, 'PUT', '/api/shop/settings', { token, body: shopBody({ payments: { pix_manual: { enabled: true, window_days: 3, ...pix_manual } as never } }) });
    expect((await put({ pix_key: 'pix@aurora.org' })).body.errors).toEqual({
      'payments.pix_manual.receiver_name': ['Informe o nome do recebedor, que vai no código Pix.'],
      'payments.pix_manual.receiver_city': ['Informe a cidade do recebedor, que vai no código Pix.'],
    });
    expect((await put({ pix_key: 'pix@aurora.org', receiver_name: 'A'.repeat(26), receiver_city: 'B'.repeat(16) })).body.errors).toEqual({
      'payments.pix_manual.receiver_name': ['O campo Nome do recebedor deve ter no máximo 25 caracteres (o limite do código Pix).'],
      'payments.pix_manual.receiver_city': ['O campo Cidade do recebedor deve ter no máximo 15 caracteres (o limite do código Pix).'],
    });
    expect((await put({ pix_key: 'pix@aurora.org', receiver_name: 'Aurora ✿', receiver_city: 'Recife' })).body.errors).toEqual({
      'payments.pix_manual.receiver_name': ['O campo Nome do recebedor só pode ter letras, números, espaços e pontuação simples.'],
    });
    expect((await put({})).body.errors).toEqual({
      'payments.pix_manual.instructions': ['Informe a chave Pix ou as instruções de pagamento (os dados da conta).'],
    });
    const saved = await put({ pix_key: '52998224725', ...PIX_RECEIVER, instructions: 'Ou transferência: Banco 001, ag. 1234, c/c 5678-9.' });
    expect(saved.status).toBe(200);
    expect(saved.body.payments.pix_manual).toMatchObject({ pix_key: '52998224725', ...PIX_RECEIVER });
  });
});

describe('GET /api/orders/:id/payment', () => {
  it('answers the owner, admin and super; another customer gets 404, anonymous 401', async () => {
    const { buyer, order } = await pixOrder('pix@aurora.org');
    expect((await payment(buyer.token, order.id)).status).toBe(200);
    expect((await payment((await createUser()).token, order.id)).status).toBe(404);
    expect((await payment((await createUser({ role: 'admin' })).token, order.id)).body.pix.copia_e_cola).toEqual(expect.any(String));
    expect((await payment((await createUser({ role: 'super' })).token, order.id)).status).toBe(200);
    expect((await payment(undefined, order.id)).status).toBe(401);
    expect((await payment(buyer.token, '999999')).status).toBe(404);
  });

  it('has no Pix code once the order is paid or canceled', async () => {
    const { buyer, order } = await pixOrder('pix@aurora.org');
    const admin = await createUser({ role: 'admin' });
    expect((await move(admin.token, order.id, 'paid')).status).toBe(200);
    expect((await payment(buyer.token, order.id)).body).toMatchObject({ status: 'paid', pix: null, expires_at: null });
    const second = await placeOrder(buyer.token, orderBody([{ product_id: (await seedProduct({ price_cents: 1000 })).id, quantity: 1 }]));
    expect((await payment(buyer.token, second.body.id)).body.pix).not.toBeNull();
    await call(orders, 'POST', `/api/orders/${second.body.id}/cancel`, { params: { id: second.body.id }, token: buyer.token });
    expect((await payment(buyer.token, second.body.id)).body).toMatchObject({ status: 'canceled', pix: null });
  });

  it('has instructions and no Pix code in a shop without a key', async () => {
    const { buyer, order } = await seedPendingOrder();
    expect((await payment(buyer.token, order.id)).body).toMatchObject({
      method: 'pix_manual',
      instructions: 'Pix para a chave contato@vitrine.local',
      pix: null,
    });
  });
});

describe('the "order received" e-mail', () => {
  it('carries the copia e cola code in its text and HTML parts', async () => {
    const { buyer, order } = await pixOrder('+55 11 98765-4321');
    const code = (await payment(buyer.token, order.id)).body.pix.copia_e_cola as string;
    const mail = (await outbox().mails()).find((m) => m.includes('To: ana@exemplo.org')) as string;
    expect(mail).toContain('Para pagar por Pix, cole este código (Pix copia e cola) no aplicativo do seu banco:');
    const [text, html] = mail.split('Content-Type: text/html');
    expect(text).toContain(code);
    expect(html).toContain(code);
  });

  it('has no code without a key', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ price_cents: 1000 });
    const buyer = await createUser({ email: 'bia@exemplo.org' });
    await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    const mail = (await outbox().mails()).find((m) => m.includes('To: bia@exemplo.org')) as string;
    expect(mail).not.toContain('Pix copia e cola');
  });
});
