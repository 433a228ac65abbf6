import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/use-t';

// The layout editor (its field editors, previews and the blocks' CSS) loads only when a page form opens.
const PageFormScreen = lazy(() => import('./PageFormScreen'));

/** /conta/pages/new and /conta/pages/:id/edit, loaded on demand. */
export default function PageEditorScreen({ id }: { id?: string }) {
  const t = useT();
  return (
    <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
      <PageFormScreen id={id} />
    </Suspense>
  );
}
