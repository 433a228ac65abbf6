import type { LabelSet } from '../types';
/** Labels of the /conta app. */
const conta: LabelSet = { PT: {}, EN: {}, ES: {} };
export default conta;
