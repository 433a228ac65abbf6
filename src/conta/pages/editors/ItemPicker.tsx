import { useEffect, useState } from 'react';
import { useT } from '../../../client/use-t';
import { MAX_GRID_ITEMS } from '../../../lib/blocks/block-limits';
import SelectField from '../../form/SelectField';
import TextField from '../../form/TextField';
import { noBlur, toCount } from './editor-props';

/** An item a grid may show: its id and the title people see. */
export type PickedItem = { id: string; title: string };

/** Where a picker finds its items and the labels it shows (the keys of each grid's label set). */
export type PickerSource = {
  /** The title of an item by id (null when it is gone). */
  title: (id: string) => Promise<string | null>;
  /** Published items matching a search text. */
  search: (q: string, signal: AbortSignal) => Promise<PickedItem[]>;
  labels: { field: string; empty: string; search: string; results: string; none: string; add: string; remove: string };
};

/** The titles of chosen ids (loaded once per id; a missing item shows its id). */
function useTitles(ids: string[], source: PickerSource): Record<string, string> {
  const [titles, setTitles] = useState<Record<string, string>>({});
  const missing = ids.filter((id) => !(id in titles)).join(',');
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void Promise.all(missing.split(',').map(async (id) => [id, (await source.title(id)) ?? `#${id}`] as const)).then(
      (pairs) => live && setTitles((current) => ({ ...current, ...Object.fromEntries(pairs) })),
    );
    return () => {
      live = false;
    };
  }, [missing, source]);
  return titles;
}

/** Published items matching the search text, a moment after typing stops (null while there is no text). */
function useSearch(query: string, source: PickerSource): PickedItem[] | null {
  const [found, setFound] = useState<PickedItem[] | null>(null);
  useEffect(() => {
    const q = query.trim();
    if (!q) return setFound(null);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void source.search(q, controller.signal).then((items) => !controller.signal.aborted && setFound(items));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, source]);
  return found;
}

type Props = { idPrefix: string; ids: string[]; error: string | null; onChange: (ids: string[]) => void; source: PickerSource };

/** The chosen items in order, each with its remove button. */
function ChosenList({ idPrefix, ids, onChange, source }: Omit<Props, 'error'>) {
  const t = useT();
  const titles = useTitles(ids, source);
  if (ids.length === 0) return <p className="muted">{t(source.labels.empty)}</p>;
  return (
    <ol className="post-picker-chosen" aria-labelledby={`${idPrefix}-items-label`}>
      {ids.map((id) => (
        <li key={id}>
          <span>{titles[id] ?? '…'}</span>
          <button type="button" className="btn btn-link" aria-label={t(source.labels.remove, undefined, { title: titles[id] ?? id })}
            onClick={() => onChange(ids.filter((other) => other !== id))}>
            {t('blocks_remove')}
          </button>
        </li>
      ))}
    </ol>
  );
}

/** Chosen items of a grid: the list in order (remove each) and a search of published items to add. */
export function ItemPicker({ idPrefix, ids, error, onChange, source }: Props) {
  const t = useT();
  const { labels } = source;
  const [query, setQuery] = useState('');
  const choices = useSearch(query, source)?.filter((item) => !ids.includes(item.id)) ?? null;
  return (
    <div className={`field post-picker${error ? ' has-error' : ''}`}>
      <p className="post-picker-label" id={`${idPrefix}-items-label`}>{t(labels.field)}</p>
      <ChosenList idPrefix={idPrefix} ids={ids} onChange={onChange} source={source} />
      {error && <p className="field-error" id={`${idPrefix}-items-error`}>{error}</p>}
      <label htmlFor={`${idPrefix}-items-q`}>{t(labels.search)}</label>
      <input id={`${idPrefix}-items-q`} type="search" value={query} maxLength={100} disabled={ids.length >= MAX_GRID_ITEMS}
        onChange={(event) => setQuery(event.target.value)} />
      {choices && (
        <ul className="post-picker-results" aria-label={t(labels.results)}>
          {choices.length === 0 && <li className="muted">{t(labels.none)}</li>}
          {choices.map((item) => (
            <li key={item.id}>
              <button type="button" className="btn btn-outline" onClick={() => onChange([...ids, item.id])}
                aria-label={t(labels.add, undefined, { title: item.title })}>
                + {item.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What a grid block's fields edit: its title, how it picks its items, how many, and the chosen ids. */
export type GridValues = { title: string; mode: string; count: number; ids: string[] };

type GridProps = {
  idPrefix: string;
  values: GridValues;
  /** The block's modes with their labels; `chosen` shows the picker, any other the count. */
  modes: { value: string; label: string }[];
  /** The field name of the chosen ids in the block (its errors are keyed by it). */
  idsField: string;
  source: PickerSource;
  errorOf: (path: string) => string | null;
  onChange: (values: GridValues) => void;
};

/** A grid block's fields (news, products): title, mode, then the count or the chosen items. */
export function GridFields({ idPrefix, values, modes, idsField, source, errorOf, onChange }: GridProps) {
  const t = useT();
  return (
    <>
      <div className="block-editor-row">
        <TextField id={`${idPrefix}-title`} label={t('block_field_title')} value={values.title} error={errorOf('title')}
          onChange={(title) => onChange({ ...values, title })} onBlur={noBlur} />
        <SelectField id={`${idPrefix}-mode`} label={t('block_field_mode')} value={values.mode} options={modes} error={errorOf('mode')}
          onChange={(mode) => onChange({ ...values, mode })} />
      </div>
      {values.mode !== 'chosen' ? (
        <TextField id={`${idPrefix}-count`} label={t('block_field_count')} inputMode="numeric" value={values.count ? String(values.count) : ''}
          error={errorOf('count')} onChange={(text) => onChange({ ...values, count: toCount(text) })} onBlur={noBlur} />
      ) : (
        <ItemPicker idPrefix={idPrefix} ids={values.ids} error={errorOf(idsField)} source={source} onChange={(ids) => onChange({ ...values, ids })} />
      )}
    </>
  );
}
