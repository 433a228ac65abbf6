import { useCallback, useEffect, useState } from 'react';
import { api } from '../../client/api-client';
import type { ProductCategory } from '../../lib/schemas/product';

/** A category as /api/product-categories answers it to managers: with how many products use it. */
export type CategoryItem = ProductCategory & { product_count: number };

/** The shop's categories, loaded once and again on `reload` (after the panel changes one); null while loading. */
export function useCategories(): { categories: CategoryItem[] | null; failed: boolean; reload: () => void } {
  const [categories, setCategories] = useState<CategoryItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void api<CategoryItem[]>('GET', '/api/product-categories', { cache: 'no-store', signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setFailed(!result.ok);
      if (result.ok) setCategories(result.data);
    });
    return () => controller.abort();
  }, [round]);
  return { categories, failed, reload: useCallback(() => setRound((n) => n + 1), []) };
}
