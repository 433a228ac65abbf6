import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import { POST_STATUSES } from '../../lib/content-status';
import type { Post } from '../../lib/schemas/post';
import { Link } from '../router';
import Screen from '../screens/Screen';
import ListTable, { ListStatus } from '../list/ListTable';
import ListToolbar from '../list/ListToolbar';
import { useListQuery } from '../list/use-list-query';
import { usePageList } from '../list/use-page-list';
import FeatureOffNotice from './FeatureOffNotice';
import '../admin.css';
import './posts.css';
import { LIST_PER_PAGE } from '../../lib/list-size';

const PER_PAGE = LIST_PER_PAGE;

/** A post's state as the list shows it: draft, published, or published with a date still ahead (scheduled). */
export function StatusBadge({ post }: { post: Pick<Post, 'status' | 'published_at'> }) {
  const t = useT();
  const scheduled = post.status === 'published' && !!post.published_at && Date.parse(post.published_at) > Date.now();
  return (
    <span className={`status-badge status-badge-${post.status}`}>
      {t(`posts_status_${post.status}`)}
      {scheduled && ` (${t('posts_scheduled')})`}
    </span>
  );
}

/** /conta/posts: news newest first, with a search of title or slug, a status filter and pages. */
export default function PostsScreen() {
  const t = useT();
  const list = useListQuery('/conta/posts', '/api/posts', 'status', POST_STATUSES, PER_PAGE);
  const page = usePageList<Omit<Post, 'body'>>(list.path);
  const statusOptions = [
    { value: '', label: t('posts_status_all') },
    ...POST_STATUSES.map((s) => ({ value: s, label: t(`posts_status_${s}`) })),
  ];
  const columns = { title: t('posts_col_title'), status: t('posts_col_status'), published: t('posts_col_published'), author: t('posts_col_author') };

  return (
    <Screen title={t('news_title')}>
      <p className="conta-lead">{t('posts_intro')}</p>
      <FeatureOffNotice />
      <ListToolbar
        id="posts"
        searchLabel={t('posts_search')}
        typed={list.typed}
        onType={list.setTyped}
        onSearch={list.search}
        filter={{ name: 'status', label: t('posts_status_filter'), value: list.query.filter, options: statusOptions, onChange: list.setFilter }}
        newHref="/conta/posts/new"
        newLabel={t('posts_new')}
      />
      <ListStatus failed={page.failed} busy={page.busy} loaded={!!page.page} />
      {page.page && (
        <ListTable
          caption={t('news_title')}
          columns={[{ label: columns.title }, { label: columns.status }, { label: columns.published }, { label: columns.author }, { label: t('admin_col_actions'), hidden: true }]}
          page={page.page}
          busy={page.busy}
          empty={t('posts_empty')}
          onPage={list.setPage}
        >
          {page.page.data.map((post) => (
            <tr key={post.id}>
              <td data-label={columns.title}>
                <Link href={`/conta/posts/${post.id}/edit`}>{post.title}</Link>
                <span className="item-address">/noticias/{post.slug}</span>
              </td>
              <td data-label={columns.status}>
                <StatusBadge post={post} />
              </td>
              <td data-label={columns.published} className="cell-nowrap">
                {post.published_at ? formatDateTime(post.published_at) : '—'}
              </td>
              <td data-label={columns.author}>{post.author_name ?? '—'}</td>
              <td className="cell-actions">
                {post.status === 'published' && (
                  <a href={`/noticias/${post.slug}`} target="_blank" rel="noopener">
                    {t('posts_view')}
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
