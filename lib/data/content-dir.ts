import path from 'node:path';

/**
 * Where the data files live (content/), for the loader (lib/data/load.ts) and for the schemas that look at a
 * file a data file names (the brand kit's logo, lib/logo.ts). Tests point it at a fixture folder and the
 * editor's preview at its in-memory copy, both through lib/data/load.ts's setContentDir.
 */
let dir = path.join(process.cwd(), 'content');
/**
 * Whether those schemas open the files they name. Off in the editor's preview (lib/cms/preview/seeded.ts):
 * its content/ holds the pictures by name only, and not at all one the owner has just uploaded.
 */
let open = true;

export const contentDir = (): string => dir;
export function setDataDir(value: string) {
  dir = value;
}

export const filesOpened = (): boolean => open;
export function setFilesOpened(value: boolean) {
  open = value;
}
