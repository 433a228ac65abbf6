import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPreviewBuild } from '../../src/server/publish/preview-build';
import { toStatus } from '../../src/server/publish/publish';

const row = { last_requested_at: null, pending_since: null, last_reason: null, last_error: null, last_error_at: null };

describe('the preview build status in the publishing status', () => {
  afterEach(() => {
    delete process.env.PREVIEW_BUILD_STATUS_FILE;
  });

  it('is null outside `npm run preview`', () => {
    expect(readPreviewBuild()).toBeNull();
    expect(toStatus(row).build).toBeNull();
  });

  it('shows a running build, then the time and result of the last one, from the file the preview server writes', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'preview-')), 'status.json');
    process.env.PREVIEW_BUILD_STATUS_FILE = file;
    writeFileSync(file, JSON.stringify({ running: true, started_at: '2026-11-23T10:00:00.000Z', finished_at: null, ok: null }));
    expect(toStatus(row).build).toEqual({ running: true, finished_at: null, ok: null });
    writeFileSync(file, JSON.stringify({ running: false, started_at: '2026-11-23T10:00:00.000Z', finished_at: '2026-11-23T10:00:30.000Z', ok: true }));
    expect(toStatus(row).build).toEqual({ running: false, finished_at: '2026-11-23T10:00:30.000Z', ok: true });
  });

  it('ignores a missing or unreadable file', () => {
    process.env.PREVIEW_BUILD_STATUS_FILE = '/nonexistent/preview.json';
    expect(readPreviewBuild()).toBeNull();
    const file = join(mkdtempSync(join(tmpdir(), 'preview-')), 'status.json');
    writeFileSync(file, 'not json');
    process.env.PREVIEW_BUILD_STATUS_FILE = file;
    expect(readPreviewBuild()).toBeNull();
  });
});
