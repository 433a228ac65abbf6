import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t';
import { canAccess } from './account-menu';
import { useConta } from './conta-context';
import { resolveScreen } from './conta-routes';
import { usePathname } from './router';
import NoAccess from './screens/NoAccess';
import NotFound from './screens/NotFound';
import Sidebar from './Sidebar';

/** The Account frame inside the page: the sidebar and the screen of the current path (or not found / no access). */
export default function AccountFrame() {
  const t = useT();
  const { user, settings } = useConta();
  const pathname = usePathname();
  const features = settings?.features ?? {};
  const screen = resolveScreen(pathname, features);
  const content = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // After an in-app navigation the new screen's heading takes the focus (as a page load would reset it).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    content.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [pathname]);

  let body;
  if (!screen) body = <NotFound path={pathname} />;
  else if (!canAccess(screen.access, user.role, features)) body = <NoAccess />;
  else body = screen.render(t);

  return (
    <div className="conta-frame">
      <Sidebar />
      <div className="conta-content" ref={content}>
        {body}
      </div>
    </div>
  );
}
