import type { Thing, WithContext } from 'schema-dts';

/**
 * A JSON-LD block. `<` is escaped so no text from content can close the script element. A data block
 * is not executed, so it needs no CSP hash.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
