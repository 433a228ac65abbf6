import type { Labels } from '../../types';

export const EN: Labels = {
};
