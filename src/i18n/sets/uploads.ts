import type { LabelSet } from '../types';

/** Labels of image uploads (the image field of /conta forms and the upload client). Texts may hold {placeholders}. */
const uploads: LabelSet = {
  PT: {
    image_upload: 'Enviar imagem',
    image_upload_for: 'Enviar imagem: {field}',
    image_uploading: 'Enviando imagem… {percent}%',
    image_uploaded: 'Imagem enviada. Salve para aplicar a alteração.',
    image_upload_failed: 'Ocorreu um erro ao enviar a imagem: {message}',
    image_too_large: 'A imagem deve ter no máximo 10 MB.',
    image_refused_size: 'O servidor recusou o arquivo por ser grande demais. Tente uma imagem menor.',
    image_remove_for: 'Remover imagem: {field}',
    image_preview_alt: 'Prévia da imagem: {field}',
    image_preview_failed: 'Não foi possível mostrar a imagem deste endereço.',
    image_none: 'Nenhuma imagem escolhida.',
    hint_image_upload:
      'Envie uma imagem JPEG, PNG, WebP, GIF ou SVG de até 10 MB, ou informe o endereço dela (https://… ou um caminho do site).',
  },
  EN: {
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
  },
  ES: {
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
  },
};

export default uploads;
