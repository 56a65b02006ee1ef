// subset-font ships no types: the one call lib/brand-mark.ts makes (scripts/subset-font.mjs is JavaScript).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
