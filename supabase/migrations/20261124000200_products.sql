-- The shop's catalogue (issue 12): categories, products and their variants. Money is integer cents; stock is an
-- integer >= 0, or null for unlimited, so an order can reserve it with one conditional update
-- (`set stock = stock - $q where … and stock >= $q`) and never sell what is not there.
create table product_categories (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 80),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index product_categories_slug_key on product_categories (slug);
alter table product_categories enable row level security;

create table products (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 200),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  description text not null default '',
  -- Ordered image addresses; the first is the card image.
  images text[] not null default '{}' check (cardinality(images) <= 12),
  price_cents integer not null check (price_cents >= 0),
  compare_at_cents integer check (compare_at_cents is null or compare_at_cents > price_cents),
  sku text check (sku is null or char_length(sku) <= 64),
  stock integer check (stock is null or stock >= 0),
  weight_g integer not null check (weight_g between 1 and 30000),
  height_cm integer not null check (height_cm between 1 and 100),
  width_cm integer not null check (width_cm between 1 and 100),
  length_cm integer not null check (length_cm between 1 and 100),
  -- The spec's package formats: 1 Caixa/Pacote, 2 Rolo/Prisma, 3 Envelope.
  package_format smallint not null default 1 check (package_format in (1, 2, 3)),
  status text not null default 'draft' check (status in ('draft', 'published')),
  featured boolean not null default false,
  category_id bigint references product_categories (id) on delete set null,
  -- Up to 3 option names (e.g. {Tamanho, Cor}); each variant holds one value per option, in this order.
  options text[] not null default '{}' check (cardinality(options) <= 3),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index products_slug_key on products (slug);
create unique index products_sku_key on products (sku) where sku is not null;
create index products_public_idx on products (created_at desc, id desc) where status = 'published';
create index products_category_idx on products (category_id);
alter table products enable row level security;

create table product_variants (
  id bigint generated always as identity primary key,
  product_id bigint not null references products (id) on delete cascade,
  -- One value per option of the product, in the product's option order.
  option_values text[] not null check (cardinality(option_values) between 1 and 3),
  sku text check (sku is null or char_length(sku) <= 64),
  stock integer check (stock is null or stock >= 0),
  -- The product's price when null.
  price_cents integer check (price_cents is null or price_cents >= 0),
  position integer not null default 0
);
create unique index product_variants_options_key on product_variants (product_id, option_values);
create unique index product_variants_sku_key on product_variants (sku) where sku is not null;
create index product_variants_product_idx on product_variants (product_id, position);
alter table product_variants enable row level security;
