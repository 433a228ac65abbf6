import { useT } from '../../client/use-t';
import { pageCount } from '../../lib/paging';

type Props = {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
};

/** The pager of an admin list: previous and next (disabled at the ends), page x of y and the total. */
export default function Pagination({ page, perPage, total, onPage }: Props) {
  const t = useT();
  const pages = pageCount(total, perPage);
  return (
    <nav className="pager" aria-label={t('admin_list_pagination')}>
      <div className="pager-controls">
        <button className="btn" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('admin_list_previous')}
        </button>
        <span className="pager-status" aria-live="polite">
          {t('admin_list_page_of', undefined, { page, pages })}
        </span>
        <button className="btn" type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('admin_list_next')}
        </button>
      </div>
      <span className="pager-total">{t('admin_list_total', undefined, { total })}</span>
    </nav>
  );
}
