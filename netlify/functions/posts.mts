import type { Config } from '@netlify/functions';
import { postListQuerySchema, postSchema } from '../../src/lib/schemas/post';
import { contentRoutes, sectionAccess } from '../../src/server/http/content-routes';
import { routes } from '../../src/server/http/route';
import { parseQuery } from '../../src/server/http/validate';
import { createPost, deletePost, getPost, listPosts, updatePost } from '../../src/server/posts/posts';

// GET /api/posts: public (published and due, newest first; 404 while the feature is off) or, with drafts, admin
// always and super while the feature is on (all, `q`, `status`): see section-access.ts.
// POST /api/posts, PUT and DELETE /api/posts/:id: admin and super, while the feature is on.
// GET /api/posts/:id (id or slug; drafts 404 for the public). Every write asks for a rebuild, so /noticias follows.
export default routes(
  contentRoutes('/api/posts', {
    access: sectionAccess('posts'),
    list: (sql, request, drafts) => listPosts(sql, parseQuery(request, postListQuerySchema), drafts),
    read: { get: getPost, notFound: 'Notícia não encontrada.' },
    body: postSchema,
    create: createPost,
    update: updatePost,
    remove: deletePost,
  }),
);

export const config: Config = { path: ['/api/posts', '/api/posts/:id'] };
