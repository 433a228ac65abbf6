import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import { PAGE_STATUSES } from '../../lib/content-status';
import type { SitePage, SitePageSummary } from '../../lib/schemas/page';
import ListTable, { ListStatus } from '../list/ListTable';
import ListToolbar from '../list/ListToolbar';
import { useListQuery } from '../list/use-list-query';
import { usePageList } from '../list/use-page-list';
import { Link } from '../router';
import Screen from '../screens/Screen';
import '../posts/posts.css';
import '../admin.css';
import './pages.css';
import { LIST_PER_PAGE } from '../../lib/list-size';

const PER_PAGE = LIST_PER_PAGE;

/** A page's state, and the home marker when it is the home page. */
export function PageBadges({ page }: { page: Pick<SitePage, 'status' | 'is_home'> }) {
  const t = useT();
  return (
    <>
      <span className={`status-badge status-badge-${page.status}`}>{t(`pages_status_${page.status}`)}</span>
      {page.is_home && <span className="page-home-marker">{t('pages_home_marker')}</span>}
    </>
  );
}

/** /conta/pages: the home page first, then by title; search of title or slug, status filter and pages. */
export default function PagesScreen() {
  const t = useT();
  const list = useListQuery('/conta/pages', '/api/pages', 'status', PAGE_STATUSES, PER_PAGE);
  const page = usePageList<SitePageSummary>(list.path);
  const statusOptions = [{ value: '', label: t('pages_status_all') }, ...PAGE_STATUSES.map((s) => ({ value: s, label: t(`pages_status_${s}`) }))];
  const columns = { title: t('pages_col_title'), status: t('pages_col_status'), updated: t('pages_col_updated') };

  return (
    <Screen title={t('nav_pages')}>
      <p className="conta-lead">{t('pages_intro')}</p>
      <ListToolbar
        id="pages"
        searchLabel={t('pages_search')}
        typed={list.typed}
        onType={list.setTyped}
        onSearch={list.search}
        filter={{ name: 'status', label: t('pages_status_filter'), value: list.query.filter, options: statusOptions, onChange: list.setFilter }}
        newHref="/conta/pages/new"
        newLabel={t('pages_new')}
      />
      <ListStatus failed={page.failed} busy={page.busy} loaded={!!page.page} />
      {page.page && (
        <ListTable
          caption={t('nav_pages')}
          columns={[{ label: columns.title }, { label: columns.status }, { label: columns.updated }, { label: t('admin_col_actions'), hidden: true }]}
          page={page.page}
          busy={page.busy}
          empty={t('pages_empty')}
          onPage={list.setPage}
        >
          {page.page.data.map((item) => (
            <tr key={item.id}>
              <td data-label={columns.title}>
                <Link href={`/conta/pages/${item.id}/edit`}>{item.title}</Link>
                <span className="item-address">{item.is_home ? '/' : `/${item.slug}`}</span>
              </td>
              <td data-label={columns.status}>
                <span className="page-badges">
                  <PageBadges page={item} />
                </span>
              </td>
              <td data-label={columns.updated} className="cell-nowrap">
                {formatDateTime(item.updated_at)}
              </td>
              <td className="cell-actions">
                {item.status === 'published' && (
                  <a href={item.is_home ? '/' : `/${item.slug}`} target="_blank" rel="noopener">
                    {t('pages_view')}
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
