import { useT } from '../../client/use-t';
import NoticeScreen from './NoticeScreen';

/** Shown when the user's role may not open the requested screen. */
export default function NoAccess() {
  const t = useT();
  return <NoticeScreen title={t('no_access_title')} message={t('no_access')} warning />;
}
