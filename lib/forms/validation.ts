type Schemas = typeof import('@/lib/forms/schemas');

let pending: Promise<Schemas | null> | undefined;

/**
 * The form schemas (zod, about 20 KB) for the browser, loaded when the visitor starts on a form rather
 * than with the page. Resolves to null when they cannot load (offline); that is not cached, so the next
 * call tries again.
 */
export function loadValidation(): Promise<Schemas | null> {
  pending ??= import('@/lib/forms/schemas').catch(() => {
    pending = undefined;
    return null;
  });
  return pending;
}
