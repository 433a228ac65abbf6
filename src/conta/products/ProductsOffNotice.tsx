import SectionOffNotice, { useFeatureEnabled } from '../screens/SectionOffNotice';

/** Whether the settings have the shop on (the API refuses changes while it is off). */
export const useProductsEnabled = (): boolean => useFeatureEnabled('produtos');

/** The note shown on the product screens while the shop is disabled in the settings. */
export default function ProductsOffNotice() {
  return <SectionOffNotice feature="produtos" message="products_feature_off" />;
}
