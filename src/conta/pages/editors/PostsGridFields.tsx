import { api } from '../../../client/api-client';
import { useT } from '../../../client/use-t';
import type { Page } from '../../../lib/schemas/pagination';
import type { Post } from '../../../lib/schemas/post';
import type { EditorProps } from './editor-props';
import { GridFields, type PickerSource } from './ItemPicker';

/** Published posts, by id and by search. */
const POSTS: PickerSource = {
  title: async (id) => {
    const result = await api<Post>('GET', `/api/posts/${id}`, { quiet: true });
    return result.ok ? result.data.title : null;
  },
  search: async (q, signal) => {
    const result = await api<Page<Post>>('GET', `/api/posts?status=published&per_page=8&q=${encodeURIComponent(q)}`, { signal, quiet: true });
    return result.ok ? result.data.data.map((post) => ({ id: post.id, title: post.title })) : [];
  },
  labels: {
    field: 'block_field_posts',
    empty: 'block_posts_empty',
    search: 'block_posts_search',
    results: 'block_posts_results',
    none: 'block_posts_none',
    add: 'block_posts_add',
    remove: 'block_posts_remove',
  },
};

/** Posts grid: title, latest N or chosen posts. */
export function PostsGridFields({ block, idPrefix, onChange, errorOf }: EditorProps<'posts_grid'>) {
  const t = useT();
  const modes = [{ value: 'latest', label: t('block_mode_latest') }, { value: 'chosen', label: t('block_mode_chosen') }];
  return (
    <GridFields idPrefix={idPrefix} modes={modes} idsField="post_ids" source={POSTS} errorOf={errorOf}
      values={{ title: block.title, mode: block.mode, count: block.count, ids: block.post_ids }}
      onChange={({ title, mode, count, ids }) => onChange({ ...block, title, mode: mode === 'chosen' ? 'chosen' : 'latest', count, post_ids: ids })} />
  );
}
