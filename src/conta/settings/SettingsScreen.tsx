import { useT } from '../../client/use-t';
import { applyTheme } from '../apply-theme';
import { useConta } from '../conta-context';
import Screen from '../screens/Screen';
import SettingsForm from './SettingsForm';

/** /conta/settings (admin, super): the settings loaded with the app, edited and saved; the frame follows at once. */
export default function SettingsScreen() {
  const t = useT();
  const { settings, setSettings } = useConta();
  return (
    <Screen title={t('nav_settings')}>
      <p className="conta-lead">{t('settings_intro')}</p>
      {settings ? (
        <SettingsForm
          initial={settings}
          onSaved={(saved) => {
            setSettings(saved);
            applyTheme(saved);
          }}
        />
      ) : (
        <p className="notice notice-warning" role="status">
          {t('site_not_set_up')}
        </p>
      )}
    </Screen>
  );
}
