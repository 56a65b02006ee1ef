/**
 * The icons content may name (`icon: globe` in a YAML file). The schema is `z.enum(ICON_NAMES)`, the
 * renderer maps a name to its component in `registry.ts`; content never imports a component. To offer
 * another icon: generate its module (scripts/lucide-icons.mjs), add its name here and in the registry.
 */
export const ICON_NAMES = [
  'award',
  'clock',
  'code',
  'globe',
  'heart-handshake',
  'lightbulb',
  'megaphone',
  'palette',
  'rocket',
  'shield-check',
  'sparkles',
  'target',
  'trophy',
  'users',
  'zap',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
