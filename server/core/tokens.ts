/** Link tokens and their hashes, with Web Crypto (the same on Node and on Workers). */

/** Bytes as base64url without padding (RFC 4648 §5). */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 256 random bits, 43 characters of base64url. */
export function newToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Only the hash of a link's token is stored: a copy of the database cannot confirm or unsubscribe anyone. */
export async function hashToken(token: string): Promise<string> {
  return [...(await sha256(token))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The unsubscribe token that goes with a confirmation token. Only hashes of both are stored, so the
 * confirmed page, which has the confirmation token from its URL, derives the unsubscribe link it shows
 * instead of reading it from the database. A one-way function of a 256-bit secret: it reveals nothing of
 * the confirmation token.
 */
export async function unsubscribeTokenFor(confirmToken: string): Promise<string> {
  return base64url(await sha256(`unsubscribe\0${confirmToken}`));
}
