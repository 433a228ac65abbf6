import type { Config } from '@netlify/functions';
import { postListQuerySchema, postSchema } from '../../src/lib/schemas/post';
import { getSql } from '../../src/server/db/client';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/respond';
import { canSeeDraftsOr404, featureWriters } from '../../src/server/http/section-access';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { republishing } from '../../src/server/publish/republish';
import {
  createPost,
  deletePost,
  getPost,
  listPosts,
  updatePost,
} from '../../src/server/posts/posts';

// GET /api/posts: public (published and due, newest first; 404 while the feature is off) or, with drafts, admin
// always and super while the feature is on (all, `q`, `status`): see section-access.ts.
// POST /api/posts: admin and super, while the feature is on.
const collection: Methods = {
  GET: async (request) => {
    const drafts = await canSeeDraftsOr404(request, 'posts');
    return json(await listPosts(getSql(), parseQuery(request, postListQuerySchema), drafts));
  },
  POST: republishing('posts', async (request) => {
    const author = await featureWriters(request, 'posts');
    return json(await createPost(getSql(), author, await parseBody(request, postSchema)), 201);
  }),
};

// GET /api/posts/:id (id or slug; drafts 404 for the public); PUT and DELETE: admin and super, feature on.
// Every successful write asks for a rebuild (debounced), so /noticias follows the database.
const item: Methods = {
  GET: async (request, context) => {
    const drafts = await canSeeDraftsOr404(request, 'posts');
    const key = context.params?.id ?? '';
    if (!/^[a-z0-9-]{1,120}$/.test(key)) throw notFound('Notícia não encontrada.');
    return json(await getPost(getSql(), key, drafts));
  },
  PUT: republishing('posts', async (request, context) => {
    await featureWriters(request, 'posts');
    const id = idParam(context);
    return json(await updatePost(getSql(), id, await parseBody(request, postSchema)));
  }),
  DELETE: republishing('posts', async (request, context) => {
    await featureWriters(request, 'posts');
    const id = idParam(context);
    await deletePost(getSql(), id);
    return json({ ok: true });
  }),
};

export default routes({
  '/api/posts': collection,
  '/api/posts/:id': item,
});

export const config: Config = { path: ['/api/posts', '/api/posts/:id'] };
