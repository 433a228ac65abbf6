import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../client/use-t';
import SelectField from '../form/SelectField';
import { Link } from '../router';

type Filter = { name: string; label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void };

type Props = {
  /** Prefix of the field ids ('users' gives users-q and users-{filter}). */
  id: string;
  searchLabel: string;
  typed: string;
  onType: (value: string) => void;
  onSearch: (event: FormEvent) => void;
  /** One filter, or several side by side. */
  filter: Filter | Filter[];
  /** The link to create an item (lists without one, such as the orders, leave it out). */
  newHref?: string;
  newLabel?: string;
  /** More controls after the filters (date fields, an export button). */
  children?: ReactNode;
};

/** The top of a /conta list: a search box with its button, its filters, and the link to create an item. */
export default function ListToolbar({ id, searchLabel, typed, onType, onSearch, filter, newHref, newLabel, children }: Props) {
  const t = useT();
  return (
    <form className="admin-toolbar" role="search" onSubmit={onSearch}>
      <div className="field">
        <label htmlFor={`${id}-q`}>{searchLabel}</label>
        <input id={`${id}-q`} type="search" value={typed} maxLength={100} onChange={(e) => onType(e.target.value)} />
      </div>
      <button className="btn btn-primary" type="submit">
        {t('users_search_button')}
      </button>
      {([] as Filter[]).concat(filter).map((one) => (
        <SelectField key={one.name} id={`${id}-${one.name}`} label={one.label} value={one.value} options={one.options} onChange={one.onChange} />
      ))}
      {children}
      {newHref && (
        <Link className="btn btn-secondary admin-toolbar-end" href={newHref}>
          {newLabel}
        </Link>
      )}
    </form>
  );
}
