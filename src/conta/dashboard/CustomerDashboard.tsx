import { useT } from '../../client/use-t';
import { useConta } from '../conta-context';
import ProfileStatus from '../profile/ProfileStatus';
import DashboardFrame from './DashboardFrame';

/** A customer's own details, with the way to edit them. */
function ProfileSummary() {
  const t = useT();
  const { user } = useConta();
  return (
    <section className="conta-panel" aria-labelledby="dashboard-profile">
      <h2 id="dashboard-profile">{t('your_details')}</h2>
      <dl className="conta-details">
        <dt>{t('name')}</dt>
        <dd>{user.name}</dd>
        <dt>{t('email')}</dt>
        <dd>{user.email}</dd>
      </dl>
    </section>
  );
}

/** The dashboard of a customer: their details and what their profile still lacks. */
export default function CustomerDashboard() {
  return (
    <DashboardFrame>
      <ProfileSummary />
      <ProfileStatus />
    </DashboardFrame>
  );
}
