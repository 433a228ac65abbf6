import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../client/use-t';
import { ROLE_LABEL_KEYS } from '../lib/roles';
import { accountMenu } from './account-menu';
import { useConta } from './conta-context';
import { Link, usePathname } from './router';
import { leaveAccount } from './use-account';

/** The account sidebar: the user's name and role, and the menu of the role (collapsible on small screens). */
export default function Sidebar() {
  const t = useT();
  const { user, settings } = useConta();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const entries = accountMenu(user.role, settings?.features ?? {});

  // A chosen entry closes the collapsed menu.
  useEffect(() => setOpen(false), [pathname]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <aside className="conta-sidebar" aria-label={t('account_area')} onKeyDown={closeOnEscape}>
      <div className="conta-user">
        <span className="conta-avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase()}
        </span>
        <div className="conta-user-text">
          <Link className="conta-user-name" href="/conta">
            {user.name}
          </Link>
          <span className="conta-role">{t(ROLE_LABEL_KEYS[user.role])}</span>
        </div>
      </div>
      <button
        ref={toggle}
        className="conta-menu-toggle"
        type="button"
        aria-expanded={open}
        aria-controls="conta-nav"
        onClick={() => setOpen(!open)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
        {t('account_menu')}
      </button>
      <nav id="conta-nav" className={`conta-nav${open ? ' is-open' : ''}`} aria-label={t('account_menu')}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              {'href' in entry ? (
                <Link className="conta-nav-link" href={entry.href}>
                  {t(entry.label)}
                </Link>
              ) : (
                <button
                  className="conta-nav-link conta-logout"
                  type="button"
                  disabled={leaving}
                  onClick={() => {
                    setLeaving(true);
                    leaveAccount();
                  }}
                >
                  {leaving ? t('logging_out') : t(entry.label)}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
