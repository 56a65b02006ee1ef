import type { Heading } from '@/lib/markdown';
import { cn } from '@/lib/utils';

/** "Cuprins": plain anchor links to the article's sections (works without JavaScript). */
export function TableOfContents({ headings, title, className }: { headings: Heading[]; title: string; className?: string }) {
  return (
    <nav aria-label={title} className={cn('rounded-(--radius-card) border border-border bg-muted p-5', className)}>
      <p className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">{title}</p>
      <ol className="mt-3 space-y-1 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="inline-block py-1 text-foreground/80 hover:text-primary hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
