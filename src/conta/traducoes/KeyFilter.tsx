import { useT } from '../../client/use-t';

type Props = {
  query: string;
  onlyMissing: boolean;
  shown: number;
  total: number;
  onQuery: (query: string) => void;
  onOnlyMissing: (only: boolean) => void;
};

/** The search box and the "only missing" switch above a keys table, with how many keys are shown. */
export default function KeyFilter({ query, onlyMissing, shown, total, onQuery, onOnlyMissing }: Props) {
  const t = useT();
  return (
    <div className="key-filter" role="search">
      <div className="field">
        <label htmlFor="key-filter">{t('key_filter')}</label>
        <input id="key-filter" type="search" value={query} aria-describedby="key-filter-count" onChange={(event) => onQuery(event.target.value)} />
      </div>
      <div className="check-row">
        <input id="only-missing" type="checkbox" checked={onlyMissing} onChange={(event) => onOnlyMissing(event.target.checked)} />
        <label htmlFor="only-missing">{t('only_missing')}</label>
      </div>
      <p className="muted" id="key-filter-count" role="status">
        {t('keys_shown', undefined, { shown, total })}
      </p>
    </div>
  );
}
