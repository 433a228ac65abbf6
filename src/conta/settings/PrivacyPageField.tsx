import { useT } from '../../client/use-t';
import type { SitePageSummary } from '../../lib/schemas/page';
import SelectField from '../form/SelectField';
import { usePageList } from '../list/use-page-list';
import { privacyPageOptions } from './settings-values';

type Props = { id: string; value: string; error: string | null; onChange: (value: string) => void; onBlur: () => void };

/** "Política de privacidade": one of the site's pages (GET /api/pages, drafts included), or "Nenhuma". */
export default function PrivacyPageField(props: Props) {
  const t = useT();
  const list = usePageList<SitePageSummary>('/api/pages?per_page=100');
  const options = privacyPageOptions(list.page?.data ?? null, props.value, (key, vars) => t(key, undefined, vars));
  const hint = list.failed ? `${t('privacy_pages_failed')} ${t('privacy_hint_page')}` : t('privacy_hint_page');
  return <SelectField label={t('privacy_field_page')} placeholder={t('privacy_page_none')} options={options} hint={hint} {...props} />;
}
