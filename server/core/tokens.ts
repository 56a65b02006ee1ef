/** Link tokens and their hashes, with Web Crypto (the same on Node and on Workers). */

/** Bytes as unpadded base64url (RFC 4648 §5). */
export function base64url(bytes: Uint8Array | ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Unpadded base64url back to bytes, or null for anything but the one spelling `base64url` writes. The
 * last character of a string whose length is not a multiple of four carries spare bits (2 of them for
 * 32 bytes) that plain decoding ignores, so four spellings decode to one value: a signed link compared
 * by its bytes would then work four times (issue 44). Re-encoding and comparing refuses the other three,
 * and padding, whitespace and the `+/` alphabet with them.
 */
export function decodeBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return base64url(bytes) === text ? bytes : null;
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
