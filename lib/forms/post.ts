import type { FieldErrors } from '@/lib/forms/fields';

export type PostResult =
  | { kind: 'ok' }
  /** The service answered with field errors or a message (4xx). */
  | { kind: 'rejected'; message: string; errors: FieldErrors }
  /** No service answered (not deployed, offline, 404/5xx): the caller offers another way. */
  | { kind: 'unavailable' };

/** Posts JSON and sorts the outcome into what the form has to show. */
export async function postJson(endpoint: string, body: unknown, timeoutMs = 15000): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.ok) return { kind: 'ok' };
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (response.status >= 400 && response.status < 500 && response.status !== 404 && response.status !== 405 && isJson) {
    const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors };
    return { kind: 'rejected', message: data.message ?? 'Cererea nu a putut fi trimisă.', errors: data.errors ?? {} };
  }
  return { kind: 'unavailable' };
}
