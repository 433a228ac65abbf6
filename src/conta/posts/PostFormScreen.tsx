import { useState } from 'react';
import { useT } from '../../client/use-t';
import type { Post } from '../../lib/schemas/post';
import DeleteItem from '../form/DeleteItem';
import { Link, navigate } from '../router';
import ItemPending from '../list/ItemPending';
import { useItem } from '../list/use-item';
import Screen from '../screens/Screen';
import FeatureOffNotice, { usePostsEnabled } from './FeatureOffNotice';
import PostForm from './PostForm';
import { StatusBadge } from './PostsScreen';
import '../admin.css';
import './posts.css';

/** /conta/posts/new and /conta/posts/:id/edit: the post form and, on edit, the delete with confirmation. */
export default function PostFormScreen({ id }: { id?: string }) {
  const t = useT();
  const enabled = usePostsEnabled();
  const loaded = useItem<Post>('/api/posts', id);
  const [saved, setSaved] = useState<Post | null>(null);
  const title = t(id ? 'posts_edit_title' : 'posts_new');
  const back = (
    <p className="conta-actions">
      <Link href="/conta/posts">{t('posts_back')}</Link>
    </p>
  );
  if (loaded.state !== 'done') {
    return <ItemPending title={title} state={loaded.state} backHref="/conta/posts" backLabel={t('posts_back')} />;
  }
  const post = saved ?? loaded.item;
  return (
    <Screen title={post ? `${title}: ${post.title}` : title} pageTitle={title}>
      <FeatureOffNotice />
      {post && (
        <p className="post-meta">
          <StatusBadge post={post} />
          {post.status === 'published' && (
            <a href={`/noticias/${post.slug}`} target="_blank" rel="noopener">
              {t('posts_view')}
            </a>
          )}
        </p>
      )}
      <PostForm
        key={post?.id ?? 'new'}
        post={post}
        onSaved={(next) => (post ? setSaved(next) : navigate(`/conta/posts/${next.id}/edit`))}
      />
      {post && (
        <DeleteItem
          path={`/api/posts/${post.id}`}
          label={t('posts_delete')}
          text={t('posts_delete_confirm', undefined, { title: post.title })}
          deleted={t('posts_deleted')}
          back="/conta/posts"
          enabled={enabled}
        />
      )}
      {back}
    </Screen>
  );
}
