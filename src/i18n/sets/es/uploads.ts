import type { Labels } from '../../types';

/** The Spanish texts of the labels in ../uploads.ts (the Portuguese ones, with the notes on each area). */
export const ES: Labels = {
  image_upload: 'Subir imagen',
  image_upload_for: 'Subir imagen: {field}',
  image_uploading: 'Subiendo imagen… {percent}%',
  image_uploaded: 'Imagen subida. Guarde para aplicar el cambio.',
  image_upload_failed: 'Ocurrió un error al subir la imagen: {message}',
  image_too_large: 'La imagen debe tener como máximo 10 MB.',
  image_refused_size: 'El servidor rechazó el archivo por ser demasiado grande. Pruebe con una imagen más pequeña.',
  image_remove_for: 'Quitar imagen: {field}',
  image_preview_alt: 'Vista previa de la imagen: {field}',
  image_preview_failed: 'No se pudo mostrar la imagen de esta dirección.',
  image_none: 'Ninguna imagen elegida.',
  hint_image_upload:
    'Suba una imagen JPEG, PNG, WebP, GIF o SVG de hasta 10 MB, o indique su dirección (https://… o una ruta del sitio).',

};
