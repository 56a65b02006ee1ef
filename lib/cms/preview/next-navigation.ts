/**
 * The preview's `next/navigation`: the page is rendered to static markup, once, outside any router. Links
 * keep their real href (the preview does not follow them); a page that would answer 404 throws, and the
 * preview says why.
 */
export class PreviewNotFound extends Error {
  override name = 'PreviewNotFound';
}

export function notFound(): never {
  throw new PreviewNotFound('not found');
}

const router = { push() {}, replace() {}, prefetch() {}, back() {}, forward() {}, refresh() {} };
export const useRouter = () => router;
export const usePathname = () => '/';
export const useSearchParams = () => new URLSearchParams();
export const useParams = () => ({});
