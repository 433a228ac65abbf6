// The stock history's shapes, shared by the server (which writes and answers them) and the product screen in /conta.

/** What changed a stock row: an order's sale, its units given back (cancel, refund, expiry), or an admin's adjustment. */
export const STOCK_KINDS = ['sale', 'cancel', 'refund', 'expiry', 'adjustment'] as const;
/** One kind of stock change. */
export type StockKind = (typeof STOCK_KINDS)[number];

/** Why a canceled order's units came back (moveOrder's `stockReason`): its history rows carry it as their kind. */
export type StockReturnReason = Extract<StockKind, 'cancel' | 'refund' | 'expiry'>;

/** One change of a product's stock (or of one of its variants), as GET /api/products/:id/stock-history answers it. */
export type StockHistoryEntry = {
  id: string;
  kind: StockKind;
  /** The variant's option values (null: the product's own stock); kept when the variant was deleted later. */
  variant: { id: string | null; option_values: string[] } | null;
  /** Units added (positive) or taken (negative); null when the stock became or stopped being unlimited. */
  quantity: number | null;
  /** The stock right after; null: unlimited. */
  stock_after: number | null;
  /** Who changed it; null for the system (the expiry job, a payment notification, the seed). */
  by: { id: string; name: string } | null;
  /** The order, when the change came from one. */
  order: { id: string; number: number } | null;
  at: string;
};

/** A stock row whose stock changed since the form read it, as a 409 of PUT /api/products/:id lists it. */
export type StockConflict = {
  /** The form field the row is under: `stock`, or `variants.N.stock`. */
  field: string;
  /** The variant (null: the product's own stock). */
  variant_id: string | null;
  /** The stock now; null: unlimited. */
  stock: number | null;
};

/** A quantity as the history shows it: +5, -3, 0 (null: no number, the stock became or stopped being unlimited). */
export const signedQuantity = (quantity: number | null): string =>
  quantity === null ? '—' : quantity > 0 ? `+${quantity}` : String(quantity);
