import { useT } from '../../client/use-t';
import { cameFromApp, navigate } from '../router';
import Screen from './Screen';

/** An unknown /conta path: 'Página não encontrada' and a Back button (to the previous screen, else the dashboard). */
export default function NotFound({ path }: { path: string }) {
  const t = useT();
  const back = () => (cameFromApp() ? history.back() : navigate('/conta'));
  return (
    <Screen title={t('page_not_found')}>
      <p className="muted">{t('conta_not_found_text', undefined, { path })}</p>
      <p className="conta-actions">
        <button className="btn btn-primary" type="button" onClick={back}>
          {t('back')}
        </button>
      </p>
    </Screen>
  );
}
