import type { z } from '../../lib/zod';
import type { SessionUser } from '../auth/sessions';
import { getSql, type Sql } from '../db/client';
import type { FeatureKey } from '../features/features';
import { republishing } from '../publish/republish';
import { json } from './respond';
import { idOrSlugParam, idParam, retryOnce, type Methods, type RouteContext, type RouteTable } from './route';
import { canSeeDraftsOr404, featureWriters } from './section-access';
import { parseBody } from './validate';

/** Who reads and who writes a content resource, and the reason its writes give for the rebuild they ask for. */
export type ContentAccess = {
  /** True when the reader sees drafts, false when only published items; throws when the resource is closed to them. */
  seesDrafts: (request: Request) => Promise<boolean>;
  /** The writer (the author of what is created); throws 401, 403 or 409 for anyone else. */
  writer: (request: Request) => Promise<SessionUser>;
  reason: string;
};

/**
 * The access of a feature section (`section-access.ts`): drafts for whoever may use the feature, the published
 * items while it is on (404 while it is off); writes by `featureWriters`.
 */
export const sectionAccess = (key: FeatureKey): ContentAccess => ({
  seesDrafts: (request) => canSeeDraftsOr404(request, key),
  writer: (request) => featureWriters(request, key),
  reason: key,
});

/** A content resource as its domain module serves it: its list, its item by id or slug, its writes by id. */
export type ContentResource<S extends z.ZodType> = {
  access: ContentAccess;
  /** The list the reader gets (its query read from the request where it has one). */
  list: (sql: Sql, request: Request, seesDrafts: boolean) => Promise<unknown>;
  /** The item a key names by id or slug, and the 404's message for a key that cannot name one; none: no GET. */
  read?: { get: (sql: Sql, key: string, seesDrafts: boolean) => Promise<unknown>; notFound: string };
  /** The body of a create and of an update. */
  body: S;
  create: (sql: Sql, author: SessionUser, data: z.output<S>) => Promise<unknown>;
  /** The update by id; given the writer and the request's context too, for a resource that needs them. */
  update: (sql: Sql, id: string, data: z.output<S>, writer: SessionUser, context: RouteContext) => Promise<unknown>;
  /** The update is one transaction safe to run again whole after a lost connection (`retryOnce`). */
  updateRepeatable?: boolean;
  remove: (sql: Sql, id: string) => Promise<void>;
};

/**
 * The routes of a content resource under `base` (its `config.path` is `[base, base + '/:id']`): GET the list, POST
 * a new item (201); GET an item by id or slug (drafts 404 for the public), PUT and DELETE it by id. Every successful
 * write asks for a rebuild (debounced), so the public pages follow the database.
 */
export function contentRoutes<S extends z.ZodType>(base: string, resource: ContentResource<S>): RouteTable {
  const { access, read } = resource;
  const collection: Methods = {
    GET: async (request) => {
      const drafts = await access.seesDrafts(request);
      return json(await resource.list(getSql(), request, drafts));
    },
    POST: republishing(access.reason, async (request) => {
      const author = await access.writer(request);
      return json(await resource.create(getSql(), author, await parseBody(request, resource.body)), 201);
    }),
  };
  const item: Methods = {
    ...(read && {
      GET: async (request, context) => {
        const drafts = await access.seesDrafts(request);
        const key = idOrSlugParam(context, read.notFound);
        return json(await read.get(getSql(), key, drafts));
      },
    }),
    PUT: (resource.updateRepeatable ? retryOnce : same)(
      republishing(access.reason, async (request, context) => {
        const writer = await access.writer(request);
        const id = idParam(context);
        return json(await resource.update(getSql(), id, await parseBody(request, resource.body), writer, context));
      }),
    ),
    DELETE: republishing(access.reason, async (request, context) => {
      await access.writer(request);
      await resource.remove(getSql(), idParam(context));
      return json({ ok: true });
    }),
  };
  return { [base]: collection, [`${base}/:id`]: item };
}

const same = <T>(value: T): T => value;
