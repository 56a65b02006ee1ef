import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsConfig } from '../lib/cms/config';
import type { CmsField } from '../lib/cms/fields';
import { SUPPORTED_EXTENSIONS } from '../lib/images/pipeline';
import {
  checkApiBody,
  checkHeaders,
  checkPathText,
  CONTENT_DIR,
  fileUses,
  isApiPath,
  isJsonContentType,
  WRITABLE_EXTENSIONS,
  type FileUse,
} from './admin-guard';

const PORT = 4100;

describe('checkHeaders: only requests that name the editor itself', () => {
  it.each([
    [{ host: '127.0.0.1:4100' }],
    [{ host: 'localhost:4100' }],
    [{ host: 'LOCALHOST:4100' }],
    [{ host: '127.0.0.1:4100', origin: 'http://127.0.0.1:4100' }],
    [{ host: '127.0.0.1:4100', origin: 'http://localhost:4100' }],
  ])('lets %j through', (headers) => {
    expect(checkHeaders(headers, PORT)).toBeNull();
  });

  it.each([
    ['no Host', {}],
    ['the rebinding page’s name', { host: 'evil.example:4100' }],
    ['a name that ends like ours', { host: 'evil127.0.0.1:4100' }],
    ['a subdomain of localhost', { host: 'evil.localhost:4100' }],
    ['another port', { host: '127.0.0.1:4101' }],
    ['no port', { host: '127.0.0.1' }],
    ['IPv6 loopback (not listened on)', { host: '[::1]:4100' }],
    ['0.0.0.0', { host: '0.0.0.0:4100' }],
    ['userinfo', { host: 'evil.example@127.0.0.1:4100' }],
    ['a foreign Origin', { host: '127.0.0.1:4100', origin: 'http://evil.example:4100' }],
    ['another local server’s page', { host: '127.0.0.1:4100', origin: 'http://localhost:3000' }],
    ['https', { host: '127.0.0.1:4100', origin: 'https://127.0.0.1:4100' }],
    ['an opaque origin', { host: '127.0.0.1:4100', origin: 'null' }],
    ['an Origin with a path', { host: '127.0.0.1:4100', origin: 'http://127.0.0.1:4100/' }],
    ['an empty Origin', { host: '127.0.0.1:4100', origin: '' }],
  ])('refuses %s with 403 and a Romanian message', (_, headers) => {
    const refusal = checkHeaders(headers, PORT);
    expect(refusal?.status).toBe(403);
    expect(refusal?.message).toMatch(/^Cerere refuzată: .*http:\/\/127\.0\.0\.1:4100/);
  });

  it('accepts the bare name on port 80, where browsers leave the port out', () => {
    expect(checkHeaders({ host: 'localhost', origin: 'http://localhost' }, 80)).toBeNull();
  });
});

describe('isApiPath: every URL express routes to decap-server', () => {
  it.each(['/api/v1', '/api/v1/', '/API/V1', '/api/v1?x=1'])('%s is the file API', (url) => {
    expect(isApiPath(url)).toBe(true);
  });
  it.each(['/api/v1/x', '/api/v12', '//api/v1', '/admin'])('%s is not', (url) => {
    expect(isApiPath(url)).toBe(false);
  });
});

describe('isJsonContentType', () => {
  it('accepts what Decap sends and refuses forms', () => {
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('application/x-www-form-urlencoded')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});

describe('fileUses: every path decap-server’s file actions take', () => {
  const options = { commitMessage: 'x' };
  it.each([
    [{ action: 'info' }, []],
    [{ action: 'getDeployPreview', params: { collection: 'blog', slug: 'a' } }, []],
    [
      { action: 'entriesByFolder', params: { folder: 'content/blog', extension: 'md', depth: 1 } },
      [{ path: 'content/blog', access: 'list' }],
    ],
    [
      { action: 'getMedia', params: { mediaFolder: 'content/uploads' } },
      [{ path: 'content/uploads', access: 'list' }],
    ],
    [{ action: 'getEntry', params: { path: 'content/a.md' } }, [{ path: 'content/a.md', access: 'read' }]],
    [
      { action: 'getMediaFile', params: { path: 'content/a.png' } },
      [{ path: 'content/a.png', access: 'read' }],
    ],
    [
      {
        action: 'entriesByFiles',
        params: { files: [{ path: 'content/a.yaml' }, { path: 'content/b.yaml' }] },
      },
      [
        { path: 'content/a.yaml', access: 'read' },
        { path: 'content/b.yaml', access: 'read' },
      ],
    ],
    [
      {
        action: 'persistEntry',
        params: {
          dataFiles: [{ path: 'content/a.md', newPath: 'content/b.md', raw: '' }],
          assets: [{ path: 'content/b/c.png' }],
          options,
        },
      },
      [
        { path: 'content/a.md', access: 'write' },
        { path: 'content/b.md', access: 'write' },
        { path: 'content/b/c.png', access: 'write' },
      ],
    ],
    // The older shape: `entry` instead of `dataFiles`.
    [
      { action: 'persistEntry', params: { entry: { path: 'content/a.md', raw: '' }, assets: [], options } },
      [{ path: 'content/a.md', access: 'write' }],
    ],
    [
      { action: 'persistMedia', params: { asset: { path: 'content/uploads/a.jpg' }, options } },
      [{ path: 'content/uploads/a.jpg', access: 'write' }],
    ],
    [
      { action: 'deleteFile', params: { path: 'content/a.jpg', options } },
      [{ path: 'content/a.jpg', access: 'delete' }],
    ],
    [
      { action: 'deleteFiles', params: { paths: ['content/a.jpg', 'content/b.jpg'], options } },
      [
        { path: 'content/a.jpg', access: 'delete' },
        { path: 'content/b.jpg', access: 'delete' },
      ],
    ],
  ])('%j', (body, uses) => {
    expect(fileUses(body)).toEqual(uses);
  });

  it.each([
    ['no action', {}],
    [
      'an action decap-server’s file system mode does not have',
      { action: 'publishUnpublishedEntry', params: {} },
    ],
    ['an unknown action', { action: 'exec' }],
    ['missing params', { action: 'persistMedia' }],
    [
      'assets that are not a list',
      {
        action: 'persistEntry',
        params: { entry: { path: 'content/a.md' }, assets: { path: 'package.json' } },
      },
    ],
    ['neither entry nor dataFiles', { action: 'persistEntry', params: { assets: [] } }],
    ['paths that are not a list', { action: 'deleteFiles', params: { paths: 'package.json' } }],
  ])('refuses %s with 422', (_, body) => {
    expect(fileUses(body)).toMatchObject({ status: 422 });
  });
});

describe('checkPathText: content/ only, by the text of the path', () => {
  const repo = path.resolve('/home/owner/site');
  const write = (p: unknown): FileUse => ({ path: p, access: 'write' });

  it.each([
    'content/blog/a.md',
    'content/services.yaml',
    'content/uploads/photo.JPG',
    'content/portfolio/slug/cover.avif',
    './content/blog/a.md',
    // Not decoded by decap-server either: a literal, harmless name inside content/.
    'content/%2e%2e/a.md',
  ])('lets %s be written', (p) => {
    expect(checkPathText(repo, write(p))).toEqual({ absolute: path.resolve(repo, p) });
  });

  it.each([
    'package.json',
    '../package.json',
    'content/../package.json',
    'content/blog/../../package.json',
    'content/blog/../a.md',
    '.github/workflows/x.yml',
    'content/../.github/workflows/x.yml',
    '%2e%2e/package.json',
    'content%2f..%2fpackage.json',
    '/etc/passwd',
    path.resolve(repo, 'content/a.md'),
    'C:/Users/owner/site/content/a.md',
    'C:content/a.md',
    '\\\\server\\share\\a.md',
    'content\\..\\package.json',
    'content/a.md\u0000.png',
    'content/a\nb.md',
    'content',
    'content/',
    'contents/a.md',
    'node_modules/.bin/next',
    'scripts/admin.ts',
  ])('refuses %j with 403', (p) => {
    expect(checkPathText(repo, write(p))).toMatchObject({
      status: 403,
      message: expect.stringMatching(/^Cerere refuzată/),
    });
  });

  it.each([
    'content/a.ts',
    'content/a.test.ts',
    'content/a.js',
    'content/a.mjs',
    'content/a.json',
    'content/a.yml',
    'content/a.html',
    'content/a.sh',
    'content/.env',
    'content/.md',
    'content/blog/a',
    'content/a.md.ts',
  ])('refuses to write %s (not a content file or a picture)', (p) => {
    expect(checkPathText(repo, write(p))).toMatchObject({
      status: 403,
      message: expect.stringContaining('scrie doar'),
    });
  });

  it('reads, lists and deletes inside content/ only; lists content/ itself but reads no folder above it', () => {
    expect(checkPathText(repo, { path: 'content/ui.json', access: 'read' })).not.toHaveProperty('status');
    expect(checkPathText(repo, { path: 'content/a.ts', access: 'delete' })).not.toHaveProperty('status');
    expect(checkPathText(repo, { path: 'content', access: 'list' })).not.toHaveProperty('status');
    expect(checkPathText(repo, { path: '.', access: 'list' })).toMatchObject({ status: 403 });
    expect(checkPathText(repo, { path: 'server', access: 'list' })).toMatchObject({ status: 403 });
    expect(checkPathText(repo, { path: '.env', access: 'read' })).toMatchObject({ status: 403 });
    expect(checkPathText(repo, { path: 'package.json', access: 'delete' })).toMatchObject({ status: 403 });
  });

  it('refuses a path that is not a string with 422', () => {
    expect(checkPathText(repo, write(undefined))).toMatchObject({ status: 422 });
    expect(checkPathText(repo, write(['content/a.md']))).toMatchObject({ status: 422 });
    expect(checkPathText(repo, write(''))).toMatchObject({ status: 422 });
  });
});

const fieldFolders = (fields: CmsField[]): string[] =>
  fields.flatMap((field) => [...(field.media_folder ? [field.media_folder] : []), ...fieldFolders(field.fields ?? [])]);

describe('the allowed extensions follow the editor and the image pipeline', () => {
  it('covers every type the image pipeline encodes, and nothing executable', () => {
    for (const extension of SUPPORTED_EXTENSIONS) expect(WRITABLE_EXTENSIONS).toContain(extension);
    expect(
      WRITABLE_EXTENSIONS.filter((e) => !(SUPPORTED_EXTENSIONS as readonly string[]).includes(e)).sort(),
    ).toEqual(['.md', '.yaml']);
  });

  it('lets the editor write every collection, data file and media folder of lib/cms/config.ts', () => {
    const config = cmsConfig({ repo: 'owner/site' });
    const repo = path.resolve('/home/owner/site');
    const uses: FileUse[] = [{ path: `${config.media_folder}/photo.jpg`, access: 'write' }];
    for (const collection of config.collections) {
      if (collection.folder) {
        uses.push({ path: collection.folder, access: 'list' });
        uses.push({ path: `${collection.folder}/new-entry.${collection.extension}`, access: 'write' });
        // media_folder '{{filename}}': a folder named like the entry, beside it.
        uses.push({ path: `${collection.folder}/new-entry/cover.png`, access: 'write' });
      }
      for (const file of collection.files ?? []) {
        uses.push({ path: file.file, access: 'write' });
        // A field's own media folder, relative to its file's folder (the logo: content/site/).
        for (const folder of fieldFolders(file.fields)) uses.push({ path: `${path.posix.dirname(file.file)}/${folder}/logo.svg`, access: 'write' });
      }
    }
    expect(uses.map((use) => use.path)).toContain('content/site/logo.svg');
    expect(uses.length).toBeGreaterThan(10);
    for (const use of uses)
      expect(checkPathText(repo, use), String(use.path)).toEqual({
        absolute: path.resolve(repo, String(use.path)),
      });
  });
});

describe('checkApiBody: the real paths, on a working copy with symbolic links', () => {
  let repo: string;
  const media = (p: string) => ({
    action: 'persistMedia',
    params: {
      branch: 'main',
      asset: { path: p, content: 'e30=', encoding: 'base64' },
      options: { commitMessage: 'x' },
    },
  });

  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-guard-'));
    fs.mkdirSync(path.join(repo, CONTENT_DIR, 'blog'), { recursive: true });
    fs.mkdirSync(path.join(repo, '.github', 'workflows'), { recursive: true });
    fs.writeFileSync(path.join(repo, 'package.json'), '{}');
    fs.writeFileSync(path.join(repo, CONTENT_DIR, 'blog', 'a.md'), '---\n---\n');
    fs.writeFileSync(path.join(repo, CONTENT_DIR, 'blog', 'b.ts'), '');
    // Links planted inside content/: out to the working copy's code, out of it, and to a code file inside.
    fs.symlinkSync(path.join(repo, '.github'), path.join(repo, CONTENT_DIR, 'gh'));
    fs.symlinkSync(os.tmpdir(), path.join(repo, CONTENT_DIR, 'tmp'));
    fs.symlinkSync(path.join(repo, 'package.json'), path.join(repo, CONTENT_DIR, 'package.md'));
    fs.symlinkSync(
      path.join(repo, CONTENT_DIR, 'blog', 'b.ts'),
      path.join(repo, CONTENT_DIR, 'blog', 'c.md'),
    );
    fs.symlinkSync(path.join(repo, 'nowhere'), path.join(repo, CONTENT_DIR, 'dangling.md'));
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('lets a new entry, a new folder of pictures and an existing file through', async () => {
    expect(await checkApiBody(repo, media('content/blog/new/cover.jpg'))).toBeNull();
    expect(await checkApiBody(repo, media('content/blog/a.md'))).toBeNull();
    expect(await checkApiBody(repo, media('content/uploads/deep/er/photo.webp'))).toBeNull();
    expect(
      await checkApiBody(repo, {
        action: 'getMedia',
        params: { branch: 'main', mediaFolder: 'content/uploads' },
      }),
    ).toBeNull();
  });

  it.each([
    ['a folder linked out of content/', 'content/gh/workflows/x.md'],
    ['a folder linked out of the working copy', 'content/tmp/x.md'],
    ['a file linked to package.json', 'content/package.md'],
    ['a .md linked to a .ts', 'content/blog/c.md'],
    ['a dangling link', 'content/dangling.md'],
  ])('refuses to write through %s', async (_, p) => {
    expect(await checkApiBody(repo, media(p))).toMatchObject({ status: 403 });
  });

  it('refuses reading or listing through a link out of content/', async () => {
    expect(
      await checkApiBody(repo, { action: 'getEntry', params: { path: 'content/package.md' } }),
    ).toMatchObject({ status: 403 });
    expect(
      await checkApiBody(repo, {
        action: 'entriesByFolder',
        params: { folder: 'content/gh', extension: 'yml', depth: 2 },
      }),
    ).toMatchObject({
      status: 403,
    });
  });

  it('refuses the whole request when one of its files is outside, as in issue 30', async () => {
    const body = {
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ slug: 'a', path: 'content/blog/a.md', raw: '---\n---\n' }],
        assets: [{ path: '.github/workflows/x.yml', content: 'e30=', encoding: 'base64' }],
        options: { commitMessage: 'x', useWorkflow: false, status: '' },
      },
    };
    expect(await checkApiBody(repo, body)).toMatchObject({ status: 403 });
    const moved = {
      ...body,
      params: {
        ...body.params,
        assets: [],
        dataFiles: [{ slug: 'a', path: 'content/blog/a.md', newPath: 'package.md', raw: '' }],
      },
    };
    expect(await checkApiBody(repo, moved)).toMatchObject({ status: 403 });
  });
});
