import SectionOffNotice, { useFeatureEnabled } from '../screens/SectionOffNotice';

/** Whether the settings have the agenda on (the API refuses changes while it is off). */
export const useEventsEnabled = (): boolean => useFeatureEnabled('events');

/** The note shown on the event screens while the agenda is disabled in the settings. */
export default function EventsOffNotice() {
  return <SectionOffNotice feature="events" message="events_feature_off" />;
}
