/**
 * The version of the newsletter's consent wording a visitor saw (issue 35): the form sends it with the
 * sign-up and the service keeps it with the subscriber. "ro-" or "en-" and a hash of the words, so any
 * change of the text is a new version, and the text of a version is found in git's history of
 * content/ui.json (or ui.en.json) by hashing its past wordings.
 */

/** 64-bit FNV-1a of the UTF-16 code units, as 16 hex digits (no crypto needed: it names, it does not protect). */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

export function consentVersion(locale: 'ro' | 'en', wording: string): string {
  return `${locale}-${fnv1a64(wording.normalize('NFC').replace(/\s+/g, ' ').trim())}`;
}
