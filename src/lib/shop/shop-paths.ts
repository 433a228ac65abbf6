/** Paths under /loja that are not products (the cart, the checkout): no product may take them as its slug. */
export const SHOP_PATHS = { cart: 'carrinho', checkout: 'finalizar-pedido' } as const;
