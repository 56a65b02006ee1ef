/**
 * `npm run pictures:clean`: every picture under content/ made fit for the repository, in place (see
 * lib/images/clean.ts): the GPS position, the camera's data and every other metadata removed, turned
 * upright, brought down to 2560 px on the longest side. Only the pictures that need it are written; each is
 * listed with what was done and its size before and after, in Romanian for the owner.
 *
 *   --check      write nothing; list the pictures that need cleaning and exit 1 if there are any
 *   --dir <dir>  the folder to clean (default: content)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CLEANABLE_EXTENSIONS,
  cleanedLine,
  cleanPicture,
  describeFindings,
  displayPath,
  formatBytes,
  inspectPicture,
  needsCleaning,
} from '../lib/images/clean';
import { pluralRo } from '../lib/text';

const PICTURE = new RegExp(`(${CLEANABLE_EXTENSIONS.map((e) => `\\${e}`).join('|')})$`, 'i');

/** Every picture file under `dir`, sorted; dot folders and node_modules skipped. */
export function listPictures(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && PICTURE.test(entry.name)) found.push(full);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return found.sort();
}

/** Writes beside the file, then renames: an interrupted run never leaves half a picture. */
function replaceFile(file: string, data: Buffer) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

export type Io = { log: (line: string) => void; error: (line: string) => void };

/** Runs the command; returns its exit code. */
export async function cleanPictures(
  options: { check: boolean; dir: string; cwd?: string },
  io: Io = { log: console.log, error: console.error },
): Promise<number> {
  const cwd = options.cwd ?? process.cwd();
  const dir = path.resolve(cwd, options.dir);
  const files = listPictures(dir);
  const name = options.check ? 'pictures:clean --check' : 'pictures:clean';
  let failed = 0;
  let dirty = 0;
  let before = 0;
  let after = 0;
  for (const full of files) {
    const file = displayPath(cwd, full);
    try {
      const data = fs.readFileSync(full);
      if (options.check) {
        const inspected = await inspectPicture(data, file);
        if (inspected.findings && needsCleaning(inspected.findings)) {
          dirty += 1;
          io.log(`${file}: ${describeFindings(inspected.findings)}`);
        } else if (inspected.skipped) io.log(`${file}: neatinsă: ${inspected.skipped}`);
        continue;
      }
      const result = await cleanPicture(data, file);
      if (result.skipped !== undefined) {
        io.log(`${file}: neatinsă: ${result.skipped}`);
        continue;
      }
      if (!result.changed) continue;
      replaceFile(full, result.data);
      dirty += 1;
      before += data.length;
      after += result.data.length;
      io.log(cleanedLine(file, data, result));
    } catch (error) {
      failed += 1;
      io.error((error as Error).message);
    }
  }

  const where = `${displayPath(cwd, dir) || '.'}/`;
  const checked = pluralRo(files.length, 'poză verificată', 'poze verificate');
  if (options.check) {
    if (dirty > 0)
      io.log(
        `${name}: ${pluralRo(dirty, 'poză trebuie curățată', 'poze trebuie curățate')} (din ${pluralRo(files.length, 'poză', 'poze')} în ${where}): rulează npm run pictures:clean`,
      );
    else io.log(`${name}: nimic de curățat în ${where} (${checked})`);
  } else if (dirty > 0)
    io.log(
      `${name}: ${pluralRo(dirty, 'poză curățată', 'poze curățate')} din ${pluralRo(files.length, 'poză', 'poze')} în ${where}, ${formatBytes(before)} → ${formatBytes(after)}`,
    );
  else io.log(`${name}: nimic de curățat în ${where} (${checked})`);
  if (failed > 0)
    io.error(`${name}: ${pluralRo(failed, 'poză nu a putut fi citită', 'poze nu au putut fi citite')}`);
  return failed > 0 || (options.check && dirty > 0) ? 1 : 0;
}

async function main(argv: string[]) {
  let values: { check?: boolean; dir?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { check: { type: 'boolean' }, dir: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(
      `pictures:clean: ${(error as Error).message}\nUsage: npm run pictures:clean [-- --check] [-- --dir content]`,
    );
    process.exit(2);
  }
  process.exitCode = await cleanPictures({ check: values.check ?? false, dir: values.dir ?? 'content' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main(process.argv.slice(2));
