import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names without resolving Tailwind conflicts: for modules that reach the browser (client
 * components and what they import). `cn` in lib/utils.ts resolves conflicts with tailwind-merge, 8.5 KB of
 * script that server components may use for free but that a client bundle would ship to every visitor.
 * So: never pass two classes for the same property here; express states as either/or
 * (`active ? 'text-primary' : 'text-foreground'`).
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
