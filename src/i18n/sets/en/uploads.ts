import type { Labels } from '../../types';

/** The English texts of the labels in ../uploads.ts (the Portuguese ones, with the notes on each area). */
export const EN: Labels = {
  image_upload: 'Upload image',
  image_upload_for: 'Upload image: {field}',
  image_uploading: 'Uploading image… {percent}%',
  image_uploaded: 'Image uploaded. Save to apply the change.',
  image_upload_failed: 'An error occurred while uploading the image: {message}',
  image_too_large: 'The image must be at most 10 MB.',
  image_refused_size: 'The server refused the file as too large. Try a smaller image.',
  image_remove_for: 'Remove image: {field}',
  image_preview_alt: 'Image preview: {field}',
  image_preview_failed: 'The image at this address could not be shown.',
  image_none: 'No image chosen.',
  hint_image_upload:
    'Upload a JPEG, PNG, WebP, GIF or SVG image of up to 10 MB, or enter its address (https://… or a path on the site).',

};
