import { useT } from '../../client/use-t';
import { Link } from '../router';
import Screen from '../screens/Screen';

type Props = { title: string; state: 'loading' | 'failed'; backHref: string; backLabel: string };

/** An edit screen whose item is still loading or failed to load: the title, the state and the way back to the list. */
export default function ItemPending({ title, state, backHref, backLabel }: Props) {
  const t = useT();
  return (
    <Screen title={title}>
      {state === 'loading' ? <p aria-busy="true">{t('loading')}</p> : <p className="notice notice-danger">{t('admin_item_failed')}</p>}
      <p className="conta-actions">
        <Link href={backHref}>{backLabel}</Link>
      </p>
    </Screen>
  );
}
