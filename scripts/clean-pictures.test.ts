import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, phonePhoto } from '@/lib/images/phone-photo';
import { cleanPictures, listPictures } from './clean-pictures';

const ROOT = path.resolve(import.meta.dirname, '..');
const project = fs.mkdtempSync(path.join(os.tmpdir(), 'clean-pictures-'));
const content = path.join(project, 'content');
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

const COVER = 'content/portfolio/spicul-auriu/cover.jpg';
const GALLERY = 'content/portfolio/spicul-auriu/gallery/1.webp';
const CLEAN = 'content/blog/sfaturi/cover.png';
const at = (file: string) => path.join(project, file);

/** The command as the owner runs it, on the temporary copy (never on the real content/). */
function run(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/clean-pictures.ts'), '--dir', content, ...args],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
  );
  return { status: result.status, out: result.stdout, err: result.stderr };
}

beforeAll(async () => {
  const pictures: [string, Buffer][] = [
    [COVER, await phonePhoto({ width: 3200, height: 2400 })],
    [GALLERY, await phonePhoto({ width: 800, height: 600, format: 'webp', orientation: 1 })],
    [
      CLEAN,
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    ],
  ];
  for (const [file, data] of pictures) {
    fs.mkdirSync(path.dirname(at(file)), { recursive: true });
    fs.writeFileSync(at(file), data);
  }
  fs.writeFileSync(path.join(content, 'portfolio', 'spicul-auriu.md'), '---\ntitle: x\n---\n');
}, 120_000);

describe('npm run pictures:clean', { timeout: 180_000 }, () => {
  it('finds the pictures under the folder', () => {
    expect(listPictures(content).map((f) => path.relative(project, f))).toEqual([CLEAN, COVER, GALLERY]);
  });

  it('--check lists the pictures that need cleaning, writes nothing and exits 1', () => {
    const before = fs.readFileSync(at(COVER));
    const { status, out } = run('--check');
    expect(status).toBe(1);
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /spicul-auriu\/cover\.jpg: are poziția GPS și datele camerei, trebuie rotită, are 2400×3200 px \(maximum 2560 px pe latura lungă\)$/,
    );
    expect(lines[1]).toMatch(/spicul-auriu\/gallery\/1\.webp: are poziția GPS și datele camerei$/);
    expect(lines[2]).toMatch(
      /^pictures:clean --check: 2 poze trebuie curățate \(din 3 poze în .*content\/\): rulează npm run pictures:clean$/,
    );
    expect(fs.readFileSync(at(COVER)).equals(before)).toBe(true);
  });

  it('cleans in place only the pictures that need it, saying what it removed, then --check exits 0', async () => {
    const clean = fs.readFileSync(at(CLEAN));
    const cleanMtime = fs.statSync(at(CLEAN)).mtimeMs;
    const cover = fs.readFileSync(at(COVER));
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await cleanPictures(
      { check: false, dir: 'content', cwd: project },
      { log: (l) => lines.push(l), error: (l) => errors.push(l) },
    );
    expect([code, errors]).toEqual([0, []]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      new RegExp(
        `^${COVER}: scoase poziția GPS și datele camerei, rotită, micșorată la 1920×2560 px, [\\d,]+ MB → [\\d,]+ (kB|MB)$`,
      ),
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${GALLERY}: scoase poziția GPS și datele camerei, [\\d,]+ kB → [\\d,]+ kB$`),
    );
    expect(lines[2]).toMatch(
      /^pictures:clean: 2 poze curățate din 3 poze în content\/, [\d,]+ MB → [\d,]+ (kB|MB)$/,
    );

    const cleanedCover = fs.readFileSync(at(COVER));
    expect(cleanedCover.length).toBeLessThan(cover.length);
    expect(cleanedCover.includes(PHONE.make)).toBe(false);
    expect(fs.readFileSync(at(GALLERY)).includes(PHONE.serial)).toBe(false);
    const meta = await sharp(cleanedCover).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      1920,
      2560,
      undefined,
      undefined,
    ]);
    // The clean picture was not written at all; no temporary file is left behind.
    expect(fs.readFileSync(at(CLEAN)).equals(clean)).toBe(true);
    expect(fs.statSync(at(CLEAN)).mtimeMs).toBe(cleanMtime);
    expect(fs.readdirSync(path.dirname(at(COVER))).sort()).toEqual(['cover.jpg', 'gallery']);

    const checked = run('--check');
    expect(checked.status).toBe(0);
    expect(checked.out).toMatch(
      /^pictures:clean --check: nimic de curățat în .*content\/ \(3 poze verificate\)\n$/,
    );

    // A second run changes nothing.
    const again = run();
    expect(again.status).toBe(0);
    expect(fs.readFileSync(at(COVER)).equals(cleanedCover)).toBe(true);
  });

  it('names a picture it cannot read and exits 1', () => {
    const broken = path.join(project, 'broken', 'content');
    fs.mkdirSync(path.join(broken, 'blog', 'x'), { recursive: true });
    fs.copyFileSync(
      path.join(ROOT, 'lib/images/fixtures/corrupt.jpg'),
      path.join(broken, 'blog', 'x', 'cover.jpg'),
    );
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts/clean-pictures.ts'), '--dir', broken, '--check'],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/blog\/x\/cover\.jpg: nu e o imagine care poate fi citită/);
  });

  it('refuses an unknown option', () => {
    const { status, err } = run('--fix');
    expect(status).toBe(2);
    expect(err).toMatch(/Unknown option '--fix'/);
  });
});
