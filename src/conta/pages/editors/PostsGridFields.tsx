import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { api } from '../../../client/api-client';
import { MAX_GRID_ITEMS } from '../../../lib/blocks/block-types';
import type { Page } from '../../../lib/schemas/pagination';
import type { Post } from '../../../lib/schemas/post';
import SelectField from '../../form/SelectField';
import TextField from '../../form/TextField';
import { noBlur, toCount, type EditorProps } from './editor-props';

type PostRef = Pick<Post, 'id' | 'title'>;

/** The titles of chosen post ids (loaded once per id; a missing post shows its id). */
function useTitles(ids: string[]): Record<string, string> {
  const [titles, setTitles] = useState<Record<string, string>>({});
  const missing = ids.filter((id) => !(id in titles)).join(',');
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void Promise.all(
      missing.split(',').map(async (id) => {
        const result = await api<Post>('GET', `/api/posts/${id}`, { quiet: true });
        return [id, result.ok ? result.data.title : `#${id}`] as const;
      }),
    ).then((pairs) => live && setTitles((current) => ({ ...current, ...Object.fromEntries(pairs) })));
    return () => {
      live = false;
    };
  }, [missing]);
  return titles;
}

/** Chosen posts: the list in order (remove each) and a search of published posts to add. */
function PostPicker({ idPrefix, ids, error, onChange }: { idPrefix: string; ids: string[]; error: string | null; onChange: (ids: string[]) => void }) {
  const t = useT();
  const titles = useTitles(ids);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PostRef[] | null>(null);
  useEffect(() => {
    const q = query.trim();
    if (!q) return setFound(null);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const path = `/api/posts?status=published&per_page=8&q=${encodeURIComponent(q)}`;
      void api<Page<Post>>('GET', path, { signal: controller.signal, quiet: true }).then((result) => {
        if (!controller.signal.aborted) setFound(result.ok ? result.data.data : []);
      });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  const choices = (found ?? []).filter((post) => !ids.includes(post.id));
  return (
    <div className={`field post-picker${error ? ' has-error' : ''}`}>
      <p className="post-picker-label" id={`${idPrefix}-posts-label`}>{t('block_field_posts')}</p>
      {ids.length === 0 ? (
        <p className="muted">{t('block_posts_empty')}</p>
      ) : (
        <ol className="post-picker-chosen" aria-labelledby={`${idPrefix}-posts-label`}>
          {ids.map((id) => (
            <li key={id}>
              <span>{titles[id] ?? '…'}</span>
              <button type="button" className="btn btn-link" aria-label={t('block_posts_remove', undefined, { title: titles[id] ?? id })}
                onClick={() => onChange(ids.filter((other) => other !== id))}>
                {t('blocks_remove')}
              </button>
            </li>
          ))}
        </ol>
      )}
      {error && <p className="field-error" id={`${idPrefix}-posts-error`}>{error}</p>}
      <label htmlFor={`${idPrefix}-posts-q`}>{t('block_posts_search')}</label>
      <input id={`${idPrefix}-posts-q`} type="search" value={query} maxLength={100} disabled={ids.length >= MAX_GRID_ITEMS}
        onChange={(event) => setQuery(event.target.value)} />
      {found && (
        <ul className="post-picker-results" aria-label={t('block_posts_results')}>
          {choices.length === 0 && <li className="muted">{t('block_posts_none')}</li>}
          {choices.map((post) => (
            <li key={post.id}>
              <button type="button" className="btn btn-outline" onClick={() => onChange([...ids, post.id])}
                aria-label={t('block_posts_add', undefined, { title: post.title })}>
                + {post.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Posts grid: title, latest N or chosen posts. */
export function PostsGridFields({ block, idPrefix, onChange, errorOf }: EditorProps<'posts_grid'>) {
  const t = useT();
  const modes = [{ value: 'latest', label: t('block_mode_latest') }, { value: 'chosen', label: t('block_mode_chosen') }];
  return (
    <>
      <div className="block-editor-row">
        <TextField id={`${idPrefix}-title`} label={t('block_field_title')} value={block.title} error={errorOf('title')}
          onChange={(title) => onChange({ ...block, title })} onBlur={noBlur} />
        <SelectField id={`${idPrefix}-mode`} label={t('block_field_mode')} value={block.mode} options={modes} error={errorOf('mode')}
          onChange={(mode) => onChange({ ...block, mode: mode === 'chosen' ? 'chosen' : 'latest' })} />
      </div>
      {block.mode === 'latest' ? (
        <TextField id={`${idPrefix}-count`} label={t('block_field_count')} inputMode="numeric" value={block.count ? String(block.count) : ''}
          error={errorOf('count')} onChange={(text) => onChange({ ...block, count: toCount(text) })} onBlur={noBlur} />
      ) : (
        <PostPicker idPrefix={idPrefix} ids={block.post_ids} error={errorOf('post_ids')} onChange={(post_ids) => onChange({ ...block, post_ids })} />
      )}
    </>
  );
}
