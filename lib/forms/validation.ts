type Schemas = typeof import('@/lib/forms/schemas');

let pending: Promise<Schemas> | undefined;

/**
 * The form schemas (zod, about 20 KB) for the browser, loaded when the visitor starts on a form rather
 * than with the page. A failed load (offline) is not cached, so the next attempt tries again.
 */
export function loadValidation(): Promise<Schemas> {
  pending ??= import('@/lib/forms/schemas').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
