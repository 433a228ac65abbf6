import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/date-time';
import { POST_STATUSES, type Post } from '../../lib/schemas/post';
import SelectField from '../form/SelectField';
import { Link } from '../router';
import Screen from '../screens/Screen';
import Pagination from '../users/Pagination';
import { usePageList } from '../users/use-page-list';
import FeatureOffNotice from './FeatureOffNotice';
import '../users/admin.css';
import '../users/data-table.css';
import './posts.css';

const PER_PAGE = 20;

type Query = { q: string; status: string; page: number };

/** The search, status and page kept in the address, so "back" from a post returns to the same list. */
function queryFromAddress(): Query {
  const params = new URLSearchParams(location.search);
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: (POST_STATUSES as readonly string[]).includes(status) ? status : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** A post's state as the list shows it: draft, published, or published with a date still ahead (scheduled). */
export function StatusBadge({ post }: { post: Pick<Post, 'status' | 'published_at'> }) {
  const t = useT();
  const scheduled = post.status === 'published' && !!post.published_at && Date.parse(post.published_at) > Date.now();
  return (
    <span className={`post-status post-status-${post.status}`}>
      {t(`posts_status_${post.status}`)}
      {scheduled && ` (${t('posts_scheduled')})`}
    </span>
  );
}

/** /conta/posts: news newest first, with a search of title or slug, a status filter and pages. */
export default function PostsScreen() {
  const t = useT();
  const [query, setQuery] = useState<Query>(queryFromAddress);
  const [typed, setTyped] = useState(query.q);
  const shown = new URLSearchParams();
  if (query.q) shown.set('q', query.q);
  if (query.status) shown.set('status', query.status);
  if (query.page > 1) shown.set('page', String(query.page));
  const address = `/conta/posts${shown.size ? `?${shown}` : ''}`;
  useEffect(() => {
    if (location.pathname + location.search !== address) history.replaceState({ conta: true }, '', address);
  }, [address]);
  const list = usePageList<Omit<Post, 'body'>>(`/api/posts?${shown}${shown.size ? '&' : ''}per_page=${PER_PAGE}`);
  const statusOptions = [
    { value: '', label: t('posts_status_all') },
    ...POST_STATUSES.map((s) => ({ value: s, label: t(`posts_status_${s}`) })),
  ];
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery((current) => ({ ...current, q: typed.trim(), page: 1 }));
  };
  const columns = { title: t('posts_col_title'), status: t('posts_col_status'), published: t('posts_col_published'), author: t('posts_col_author') };

  return (
    <Screen title={t('news_title')}>
      <p className="conta-lead">{t('posts_intro')}</p>
      <FeatureOffNotice />
      <form className="admin-toolbar" role="search" onSubmit={search}>
        <div className="field">
          <label htmlFor="posts-q">{t('posts_search')}</label>
          <input id="posts-q" type="search" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <button className="btn btn-primary" type="submit">
          {t('users_search_button')}
        </button>
        <SelectField
          id="posts-status"
          label={t('posts_status_filter')}
          value={query.status}
          options={statusOptions}
          onChange={(status) => setQuery((current) => ({ ...current, status, page: 1 }))}
        />
        <Link className="btn btn-secondary admin-toolbar-end" href="/conta/posts/new">
          {t('posts_new')}
        </Link>
      </form>
      {list.failed && !list.page && <p className="notice notice-danger">{t('admin_list_failed')}</p>}
      {list.page && (
        <table className={`data-table${list.busy ? ' data-table-busy' : ''}`} aria-busy={list.busy}>
          <caption className="visually-hidden">{t('news_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.title}</th>
              <th scope="col">{columns.status}</th>
              <th scope="col">{columns.published}</th>
              <th scope="col">{columns.author}</th>
              <th scope="col">
                <span className="visually-hidden">{t('admin_col_actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.page.data.length === 0 && (
              <tr>
                <td className="data-table-empty" colSpan={5}>
                  {t('posts_empty')}
                </td>
              </tr>
            )}
            {list.page.data.map((post) => (
              <tr key={post.id}>
                <td data-label={columns.title}>
                  <Link href={`/conta/posts/${post.id}/edit`}>{post.title}</Link>
                  <span className="post-slug">/noticias/{post.slug}</span>
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
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={5}>
                <Pagination
                  page={list.page.page}
                  perPage={list.page.per_page}
                  total={list.page.total}
                  onPage={(page) => setQuery((current) => ({ ...current, page }))}
                />
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {!list.page && list.busy && <p aria-busy="true">{t('loading')}</p>}
    </Screen>
  );
}
