import type { LabelSet } from '../types';
/** Labels of the public site (header, footer, forms, login, setup). */
const site: LabelSet = { PT: {}, EN: {}, ES: {} };
export default site;
