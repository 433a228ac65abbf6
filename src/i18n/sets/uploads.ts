import type { Labels } from '../types';

/** Labels of image uploads (the image field of /conta forms and the upload client). Texts may hold {placeholders}. */
export const PT: Labels = {
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

};
