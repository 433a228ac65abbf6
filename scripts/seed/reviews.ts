import { createOrderBodySchema } from '../../src/lib/schemas/municipality-rule';
import { moderationSchema, reviewSchema, type ReviewInput } from '../../src/lib/schemas/review';
import type { SessionUser } from '../../src/server/auth/sessions';
import type { Sql } from '../../src/server/db/client';
import { together } from '../../src/server/db/together';
import { HttpError } from '../../src/server/http/http-error';
import { parseWith } from '../../src/server/http/validate';
import { createOrder, readOrderInputs } from '../../src/server/shop/checkout/create-order';
import { moveOrder } from '../../src/server/shop/orders/transitions';
import { createReview, moderateReview } from '../../src/server/shop/catalog/reviews';
import type { OrderStatus } from '../../src/lib/shop/orders';

// Demo reviews from verified buyers: three demo customers buy a few products through the shop's own order code (stock,
// stock history and order history as for any order), the shop takes each order to received, then each customer
// reviews what they bought and the shop approves (and once answers) the reviews; one stays waiting for moderation.
// No e-mail goes out: the orders are made and moved without their after-effects (createOrder, moveOrder), and each
// order is marked invited to review, since its buyer has reviewed already.

// A line's or a review's product is an index into reviewableProducts.
type Purchase = {
  email: string;
  address: { recipient: string; cep: string; street: string; number: string; district: string };
  /** [product, quantity] */
  lines: [number, number][];
};
type DemoReview = ReviewInput & { email: string; product: number; approve: boolean; reply?: string };

const PURCHASES: Purchase[] = [
  { email: 'cliente@vitrine.local', address: { recipient: 'Cliente Demo', cep: '01310-100', street: 'Avenida Paulista', number: '1000', district: 'Bela Vista' }, lines: [[0, 1], [1, 1]] },
  { email: 'carla.mendes@exemplo.com.br', address: { recipient: 'Carla Mendes', cep: '05422-030', street: 'Rua dos Pinheiros', number: '512', district: 'Pinheiros' }, lines: [[0, 1], [2, 2]] },
  { email: 'rafael.costa@exemplo.com.br', address: { recipient: 'Rafael Costa', cep: '04101-300', street: 'Rua Vergueiro', number: '2045', district: 'Vila Mariana' }, lines: [[0, 1], [1, 1]] },
];

const REVIEWS: DemoReview[] = [
  { email: 'cliente@vitrine.local', product: 0, rating: 5, approve: true, title: 'Um presente para a família toda',
    body: 'Dei de presente para a minha avó, que mora no bairro há mais de cinquenta anos. Ela reconheceu vizinhos nas fotos e passou a tarde contando histórias. Impressão caprichada e papel bonito.',
    reply: 'Que alegria saber disso! Obrigada por compartilhar: as histórias da sua avó são bem-vindas no próximo volume.' },
  { email: 'carla.mendes@exemplo.com.br', product: 0, rating: 4, approve: true, title: 'Lindo e bem pesquisado',
    body: 'As fotos do acervo são a melhor parte. Só achei que algumas legendas poderiam trazer o ano. Chegou bem embalado e antes do prazo.' },
  { email: 'rafael.costa@exemplo.com.br', product: 0, rating: 3, approve: true, title: null,
    body: 'O conteúdo é bom, mas esperava mais páginas sobre a época da fábrica de tecidos. A entrega foi rápida.' },
  { email: 'cliente@vitrine.local', product: 1, rating: 4, approve: true, title: 'Receitas simples e gostosas',
    body: 'Já fiz o bolo de cenoura e a sopa de abóbora com gengibre. Receitas fáceis, com o que tem na feira. Faltou um índice por ingrediente.' },
  { email: 'carla.mendes@exemplo.com.br', product: 2, rating: 5, approve: true, title: 'Ótimo para começar',
    body: 'Passo a passo claro, com desenhos que ajudam muito. Comprei dois: um para mim e outro para a minha sobrinha, que já fez o primeiro caderno.' },
  { email: 'rafael.costa@exemplo.com.br', product: 1, rating: 4, approve: false, title: 'Boa ideia',
    body: 'Gostei de saber de onde vêm os ingredientes. Algumas receitas pedem temperos difíceis de achar, mas as trocas sugeridas funcionam.' },
];

/** A demo account, with its first saved address (the default first) if it has one. */
type Buyer = SessionUser & { address_id: string | null };

/** The statuses a demo order goes through after it is placed. */
const MOVES: OrderStatus[] = ['paid', 'processing', 'sent', 'received'];

/**
 * The products the demo reviews are about: the first published ones (by id, as `npm run bench:web` picks the product
 * page it measures) that are not donations, have no variants and have stock to sell.
 */
async function reviewableProducts(sql: Sql, count: number): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select p.id::text as id from products p
    where p.status = 'published' and p.kind = 'product' and (p.stock is null or p.stock >= 2)
      and not exists (select 1 from product_variants v where v.product_id = p.id)
    order by p.id limit ${count}`;
  return rows.map((row) => row.id);
}

/** Places one customer's demo order (its own Idempotency-Key: a run stopped halfway finds it again) and takes it to received. */
async function buy(sql: Sql, buyer: Buyer, admin: SessionUser, purchase: Purchase, products: string[]): Promise<void> {
  const input = parseWith(createOrderBodySchema, {
    items: purchase.lines.map(([product, quantity]) => ({ product_id: products[product], quantity })),
    // A saved address of the buyer when there is one (the default first), else a new one (saved with the order).
    ...(buyer.address_id ? { address_id: buyer.address_id } : { address: { ...purchase.address, complement: null, state: 'SP', city: 'São Paulo' } }),
    shipping_service: '04510',
    payment_method: 'pix_manual',
  });
  const reads = await readOrderInputs(sql, input);
  const { id } = await createOrder(sql, buyer, input, `demo-review-order-${buyer.id}`, '127.0.0.1', reads);
  await sql.begin(async (tx) => {
    const [{ status }] = await tx<{ status: OrderStatus }[]>`select status from orders where id = ${id} for update`;
    let from = status;
    for (const to of MOVES.slice(MOVES.indexOf(from) + 1)) {
      await moveOrder(tx, id, { to, by: to === 'received' ? buyer.id : admin.id, lockedFrom: from });
      from = to;
    }
    await tx`update orders set review_invited_at = coalesce(review_invited_at, now()) where id = ${id}`;
  });
}

/**
 * Gives the demo its reviews unless it has some: the demo customers' received orders, their reviews (Portuguese,
 * 3 to 5 stars), all approved but one, one answered by the shop. Skipped, saying why, when the demo accounts or
 * products are missing or the shop refuses the orders (its settings changed).
 */
export async function seedReviews(sql: Sql): Promise<string> {
  const [[present], people, products] = await together(
    sql<{ n: number }[]>`select count(*)::int as n from product_reviews`,
    sql<Buyer[]>`select u.id::text as id, u.name, u.email, u.role,
        (select a.id::text from addresses a where a.user_id = u.id order by a.is_default desc, a.id limit 1) as address_id
      from users u where u.email in ${sql([...PURCHASES.map((p) => p.email), 'admin@vitrine.local'])}`,
    reviewableProducts(sql, 3),
  );
  if (present.n > 0) return `reviews: ${present.n} already there, left as they are`;
  const byEmail = new Map(people.map((person) => [person.email, person]));
  const admin = byEmail.get('admin@vitrine.local');
  if (!admin || PURCHASES.some((p) => !byEmail.has(p.email))) return 'reviews: skipped, the demo accounts are missing';
  if (products.length < 3) return 'reviews: skipped, fewer than 3 published products to buy';
  try {
    for (const purchase of PURCHASES) await buy(sql, byEmail.get(purchase.email) as Buyer, admin, purchase, products);
  } catch (error) {
    if (error instanceof HttpError) return `reviews: skipped, the shop refused a demo order (${error.message})`;
    throw error;
  }
  for (const { email, product, approve, reply, ...input } of REVIEWS) {
    const review = await createReview(sql, (byEmail.get(email) as Buyer).id, products[product], parseWith(reviewSchema, input));
    if (approve) await moderateReview(sql, review.id, parseWith(moderationSchema, { status: 'approved', ...(reply ? { reply } : {}) }));
  }
  const approved = REVIEWS.filter((r) => r.approve).length;
  return `reviews: ${PURCHASES.length} received orders, ${REVIEWS.length} reviews (${approved} approved, ${REVIEWS.length - approved} pending)`;
}
