import { useEffect, useLayoutEffect } from 'react';
import { useT } from '../client/use-t';
import { NETWORK_ERROR } from '../client/api-client';
import AccountFrame from './AccountFrame';
import ContaSkeleton, { CONTA_SKELETON_ID } from './ContaSkeleton';
import { applyTheme } from './apply-theme';
import { ContaContext } from './conta-context';
import { screenDrawn } from './screen-drawn';
import { useAccount } from './use-account';

/** The /conta app: guards the session, then shows the Account frame with the screen of the current path. */
export default function ContaApp() {
  const t = useT();
  const { state, retry, setSettings, setUser } = useAccount();
  const settings = state.status === 'ready' ? state.settings : null;

  useEffect(() => {
    if (settings) applyTheme(settings);
  }, [settings]);

  // The page's own skeleton goes as the app first draws (its own skeleton or a screen), before that frame is painted.
  useLayoutEffect(() => document.getElementById(CONTA_SKELETON_ID)?.remove(), []);
  // The page that could not load is drawn too: the header's script need not wait longer (screens tell it themselves).
  useEffect(() => {
    if (state.status === 'failed') screenDrawn();
  }, [state.status]);

  if (state.status === 'loading') return <ContaSkeleton label={t('loading')} />;
  if (state.status === 'failed') {
    return (
      <div className="conta-status" role="alert">
        <h1>{t('account_load_failed')}</h1>
        <p>{state.message === NETWORK_ERROR ? t('network_error') : state.message}</p>
        <button className="btn btn-primary" type="button" onClick={() => void retry()}>
          {t('try_again')}
        </button>
      </div>
    );
  }
  return (
    <ContaContext.Provider value={{ user: state.user, settings: state.settings, setSettings, setUser }}>
      <AccountFrame />
    </ContaContext.Provider>
  );
}
