import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import type { SitePage } from '../../lib/schemas/page';
import ConfirmDialog from '../form/ConfirmDialog';
import ItemPending from '../list/ItemPending';
import { useItem } from '../list/use-item';
import { Link, navigate } from '../router';
import Screen from '../screens/Screen';
import PageForm from './PageForm';
import { PageBadges } from './PagesScreen';
import '../admin.css';
import './pages.css';

function DeletePage({ page }: { page: SitePage }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const result = await api('DELETE', `/api/pages/${page.id}`);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      toast.success(t('pages_deleted'));
      navigate('/conta/pages');
    }
  }
  return (
    <section className="conta-panel admin-danger-zone">
      <button className="btn btn-danger" type="button" onClick={() => setOpen(true)}>
        {t('pages_delete')}
      </button>
      <ConfirmDialog open={open} title={t('pages_delete')} text={t('pages_delete_confirm', undefined, { title: page.title })}
        confirmLabel={t('admin_confirm_delete')} busy={busy} onConfirm={confirm} onClose={() => setOpen(false)} />
    </section>
  );
}

/** /conta/pages/new and /conta/pages/:id/edit: the page form with its layout editor and, on edit, the delete. */
export default function PageFormScreen({ id }: { id?: string }) {
  const t = useT();
  const loaded = useItem<SitePage>('/api/pages', id);
  const [saved, setSaved] = useState<SitePage | null>(null);
  const title = t(id ? 'pages_edit_title' : 'pages_new');
  if (loaded.state !== 'done') {
    return <ItemPending title={title} state={loaded.state} backHref="/conta/pages" backLabel={t('pages_back')} />;
  }
  const page = saved ?? loaded.item;
  return (
    <Screen title={page ? `${title}: ${page.title}` : title} pageTitle={title}>
      {page && (
        <p className="post-meta">
          <PageBadges page={page} />
          {page.status === 'published' && (
            <a href={page.is_home ? '/' : `/${page.slug}`} target="_blank" rel="noopener">
              {t('pages_view')}
            </a>
          )}
        </p>
      )}
      <PageForm key={page?.id ?? 'new'} page={page} onSaved={(next) => (page ? setSaved(next) : navigate(`/conta/pages/${next.id}/edit`))} />
      {page && <DeletePage page={page} />}
      <p className="conta-actions">
        <Link href="/conta/pages">{t('pages_back')}</Link>
      </p>
    </Screen>
  );
}
