import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the lead commands (npm run leads, npm run gdpr) write files: `exports/` at the project's root,
 * ignored by git with every other file that holds leads (.gitignore), so a "commit all" never publishes
 * one. A bare file name (`--out leads.csv`) goes there; a path with a folder (`--out ~/Desktop/x.csv`,
 * `--out ./x.csv`) is the owner's explicit choice and is written as given.
 */
export const EXPORTS_DIR = 'exports';

export function exportPath(name: string): string {
  const target = path.basename(name) === name ? path.join(EXPORTS_DIR, name) : name;
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  return target;
}
