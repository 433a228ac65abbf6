import { useT } from '../../client/use-t';
import { MEDIA_TYPES, mediaTypeLabel } from '../../lib/media-types';
import { PUBLICATION_TYPES, publicationTypeLabel } from '../../lib/publication-types';
import { MEDIA_STATUSES } from '../../lib/content-status';
import type { Media } from '../../lib/schemas/media';
import SelectField from '../form/SelectField';
import ListTable, { ListStatus } from '../list/ListTable';
import { usePageList } from '../list/use-page-list';
import { Link } from '../router';
import Screen from '../screens/Screen';
import FeatureOffNotice from './FeatureOffNotice';
import { useMediaListQuery, type MediaListFilter } from './use-media-list-query';
import { yearOptions } from './media-values';
import '../admin.css';
import './medias.css';
import { LIST_PER_PAGE } from '../../lib/list-size';

const PER_PAGE = LIST_PER_PAGE;

/** An item's state as a badge. */
export function MediaStatusBadge({ media }: { media: Pick<Media, 'status'> }) {
  const t = useT();
  return <span className={`status-badge status-badge-${media.status}`}>{t(`medias_status_${media.status}`)}</span>;
}

/** /conta/medias: library items newest first, with a search, filters by type, media, year and status, and pages. */
export default function MediasScreen() {
  const t = useT();
  const list = useMediaListQuery(PER_PAGE);
  const page = usePageList<Omit<Media, 'description'>>(list.path);
  const all = { value: '', label: t('medias_all') };
  const filters: { name: MediaListFilter; label: string; options: { value: string; label: string }[] }[] = [
    { name: 'publication_type', label: t('medias_field_publication_type'), options: PUBLICATION_TYPES.map((c) => ({ value: c, label: t(publicationTypeLabel(c)) })) },
    { name: 'media_type', label: t('medias_field_media_type'), options: MEDIA_TYPES.map((c) => ({ value: c, label: t(mediaTypeLabel(c)) })) },
    { name: 'year', label: t('medias_field_year'), options: yearOptions(list.query.filters.year).map((y) => ({ value: y, label: y })) },
    { name: 'status', label: t('medias_field_status'), options: MEDIA_STATUSES.map((s) => ({ value: s, label: t(`medias_status_${s}`) })) },
  ];
  const columns = { title: t('medias_col_title'), type: t('medias_col_type'), year: t('medias_col_year'), status: t('medias_col_status') };

  return (
    <Screen title={t('library_title')}>
      <p className="conta-lead">{t('medias_intro')}</p>
      <FeatureOffNotice />
      <form className="admin-toolbar media-toolbar" role="search" onSubmit={list.search}>
        <div className="field media-toolbar-q">
          <label htmlFor="medias-q">{t('medias_search')}</label>
          <input id="medias-q" type="search" value={list.typed} maxLength={100} onChange={(e) => list.setTyped(e.target.value)} />
        </div>
        <button className="btn btn-primary" type="submit">
          {t('users_search_button')}
        </button>
        {filters.map((filter) => (
          <SelectField
            key={filter.name}
            id={`medias-${filter.name}`}
            label={filter.label}
            value={list.query.filters[filter.name]}
            options={[all, ...filter.options]}
            onChange={(value) => list.setFilter(filter.name, value)}
          />
        ))}
        <Link className="btn btn-secondary admin-toolbar-end" href="/conta/medias/new">
          {t('medias_new')}
        </Link>
      </form>
      <ListStatus failed={page.failed} busy={page.busy} loaded={!!page.page} />
      {page.page && (
        <ListTable
          caption={t('library_title')}
          columns={[{ label: columns.title }, { label: columns.type }, { label: columns.year }, { label: columns.status }, { label: t('admin_col_actions'), hidden: true }]}
          page={page.page}
          busy={page.busy}
          empty={t('medias_empty')}
          onPage={list.setPage}
        >
          {page.page.data.map((media) => (
            <tr key={media.id}>
              <td data-label={columns.title}>
                <Link href={`/conta/medias/${media.id}/edit`}>{media.title}</Link>
                <span className="item-address">/biblioteca/{media.slug}</span>
              </td>
              <td data-label={columns.type}>
                {t(publicationTypeLabel(media.publication_type))} · {t(mediaTypeLabel(media.media_type))}
              </td>
              <td data-label={columns.year}>{media.year ?? '—'}</td>
              <td data-label={columns.status}>
                <MediaStatusBadge media={media} />
              </td>
              <td className="cell-actions">
                {media.status === 'published' && (
                  <a href={`/biblioteca/${media.slug}`} target="_blank" rel="noopener">
                    {t('medias_view')}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </Screen>
  );
}
