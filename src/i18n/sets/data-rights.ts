import type { Labels } from '../types';

export const PT: Labels = {
};
