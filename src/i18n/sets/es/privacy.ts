import type { Labels } from '../../types';

export const ES: Labels = {
};
