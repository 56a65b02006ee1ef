import fs from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Icon } from './lucide-icon';

// Every generated module (scripts/lucide-icons.mjs), by file name.
const files = fs
  .readdirSync(path.join(import.meta.dirname, 'lucide'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

// lucide-react's markup less its own class names (`lucide`, `lucide-<name>`), which ours leaves out.
function withoutLucideClasses(html: string): string {
  return html.replace(/ class="([^"]*)"/, (_, classes: string) => {
    const kept = classes.split(' ').filter((c) => c !== 'lucide' && !c.startsWith('lucide-'));
    return kept.length ? ` class="${kept.join(' ')}"` : '';
  });
}

describe('lucide icons drawn without lucide-react components', () => {
  it('has a module for every icon the site imports', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
  });

  it.each(files)('%s renders what lucide-react renders, less its class names', async (file) => {
    const exports = Object.entries((await import(`./lucide/${file}.ts`)) as Record<string, Icon>);
    expect(exports, 'one component per module').toHaveLength(1);
    const [name, Ours] = exports[0]!;
    const Theirs = lucide[name as keyof typeof lucide] as React.ComponentType<Record<string, unknown>>;
    expect(Theirs, `lucide-react has no ${name}`).toBeDefined();
    const cases: Record<string, unknown>[] = [
      {},
      { 'aria-hidden': 'true', className: 'size-4 text-primary' },
      { className: 'size-5', fill: 'currentColor' },
      { role: 'img', 'aria-label': 'Pictogramă' },
    ];
    for (const props of cases) {
      const html = renderToStaticMarkup(<Ours {...props} />);
      const theirs = renderToStaticMarkup(<Theirs {...props} />);
      expect(theirs).toMatch(new RegExp(`^<svg [^>]*class="lucide lucide-${file}[ "]`));
      expect(html).toBe(withoutLucideClasses(theirs));
      expect(html).not.toContain('lucide');
    }
    // A title child makes the icon accessible: no automatic aria-hidden, as in lucide.
    const titled = renderToStaticMarkup(
      <Ours>
        <title>Titlu</title>
      </Ours>,
    );
    expect(titled).toBe(
      withoutLucideClasses(
        renderToStaticMarkup(
          <Theirs>
            <title>Titlu</title>
          </Theirs>,
        ),
      ),
    );
    expect(titled).not.toContain('aria-hidden');
  });
});
