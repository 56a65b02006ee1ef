// wawoff2 ships no types: the one call the font test makes.
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
