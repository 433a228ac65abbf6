import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useT } from '../../i18n/use-t';
import { api } from '../../client/api-client';
import type { Media } from '../../lib/schemas/media';
import ConfirmDialog from '../form/ConfirmDialog';
import ItemPending from '../list/ItemPending';
import { Link, navigate } from '../router';
import Screen from '../screens/Screen';
import FeatureOffNotice, { useMediasEnabled } from './FeatureOffNotice';
import MediaForm from './MediaForm';
import { MediaStatusBadge } from './MediasScreen';
import '../users/admin.css';
import './medias.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; media?: Media };

function useMedia(id: string | undefined): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(id ? { state: 'loading' } : { state: 'done' });
  useEffect(() => {
    if (!id) return;
    let live = true;
    void api<Media>('GET', `/api/medias/${encodeURIComponent(id)}`, { cache: 'no-store' }).then((result) => {
      if (live) setLoaded(result.ok ? { state: 'done', media: result.data } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [id]);
  return loaded;
}

function DeleteMedia({ media }: { media: Media }) {
  const t = useT();
  const enabled = useMediasEnabled();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const result = await api('DELETE', `/api/medias/${media.id}`);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      toast.success(t('medias_deleted'));
      navigate('/conta/medias');
    }
  }
  return (
    <section className="conta-panel admin-danger-zone">
      <button className="btn btn-danger" type="button" disabled={!enabled} onClick={() => setOpen(true)}>
        {t('medias_delete')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('medias_delete')}
        text={t('medias_delete_confirm', undefined, { title: media.title })}
        confirmLabel={t('admin_confirm_delete')}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}

/** /conta/medias/new and /conta/medias/:id/edit: the item form and, on edit, the delete with confirmation. */
export default function MediaFormScreen({ id }: { id?: string }) {
  const t = useT();
  const loaded = useMedia(id);
  const [saved, setSaved] = useState<Media | null>(null);
  const title = t(id ? 'medias_edit_title' : 'medias_new');
  if (loaded.state !== 'done') {
    return <ItemPending title={title} state={loaded.state} backHref="/conta/medias" backLabel={t('medias_back')} />;
  }
  const media = saved ?? loaded.media;
  return (
    <Screen title={media ? `${title}: ${media.title}` : title} pageTitle={title}>
      <FeatureOffNotice />
      {media && (
        <p className="media-meta">
          <MediaStatusBadge media={media} />
          {media.status === 'published' && (
            <a href={`/biblioteca/${media.slug}`} target="_blank" rel="noopener">
              {t('medias_view')}
            </a>
          )}
        </p>
      )}
      <MediaForm key={media?.id ?? 'new'} media={media} onSaved={(next) => (media ? setSaved(next) : navigate(`/conta/medias/${next.id}/edit`))} />
      {media && <DeleteMedia media={media} />}
      <p className="conta-actions">
        <Link href="/conta/medias">{t('medias_back')}</Link>
      </p>
    </Screen>
  );
}
