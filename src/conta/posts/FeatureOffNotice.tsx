import SectionOffNotice, { useFeatureEnabled } from '../screens/SectionOffNotice';

/** Whether the settings have the news feature on (the API refuses changes while it is off). */
export const usePostsEnabled = (): boolean => useFeatureEnabled('posts');

/** The note shown on the news screens while the news feature is disabled in the settings. */
export default function FeatureOffNotice() {
  return <SectionOffNotice feature="posts" message="posts_feature_off" />;
}
