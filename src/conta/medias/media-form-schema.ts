import { z } from '../../lib/zod';
import { mediaSchema } from '../../lib/schemas/media';
import { mediaPayload, type MediaValues } from './media-values';

// The form's values hold both the file and the link; what is checked (and sent) is the chosen one only.
export const mediaFormSchema = z.preprocess((values) => mediaPayload(values as MediaValues), mediaSchema);
