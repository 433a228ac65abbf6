/** Paths under /loja that are not products (the cart, the checkout): no product may take them as its slug. */
export const SHOP_PATHS = { cart: 'carrinho', checkout: 'finalizar-pedido' } as const;

/** The query parameter that opens a product page with a variant chosen (`/loja/camiseta?variante=12`): the product feed links each variant so. */
export const VARIANT_PARAM = 'variante';
