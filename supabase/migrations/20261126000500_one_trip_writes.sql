-- Writes in one round trip (issue 22). Between Netlify's functions and a distant Supabase every statement waits a
-- whole round trip (~120 ms from Ohio to São Paulo), and a transaction driven from the code pays one per statement
-- plus its begin and commit. These functions run such a transaction's statements inside the database, called by one
-- statement (its own transaction): a rate limit's slots, an address saved, and a new order with its stock.
-- Each rule keeps one implementation: the TypeScript module named on each function is its only caller, and the
-- order's function calls the other two. Errors a client can cause are raised with the codes `VT…` below, which
-- those modules turn into their 4xx answers.

-- The slots of some rate limits, all or none (src/server/http/rate-limit.ts: tryTakeSlots). `p_requests` is an array
-- of {bucket, key, max, window} in the order the locks are taken (the caller sorts them, so two takes never wait on
-- each other). Each (bucket, key) is locked for the transaction, then counted, then recorded: parallel takes of a key
-- queue on its lock, so at most `max` events ever fall in its window. Times are the clock's, not the transaction's
-- start, so an event's time follows the order the lock granted. Answers the new events' ids, or the index (from 0)
-- of the request whose window frees a slot last with the seconds until it does (`refused`, `retry_after`).
create function take_rate_slots(p_requests jsonb)
returns table (ids text[], refused integer, retry_after integer)
language plpgsql as $$
declare
  v_request jsonb;
  v_index bigint;
  v_wait integer;
  v_id bigint;
begin
  ids := '{}';
  for v_request in select value from jsonb_array_elements(p_requests) loop
    perform pg_advisory_xact_lock(hashtext(v_request->>'bucket'), hashtext(v_request->>'key'));
  end loop;
  for v_request, v_index in select value, ordinality - 1 from jsonb_array_elements(p_requests) with ordinality loop
    -- The window is full while `max` events fall inside it; the max-th newest of them leaving it frees a slot.
    select greatest(1, ceil(extract(epoch from e.created_at + make_interval(secs => (v_request->>'window')::integer)
        - clock_timestamp()))::integer)
      into v_wait
      from rate_events e
      where e.bucket = v_request->>'bucket' and e.key = v_request->>'key'
        and e.created_at > clock_timestamp() - make_interval(secs => (v_request->>'window')::integer)
      order by e.created_at desc
      offset (v_request->>'max')::integer - 1 limit 1;
    if found and (refused is null or v_wait > retry_after) then
      refused := v_index;
      retry_after := v_wait;
    end if;
  end loop;
  if refused is not null then
    ids := null;
    return next;
    return;
  end if;
  for v_request in select value from jsonb_array_elements(p_requests) loop
    insert into rate_events (bucket, key, created_at) values (v_request->>'bucket', v_request->>'key', clock_timestamp())
      returning id into v_id;
    ids := ids || v_id::text;
  end loop;
  return next;
end $$;

-- An address added to a user's list (src/server/accounts/addresses.ts: insertAddress). The user's row is locked, so a
-- user's address changes run one at a time: the first address is the default and there is exactly one default under
-- concurrent requests (the partial unique index backs it up). At most `p_max` addresses: more raises VTADR. The lock
-- is `for no key update`, which does not wait for the key-share locks that rows referencing the user take: an order
-- of the same buyer holds one from its key's claim while it waits for this order's rate-limit lock, and `for update`
-- here would wait for it in turn (a deadlock).
create function save_address(p_user bigint, p_address jsonb, p_max integer)
returns addresses
language plpgsql as $$
declare
  v_count integer;
  v_default boolean;
  v_row addresses;
begin
  perform 1 from users where id = p_user for no key update;
  select count(*) into v_count from addresses where user_id = p_user;
  if v_count >= p_max then
    raise exception 'the user has % addresses already', v_count using errcode = 'VTADR';
  end if;
  v_default := v_count = 0 or coalesce((p_address->>'is_default')::boolean, false);
  if v_default then
    update addresses set is_default = false, updated_at = now() where user_id = p_user and is_default;
  end if;
  insert into addresses (user_id, recipient, cep, street, number, complement, district, city, state, is_default)
  values (p_user, p_address->>'recipient', p_address->>'cep', p_address->>'street', p_address->>'number',
    p_address->>'complement', p_address->>'district', p_address->>'city', p_address->>'state', v_default)
  returning * into v_row;
  return v_row;
end $$;

-- A new order's transaction (src/server/shop/orders/create-order.ts: createOrder, which prices, ships and checks
-- everything before and builds `p`). In order:
-- 1. The Idempotency-Key claimed first: a concurrent request with the same key waits here until this one ends, then
--    finds the order it made (`replayed`); a key that asked something else raises VTKEY.
-- 2. A slot of the buyer's order rate limit (`p.rate`: {bucket, key, max, window}), given back by a rollback; a
--    full window raises VTRAT with the seconds to wait as its detail.
-- 3. The stock of each row (`p.reservations`: {table, id, quantity}, lines of one row summed, in a fixed order so
--    two orders never deadlock): one conditional update each (`… where stock >= quantity`), never a read then a
--    write. A row of unlimited stock (null) is neither written nor locked, so its buyers do not queue behind one
--    another. Any short row raises VTSTK and everything is rolled back. This comes before the order row, so a short
--    cart takes no order number (numbers stay without gaps) and a counted row stays locked only for the inserts and
--    the commit that follow.
-- 4. The new delivery address saved to the account (`p.save_address`), through save_address.
-- 5. The order (the buyer's name, e-mail, document and phone copied from the account), its lines, its first history
--    entry, the key's link to it and each sale's stock history row (the units, the stock after, the buyer, the order).
-- 6. A zero total (`p.free`: its instructions and history note) is paid as it is made: pending -> paid by the system.
-- Answers {id, replayed}.
create function place_order(p jsonb)
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

  if jsonb_typeof(p->'save_address') = 'object' then
    perform save_address(v_user, p->'save_address', (p->>'max_addresses')::integer);
  end if;

  insert into orders (user_id, customer_name, customer_email, customer_document, customer_phone, address, shipping,
    payment_method, payment_instructions, subtotal_cents, shipping_cents, total_cents, notes, locale, expires_at)
  select u.id, u.name, u.email, u.document, u.phone, p->'order'->'address', p->'order'->'shipping',
    p->'order'->>'payment_method', p->'order'->>'payment_instructions', (p->'order'->>'subtotal_cents')::integer,
    (p->'order'->>'shipping_cents')::integer, (p->'order'->>'total_cents')::integer, p->'order'->>'notes',
    p->'order'->>'locale', now() + make_interval(days => (p->'order'->>'window_days')::integer)
  from users u where u.id = v_user
  returning id into v_order;

  insert into order_items (order_id, position, product_id, variant_id, name, sku, options, image, unit_price_cents, quantity)
  select v_order, l.position, l.product_id, l.variant_id, l.name, l.sku, l.options, l.image, l.unit_price_cents, l.quantity
  from jsonb_to_recordset(p->'lines') as l(position integer, product_id bigint, variant_id bigint, name text, sku text,
    options text[], image text, unit_price_cents integer, quantity integer);
  insert into order_history (order_id, from_status, to_status, user_id) values (v_order, null, 'pending', v_user);
  update order_idempotency set order_id = v_order where user_id = v_user and key = v_key;
  insert into stock_history (product_id, variant_id, variant_options, kind, quantity, stock_after, user_id, order_id)
  select s.product_id, s.variant_id, s.variant_options, 'sale', s.quantity, s.stock_after, v_user, v_order
  from jsonb_to_recordset(v_sold) as s(product_id bigint, variant_id bigint, variant_options text[], quantity integer,
    stock_after integer);

  if jsonb_typeof(v_free) = 'object' then
    update orders set status = 'paid', paid_at = now(), updated_at = now(), payment_instructions = v_free->>'instructions'
    where id = v_order;
    insert into order_history (order_id, from_status, to_status, user_id, note)
    values (v_order, 'pending', 'paid', null, v_free->>'note');
  end if;
  return jsonb_build_object('id', v_order::text, 'replayed', false);
end $$;

-- The server connects as the owner; on Supabase the Data API's roles are given every new function by default, and
-- these must not be callable through it (nothing there is, see the tables' row level security).
revoke execute on function take_rate_slots(jsonb), save_address(bigint, jsonb, integer), place_order(jsonb) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    execute 'revoke execute on function take_rate_slots(jsonb), save_address(bigint, jsonb, integer), place_order(jsonb) from anon, authenticated';
  end if;
end $$;
