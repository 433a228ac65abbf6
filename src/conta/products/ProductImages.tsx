import { useT } from '../../client/use-t';
import { MAX_PRODUCT_IMAGES } from '../../lib/schemas/product-limits';
import ImageField from '../form/ImageField';
import type { ProductForm } from './use-product-form';

type Props = { form: ProductForm; onUploadingChange: (uploading: boolean) => void };

/** Moves the item at `from` by `step` places (-1 up, +1 down). */
const moved = (list: string[], from: number, step: number): string[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(from + step, 0, item);
  return next;
};

/** The product's ordered images: each an upload field, moved up or down or taken out; the first is the card image. */
export default function ProductImages({ form, onUploadingChange }: Props) {
  const t = useT();
  const images = form.values.images;
  const setImages = (next: string[]) => form.set('images', next);
  return (
    <fieldset className="product-images">
      <legend>{t('products_field_images')}</legend>
      <p className="muted">{t('products_hint_images')}</p>
      <ol className="product-image-list">
        {images.map((image, index) => {
          const n = index + 1;
          return (
            <li key={index} className="product-image">
              <ImageField
                id={`product-image-${n}`}
                label={t(index === 0 ? 'products_image_card' : 'products_image_n', undefined, { n })}
                value={image}
                error={form.errorOf(`images.${index}`)}
                onChange={(value) => setImages(images.map((item, i) => (i === index ? value : item)))}
                onBlur={() => form.touch('images')}
                onUploadingChange={onUploadingChange}
              />
              <div className="product-image-order">
                <button
                  type="button"
                  className="btn btn-link btn-plain"
                  aria-label={t('products_image_up', undefined, { n })}
                  disabled={index === 0}
                  onClick={() => setImages(moved(images, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-link btn-plain"
                  aria-label={t('products_image_down', undefined, { n })}
                  disabled={index === images.length - 1}
                  onClick={() => setImages(moved(images, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn btn-link"
                  aria-label={t('products_image_delete', undefined, { n })}
                  onClick={() => setImages(images.filter((_, i) => i !== index))}
                >
                  {t('products_image_delete_short')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {form.errorOf('images') && <p className="field-error">{form.errorOf('images')}</p>}
      <button type="button" className="btn btn-secondary" disabled={images.length >= MAX_PRODUCT_IMAGES} onClick={() => setImages([...images, ''])}>
        {t('products_image_add')}
      </button>
    </fieldset>
  );
}
