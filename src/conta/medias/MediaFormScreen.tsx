import { useState } from 'react';
import { useT } from '../../client/use-t';
import type { Media } from '../../lib/schemas/media';
import DeleteItem from '../form/DeleteItem';
import ItemPending from '../list/ItemPending';
import { useItem } from '../list/use-item';
import { Link, navigate } from '../router';
import Screen from '../screens/Screen';
import FeatureOffNotice, { useMediasEnabled } from './FeatureOffNotice';
import MediaForm from './MediaForm';
import { MediaStatusBadge } from './MediasScreen';
import '../admin.css';
import './medias.css';

/** /conta/medias/new and /conta/medias/:id/edit: the item form and, on edit, the delete with confirmation. */
export default function MediaFormScreen({ id }: { id?: string }) {
  const t = useT();
  const enabled = useMediasEnabled();
  const loaded = useItem<Media>('/api/medias', id);
  const [saved, setSaved] = useState<Media | null>(null);
  const title = t(id ? 'medias_edit_title' : 'medias_new');
  if (loaded.state !== 'done') {
    return <ItemPending title={title} state={loaded.state} backHref="/conta/medias" backLabel={t('medias_back')} />;
  }
  const media = saved ?? loaded.item;
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
      {media && (
        <DeleteItem
          path={`/api/medias/${media.id}`}
          label={t('medias_delete')}
          text={t('medias_delete_confirm', undefined, { title: media.title })}
          deleted={t('medias_deleted')}
          back="/conta/medias"
          enabled={enabled}
        />
      )}
      <p className="conta-actions">
        <Link href="/conta/medias">{t('medias_back')}</Link>
      </p>
    </Screen>
  );
}
