/**
 * The preview's `process` (esbuild injects it wherever the bundled site code reads the global): the
 * repository sits at /site in the preview's file system (./vfs.ts), and no deployment variable is set.
 */
export const process = {
  cwd: () => '/site',
  // Drafts and scheduled posts render too, marked, as in `npm run dev` (lib/publishing.ts).
  env: { NODE_ENV: 'production', SITE_SHOW_UNPUBLISHED: '1' } as Record<string, string | undefined>,
};

/** gray-matter keeps each file's original text as a Buffer: the browser's standard stand-in for Node's. */
export { Buffer } from 'buffer';
