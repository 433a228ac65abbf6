import { Suspense, useEffect, useRef } from 'react';
import { useT } from '../client/use-t';
import { canAccess } from './account-menu';
import { useConta } from './conta-context';
import { resolveScreen } from './conta-routes';
import LoadFailure from './lazy/LoadFailure';
import { usePathname } from './router';
import NoAccess from './screens/NoAccess';
import NotFound from './screens/NotFound';
import Sidebar from './Sidebar';

/** Runs `onShown` once its place in the tree is on screen: inside a Suspense boundary, once the screen's code came. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** What shows instead of a screen whose code could not be loaded. */
function ScreenLoadFailed() {
  const t = useT();
  return (
    <div className="conta-status" role="alert">
      <p>{t('screen_load_failed')}</p>
      <button className="btn btn-primary" type="button" onClick={() => window.location.reload()}>
        {t('reload_page')}
      </button>
    </div>
  );
}

/** The Account frame inside the page: the sidebar and the screen of the current path (or not found / no access). */
export default function AccountFrame() {
  const t = useT();
  const { user, settings } = useConta();
  const pathname = usePathname();
  const features = settings?.features ?? {};
  const screen = resolveScreen(pathname, features);
  const content = useRef<HTMLDivElement>(null);
  const shownPath = useRef<string | null>(null);

  // After an in-app navigation the new screen's heading takes the focus (as a page load would reset it), once the
  // screen is there: a screen's code loads on its first visit.
  const onShown = () => {
    if (shownPath.current !== null && shownPath.current !== pathname) content.current?.querySelector<HTMLElement>('h1')?.focus();
    shownPath.current = pathname;
  };

  let body;
  if (!screen) body = <NotFound path={pathname} />;
  else if (!canAccess(screen.access, user.role, features)) body = <NoAccess />;
  else body = screen.render(t);

  return (
    <div className="conta-frame">
      <Sidebar />
      <div className="conta-content" ref={content}>
        <LoadFailure key={pathname} fallback={<ScreenLoadFailed />}>
          <Suspense
            fallback={
              <p className="conta-screen-loading" aria-busy="true">
                {t('loading')}
              </p>
            }
          >
            {body}
            <Shown onShown={onShown} />
          </Suspense>
        </LoadFailure>
      </div>
    </div>
  );
}
