-- Donations and pay-what-you-want (issue 24): a product of kind 'donation' has no stock, no variants and nothing to
-- ship; the buyer names the amount, at least its price (`price_cents` is a donation's minimum, so the cards, the
-- sorting and the structured data read one price column for every kind); `suggested_amounts_cents` are the buttons
-- the product page offers (ascending, each at least the minimum: src/lib/schemas/product.ts keeps that rule).
alter table products add column kind text not null default 'product' check (kind in ('product', 'donation'));
alter table products add column suggested_amounts_cents integer[] not null default '{}'
  check (cardinality(suggested_amounts_cents) <= 6);
-- Its stock is not here: a product turned into a donation has its stock cleared by the same transaction's stock
-- write (guarded by the stock the form read), after this row's update.
alter table products add constraint products_donation_shape check (
  kind = 'product' or (cardinality(options) = 0 and compare_at_cents is null and price_cents >= 100));

-- An order line says whether it was a donation (e-mails, CSV and the order page say "Doação").
alter table order_items add column kind text not null default 'product' check (kind in ('product', 'donation'));

-- An order of donations only has nothing to deliver: no address (already nullable) and no shipping option.
alter table orders alter column shipping drop not null;

-- place_order as migration 20261127006200 made it, plus the lines' `kind`.
create or replace function place_order(p jsonb)
returns jsonb
language plpgsql as $$
declare
  v_user bigint := (p->>'user_id')::bigint;
  v_key text := p->>'key';
  v_claim record;
  v_slot record;
  v_row jsonb;
  v_taken record;
  v_sold jsonb := '[]';
  v_order bigint;
  v_free jsonb := p->'free';
  v_coupon jsonb := p->'coupon';
  v_terms record;
begin
  insert into order_idempotency (user_id, key, request_hash) values (v_user, v_key, p->>'request_hash')
    on conflict do nothing;
  if not found then
    select i.request_hash, i.order_id into v_claim from order_idempotency i where i.user_id = v_user and i.key = v_key;
    if v_claim.request_hash <> p->>'request_hash' then
      raise exception 'idempotency key % was used for another request', v_key using errcode = 'VTKEY';
    end if;
    return jsonb_build_object('id', v_claim.order_id::text, 'replayed', true);
  end if;

  select * into v_slot from take_rate_slots(jsonb_build_array(p->'rate'));
  if v_slot.refused is not null then
    raise exception 'order rate limit' using errcode = 'VTRAT', detail = v_slot.retry_after::text;
  end if;

  for v_row in select value from jsonb_array_elements(p->'reservations') loop
    if v_row->>'table' = 'product_variants' then
      with taken as (
        update product_variants set stock = stock - (v_row->>'quantity')::integer
        where id = (v_row->>'id')::bigint and stock >= (v_row->>'quantity')::integer
        returning product_id, id as variant_id, option_values as variant_options, stock)
      select t.product_id, t.variant_id, t.variant_options, t.stock,
        t.product_id is not null
          or exists (select 1 from product_variants v where v.id = (v_row->>'id')::bigint and v.stock is null) as ok
      into v_taken
      from (select 1) one left join taken t on true;
    else
      with taken as (
        update products set stock = stock - (v_row->>'quantity')::integer
        where id = (v_row->>'id')::bigint and stock >= (v_row->>'quantity')::integer
        returning id as product_id, null::bigint as variant_id, null::text[] as variant_options, stock)
      select t.product_id, t.variant_id, t.variant_options, t.stock,
        t.product_id is not null
          or exists (select 1 from products x where x.id = (v_row->>'id')::bigint and x.stock is null) as ok
      into v_taken
      from (select 1) one left join taken t on true;
    end if;
    if not v_taken.ok then
      raise exception 'short stock' using errcode = 'VTSTK';
    end if;
    if v_taken.product_id is not null then
      v_sold := v_sold || jsonb_build_object('product_id', v_taken.product_id, 'variant_id', v_taken.variant_id,
        'variant_options', v_taken.variant_options, 'quantity', -(v_row->>'quantity')::integer, 'stock_after', v_taken.stock);
    end if;
  end loop;

  -- The coupon's use, after the stock rows (every order locks rows in that order: no deadlock): one conditional
  -- update of its row, which holds the row until the commit, so concurrent orders of one coupon take its uses one
  -- after another and the per-customer count read next is exact.
  if jsonb_typeof(v_coupon) = 'object' then
    update coupons set used_count = used_count + 1, updated_at = now()
    where id = (v_coupon->>'id')::bigint and active
      and (usage_limit is null or used_count < usage_limit)
      and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
    returning per_customer_limit into v_terms;
    if not found then
      select c.active, c.usage_limit, c.used_count, c.starts_at, c.ends_at into v_terms from coupons c
      where c.id = (v_coupon->>'id')::bigint;
      raise exception 'coupon refused' using errcode = 'VTCPN', detail = case
        when v_terms is null or not v_terms.active then 'inactive'
        when v_terms.usage_limit is not null and v_terms.used_count >= v_terms.usage_limit then 'exhausted'
        else 'window' end;
    end if;
    if v_terms.per_customer_limit is not null and v_terms.per_customer_limit <= (
      select count(*) from coupon_redemptions r
      where r.coupon_id = (v_coupon->>'id')::bigint and r.user_id = v_user and r.status <> 'released') then
      raise exception 'coupon used up by this customer' using errcode = 'VTCPN', detail = 'customer_limit';
    end if;
  end if;

  if jsonb_typeof(p->'save_address') = 'object' then
    perform save_address(v_user, p->'save_address', (p->>'max_addresses')::integer);
  end if;

  insert into orders (user_id, customer_name, customer_email, customer_document, customer_phone, address, shipping,
    payment_method, payment_instructions, subtotal_cents, shipping_cents, discount_cents, total_cents, coupon, notes, locale,
    expires_at)
  select u.id, u.name, u.email, u.document, u.phone, p->'order'->'address', p->'order'->'shipping',
    p->'order'->>'payment_method', p->'order'->>'payment_instructions', (p->'order'->>'subtotal_cents')::integer,
    (p->'order'->>'shipping_cents')::integer, coalesce((p->'order'->>'discount_cents')::integer, 0),
    (p->'order'->>'total_cents')::integer, case when jsonb_typeof(p->'order'->'coupon') = 'object' then p->'order'->'coupon' end,
    p->'order'->>'notes',
    p->'order'->>'locale', now() + make_interval(days => (p->'order'->>'window_days')::integer)
  from users u where u.id = v_user
  returning id into v_order;

  insert into order_items (order_id, position, product_id, variant_id, name, sku, options, image, unit_price_cents, quantity,
    kind)
  select v_order, l.position, l.product_id, l.variant_id, l.name, l.sku, l.options, l.image, l.unit_price_cents, l.quantity,
    coalesce(l.kind, 'product')
  from jsonb_to_recordset(p->'lines') as l(position integer, product_id bigint, variant_id bigint, name text, sku text,
    options text[], image text, unit_price_cents integer, quantity integer, kind text);
  insert into order_history (order_id, from_status, to_status, user_id) values (v_order, null, 'pending', v_user);
  update order_idempotency set order_id = v_order where user_id = v_user and key = v_key;
  insert into stock_history (product_id, variant_id, variant_options, kind, quantity, stock_after, user_id, order_id)
  select s.product_id, s.variant_id, s.variant_options, 'sale', s.quantity, s.stock_after, v_user, v_order
  from jsonb_to_recordset(v_sold) as s(product_id bigint, variant_id bigint, variant_options text[], quantity integer,
    stock_after integer);

  if jsonb_typeof(v_coupon) = 'object' then
    insert into coupon_redemptions (coupon_id, order_id, user_id, status, discount_cents)
    values ((v_coupon->>'id')::bigint, v_order, v_user, case when jsonb_typeof(v_free) = 'object' then 'confirmed' else 'reserved' end,
      (v_coupon->>'discount_cents')::integer);
  end if;

  if jsonb_typeof(v_free) = 'object' then
    update orders set status = 'paid', paid_at = now(), updated_at = now(), payment_instructions = v_free->>'instructions'
    where id = v_order;
    insert into order_history (order_id, from_status, to_status, user_id, note)
    values (v_order, 'pending', 'paid', null, v_free->>'note');
  end if;
  return jsonb_build_object('id', v_order::text, 'replayed', false);
end $$;

