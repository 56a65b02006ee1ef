/**
 * The data files in the form the editor at /admin writes them, so a change made there is a diff of the
 * lines that changed and nothing else. Decap CMS 3 (decap-cms-core/src/formats/yaml.ts, `toFile`) builds
 * the file with yaml 1.x: `createNode(data)` with the default options (80-column lines, plain scalars
 * where they are safe, block sequences indented under their key), then sorts the top-level keys in the
 * order of the form's fields (backend.ts `fieldsOrder`), keeping keys it has no field for where they were
 * (its comparator answers 0 for them, and Array.prototype.sort is stable). Comments do not survive that:
 * what used to be a file's header comment is in the fields' hints and docs/content.md instead.
 *
 * Before that, the entry's data has lived in the editor as an Immutable.js structure (`fromJS` when the
 * file is read, `toJS` when it is written). An Immutable Map keeps its keys in insertion order only up to
 * eight entries; past that it is a hash trie, and `toJS` gives the keys in hash order: a service card with
 * nine fields comes back with its keys shuffled. The same round trip here gives the same order.
 *
 * `yaml-1` is yaml@1.10.3, the version decap-cms-core resolves, under another name beside our yaml 2;
 * `immutable` is pinned to 4.3.9, the version inside decap-cms 3.16.3's bundle.
 */
import { fromJS } from 'immutable';
import YAML from 'yaml-1';
import type { Pair, YAMLMap } from 'yaml-1/types';

/** Decap's `sortKeys` (decap-cms-core/src/formats/helpers.ts), as it is. */
function sortKeys(sortedKeys: string[]) {
  return (a: Pair, b: Pair) => {
    const idxA = sortedKeys.indexOf(String(a.key));
    const idxB = sortedKeys.indexOf(String(b.key));
    if (idxA === -1 || idxB === -1) return 0;
    if (idxA > idxB) return 1;
    if (idxA < idxB) return -1;
    return 0;
  };
}

/** The text Decap writes for `data` in a form whose top-level fields are `fieldOrder`, ending in a newline. */
export function decapYaml(data: Record<string, unknown>, fieldOrder: readonly string[]): string {
  const contents = YAML.createNode(fromJS(data).toJS()) as YAMLMap;
  contents.items.sort(sortKeys([...fieldOrder]));
  const doc = new YAML.Document();
  doc.contents = contents;
  const text = doc.toString();
  return text.endsWith('\n') ? text : `${text}\n`;
}
