import { useState } from 'react';
import { useT } from '../../client/use-t';
import { BLOCK_TYPES } from '../../lib/blocks/block-kinds';
import { MAX_BLOCKS } from '../../lib/blocks/block-limits';
import type { Block, BlockOf, BlockType } from '../../lib/blocks/blocks';
import ConfirmDialog from '../form/ConfirmDialog';
import SelectField from '../form/SelectField';
import { focusMoveButton } from '../rows/focus-move';
import { editorFor } from './editors/block-editors';
import type { EditorProps } from './editors/editor-props';
import { moveItem } from '../rows/move-item';
import { blockHasErrors, newBlock, type FormErrors } from './page-values';
import { previewFor } from './preview/BlockPreviews';
import '../../components/blocks/blocks.css';
import '../../styles/news.css';
import '../../styles/rich-text.css';

type Props = {
  blocks: Block[];
  errors: FormErrors;
  /** The new layout; `changed` is the index of the one block edited, or null when blocks moved, came or went. */
  onChange: (blocks: Block[], changed: number | null) => void;
  onUploadingChange: (uploading: boolean) => void;
};

function BlockFields<T extends BlockType>(props: EditorProps<T>) {
  const Editor = editorFor<T>(props.block.type as T);
  return <Editor {...props} />;
}

function BlockPreview<T extends BlockType>({ block }: { block: BlockOf<T> }) {
  const Preview = previewFor<T>(block.type as T);
  return <Preview block={block} />;
}

/** The page-layout editor: blocks in order, each with its fields, move up/down, remove; add by type; preview. */
export default function BlocksEditor({ blocks, errors, onChange, onUploadingChange }: Props) {
  const t = useT();
  const [preview, setPreview] = useState(false);
  const [type, setType] = useState<BlockType>('rich_text');
  const [removing, setRemoving] = useState<number | null>(null);
  const typeName = (value: BlockType) => t(`block_type_${value}`);
  const move = (index: number, step: -1 | 1) => {
    onChange(moveItem(blocks, index, step), null);
    focusMoveButton(blocks[index].id, step);
  };
  const add = () => {
    const block = newBlock(type);
    onChange([...blocks, block], null);
    requestAnimationFrame(() => document.getElementById(`block-${block.id}-heading`)?.focus());
  };

  return (
    <section className="conta-panel blocks-editor" aria-labelledby="blocks-editor-title">
      <div className="blocks-editor-head">
        <h2 id="blocks-editor-title">{t('blocks_title')}</h2>
        <span className="muted">{t('blocks_count', undefined, { n: blocks.length, max: MAX_BLOCKS })}</span>
        <button type="button" className="btn btn-outline" aria-pressed={preview} onClick={() => setPreview((on) => !on)}>
          {t('blocks_preview')}
        </button>
      </div>
      {errors.blocks && <p className="field-error" role="alert">{errors.blocks}</p>}
      {preview ? (
        <div className="page-preview blocks" data-testid="page-preview">
          {blocks.map((block) => (
            <div key={block.id} className="block" data-block={block.type}>
              <BlockPreview block={block} />
            </div>
          ))}
        </div>
      ) : (
        <>
          <p className="muted">{blocks.length ? t('blocks_intro') : t('blocks_empty')}</p>
          <ol className="blocks-editor-list">
            {blocks.map((block, index) => {
              const n = index + 1;
              const name = typeName(block.type);
              return (
                <li key={block.id} className={`block-editor${blockHasErrors(errors, index) ? ' has-error' : ''}`} data-row={block.id}
                  data-block-type={block.type}>
                  <div className="block-editor-head">
                    <h3 id={`block-${block.id}-heading`} tabIndex={-1}>{t('blocks_heading', undefined, { n, type: name })}</h3>
                    <div className="block-editor-actions">
                      <button type="button" className="btn btn-outline move-up" disabled={index === 0}
                        aria-label={t('blocks_move_up', undefined, { n })} onClick={() => move(index, -1)}>
                        ↑ {t('blocks_up')}
                      </button>
                      <button type="button" className="btn btn-outline move-down" disabled={index === blocks.length - 1}
                        aria-label={t('blocks_move_down', undefined, { n })} onClick={() => move(index, 1)}>
                        ↓ {t('blocks_down')}
                      </button>
                      <button type="button" className="btn btn-link" aria-label={t('blocks_remove_label', undefined, { n })}
                        onClick={() => setRemoving(index)}>
                        {t('blocks_remove')}
                      </button>
                    </div>
                  </div>
                  {blockHasErrors(errors, index) && <p className="notice notice-danger">{errors[`blocks.${index}`] || errors[`blocks.${index}.type`] || t('blocks_has_errors')}</p>}
                  <BlockFields
                    block={block}
                    idPrefix={`block-${block.id}`}
                    onChange={(next: Block) => onChange(blocks.map((item, i) => (i === index ? next : item)), index)}
                    errorOf={(path) => errors[`blocks.${index}.${path}`] || null}
                    onUploadingChange={onUploadingChange}
                  />
                </li>
              );
            })}
          </ol>
          <div className="blocks-editor-add">
            <SelectField id="blocks-add-type" label={t('blocks_add_type')} value={type}
              options={BLOCK_TYPES.map((value) => ({ value, label: typeName(value) }))}
              onChange={(value) => setType(BLOCK_TYPES.find((item) => item === value) ?? 'rich_text')} />
            <button type="button" className="btn btn-secondary" disabled={blocks.length >= MAX_BLOCKS} onClick={add}>
              {t('blocks_add')}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('blocks_remove_title')}
        text={removing !== null && blocks[removing] ? t('blocks_remove_confirm', undefined, { n: removing + 1, type: typeName(blocks[removing].type) }) : ''}
        confirmLabel={t('blocks_remove')}
        onConfirm={() => {
          if (removing !== null) onChange(blocks.filter((_, i) => i !== removing), null);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
