import type { ReactNode } from 'react';
import { useT } from '../../client/use-t';
import { ROLE_LABEL_KEYS } from '../../lib/roles';
import { accountMenu } from '../account-menu';
import { useConta } from '../conta-context';
import { Link } from '../router';
import Screen from '../screens/Screen';

/** The dashboard's frame (/conta) for every role: the greeting with name and role, the role's panels, the quick links. */
export default function DashboardFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, settings } = useConta();
  const links = accountMenu(user.role, settings?.features ?? {}).filter(
    (entry) => 'href' in entry && !entry.sidebarOnly,
  );
  return (
    <Screen title={t('dashboard_greeting', undefined, { name: user.name })} pageTitle={t('nav_dashboard')}>
      <p className="conta-lead">{t('dashboard_role', undefined, { role: t(ROLE_LABEL_KEYS[user.role]) })}</p>
      {children}
      <nav className="conta-panel" aria-labelledby="dashboard-links">
        <h2 id="dashboard-links">{t('quick_links')}</h2>
        <ul className="conta-quick-links">
          {links.map((entry) =>
            'href' in entry ? (
              <li key={entry.id}>
                <Link href={entry.href}>{t(entry.label)}</Link>
              </li>
            ) : null,
          )}
        </ul>
      </nav>
    </Screen>
  );
}
