/** What `cx` takes: a class string, or a falsy value for a state that adds none. */
export type ClassValue = string | false | null | undefined;

/**
 * Joins class names without resolving Tailwind conflicts: for modules that reach the browser (client
 * components and what they import). `cn` in lib/utils.ts resolves conflicts with tailwind-merge, 8.5 KB of
 * script that server components may use for free but that a client bundle would ship to every visitor.
 * So: never pass two classes for the same property here; express states as either/or
 * (`active ? 'text-primary' : 'text-foreground'`).
 *
 * Strings and falsy values only, joined with a space: every caller writes its states that way, and the
 * layout's client components (on every page) then carry this line instead of clsx's object and array walker.
 */
export function cx(...inputs: ClassValue[]): string {
  return inputs.filter(Boolean).join(' ');
}
