/**
 * Stand-in for the preview script's build-time data: lib/cms/preview-script.ts replaces this module with
 * the repository's content/ as built (every text file, and the names of the picture files), the image
 * manifest, the site's stylesheet and the fonts' classes (space-separated). Empty here: the unit tests seed their own files.
 */
export const snapshot: Record<string, string> = {};
export const previewCss = '';
export const fontClass = '';
