import { Award } from '@/components/icons/lucide/award';
import { Clock3 } from '@/components/icons/lucide/clock-3';
import { Code2 } from '@/components/icons/lucide/code-xml';
import { Globe } from '@/components/icons/lucide/globe';
import { HeartHandshake } from '@/components/icons/lucide/heart-handshake';
import { Lightbulb } from '@/components/icons/lucide/lightbulb';
import { Megaphone } from '@/components/icons/lucide/megaphone';
import { Palette } from '@/components/icons/lucide/palette';
import { Rocket } from '@/components/icons/lucide/rocket';
import { ShieldCheck } from '@/components/icons/lucide/shield-check';
import { Sparkles } from '@/components/icons/lucide/sparkles';
import { Target } from '@/components/icons/lucide/target';
import { Trophy } from '@/components/icons/lucide/trophy';
import { Users } from '@/components/icons/lucide/users';
import { Zap } from '@/components/icons/lucide/zap';
import type { Icon as IconComponent, IconProps } from '@/components/icons/lucide-icon';
import type { IconName } from '@/components/icons/names';

/**
 * Icon name (as content files write it) to component. Server components render `<Icon name=… />`; the
 * icon reaches the browser as markup only. A client component gets the rendered element, never this map.
 */
export const iconRegistry = {
  'award': Award,
  'clock': Clock3,
  'code': Code2,
  'globe': Globe,
  'heart-handshake': HeartHandshake,
  'lightbulb': Lightbulb,
  'megaphone': Megaphone,
  'palette': Palette,
  'rocket': Rocket,
  'shield-check': ShieldCheck,
  'sparkles': Sparkles,
  'target': Target,
  'trophy': Trophy,
  'users': Users,
  'zap': Zap,
} satisfies Record<IconName, IconComponent>;

export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  const Component = iconRegistry[name];
  return <Component {...props} />;
}
