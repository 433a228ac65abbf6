import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useT } from '../../i18n/use-t';
import { api } from '../../client/api-client';
import type { Post } from '../../lib/schemas/post';
import ConfirmDialog from '../form/ConfirmDialog';
import { Link, navigate } from '../router';
import ItemPending from '../list/ItemPending';
import Screen from '../screens/Screen';
import FeatureOffNotice, { usePostsEnabled } from './FeatureOffNotice';
import PostForm from './PostForm';
import { StatusBadge } from './PostsScreen';
import '../users/admin.css';
import './posts.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; post?: Post };

function usePost(id: string | undefined): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(id ? { state: 'loading' } : { state: 'done' });
  useEffect(() => {
    if (!id) return;
    let live = true;
    void api<Post>('GET', `/api/posts/${encodeURIComponent(id)}`, { cache: 'no-store' }).then((result) => {
      if (live) setLoaded(result.ok ? { state: 'done', post: result.data } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [id]);
  return loaded;
}

function DeletePost({ post }: { post: Post }) {
  const t = useT();
  const enabled = usePostsEnabled();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const result = await api('DELETE', `/api/posts/${post.id}`);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      toast.success(t('posts_deleted'));
      navigate('/conta/posts');
    }
  }
  return (
    <section className="conta-panel admin-danger-zone">
      <button className="btn btn-danger" type="button" disabled={!enabled} onClick={() => setOpen(true)}>
        {t('posts_delete')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('posts_delete')}
        text={t('posts_delete_confirm', undefined, { title: post.title })}
        confirmLabel={t('admin_confirm_delete')}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}

/** /conta/posts/new and /conta/posts/:id/edit: the post form and, on edit, the delete with confirmation. */
export default function PostFormScreen({ id }: { id?: string }) {
  const t = useT();
  const loaded = usePost(id);
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
  const post = saved ?? loaded.post;
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
      {post && <DeletePost post={post} />}
      {back}
    </Screen>
  );
}
