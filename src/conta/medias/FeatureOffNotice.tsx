import SectionOffNotice, { useFeatureEnabled } from '../screens/SectionOffNotice';

/** Whether the settings have the library on (the API refuses changes while it is off). */
export const useMediasEnabled = (): boolean => useFeatureEnabled('medias');

/** The note shown on the library screens while the library is disabled in the settings. */
export default function FeatureOffNotice() {
  return <SectionOffNotice feature="medias" message="medias_feature_off" />;
}
