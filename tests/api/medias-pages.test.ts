import { beforeEach, describe, expect, it } from 'vitest';
import { getSql } from '../../src/server/db/client';
import { libraryEntry, libraryPaths, loadLibrarySite, resolveLibraryPath } from '../../src/server/medias/library-pages';
import { countingSql, resetDb } from '../helpers/db';
import { seedMedia, seedMediasFeature } from '../helpers/medias';

beforeEach(resetDb);

describe('the library pages (static build)', () => {
  it('builds /biblioteca and one page per published item, leaving drafts out', async () => {
    await seedMediasFeature();
    await seedMedia({ slug: 'primeiro', title: 'Primeiro', authors: 'Ana' });
    await seedMedia({ slug: 'rascunho', status: 'draft' });
    await seedMedia({ slug: 'segundo', title: 'Segundo' });
    const site = await loadLibrarySite(getSql());
    expect(libraryPaths(site).map((p) => p.params.path)).toEqual([undefined, 'segundo', 'primeiro']);
    expect(resolveLibraryPath(site, 'rascunho')).toBeNull();
    expect(resolveLibraryPath(site, undefined)?.kind).toBe('list');
    const item = resolveLibraryPath(site, 'primeiro');
    expect(item?.kind === 'item' && libraryEntry(item.media)).toEqual({ s: 'primeiro', t: 'Primeiro', p: 'video', m: 'video', y: 2024, a: 'Ana', c: null });
  });

  it('builds nothing while the feature is off (every path is a 404)', async () => {
    await seedMediasFeature(false);
    await seedMedia({ slug: 'primeiro' });
    const site = await loadLibrarySite(getSql());
    expect(site.medias).toEqual([]);
    expect(libraryPaths(site)).toEqual([]);
    expect(resolveLibraryPath(site, undefined)).toBeNull();
  });

  it('loads the same number of queries for 3 items as for 300 (no query per item)', async () => {
    await seedMediasFeature();
    for (let i = 0; i < 3; i += 1) await seedMedia();
    const counted = countingSql();
    await loadLibrarySite(counted.sql);
    const few = counted.calls();
    counted.reset();
    await getSql()`insert into medias (title, slug, publication_type, media_type, external_url, status)
      select 'Item ' || g, 'item-extra-' || g, 'livro', 'link', 'https://exemplo.org', 'published' from generate_series(1, 300) g`;
    await loadLibrarySite(counted.sql);
    expect(counted.calls()).toBe(few);
    expect((await loadLibrarySite(getSql())).medias).toHaveLength(303);
  });
});
