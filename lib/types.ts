import type { Icon } from '@/components/icons/lucide-icon';

/** Display-data shapes: every list under content/*.ts is checked against one of these with `satisfies`. */

export type Stat = { value: string; label: string };

export type ProcessStep = { step: number; title: string; description: string };

export type Testimonial = { name: string; role: string; content: string; rating: number };

export type Skill = { name: string; level: number };

export type TimelineItem = { year: number; title: string; description: string };

export type Value = { icon: Icon; title: string; description: string };

export type MenuItem = { name: string; href: string; children?: MenuItem[] };

export type HomeService = { icon: Icon; title: string; description: string; href: string };

/** Pricing of a service card; `per` turns "de la 1.500 RON" into "500 RON / oră". */
export type Price = { amount: number; from?: boolean; per?: string };

export type ServiceCard = {
  /** Anchor on /services and the value of /contact?serviciu=<id>. */
  id: 'web-design' | 'wordpress' | 'graphic-design' | 'marketing';
  icon: Icon;
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  price: Price;
  duration: string;
  popular?: boolean;
};

export type FaqItem = { question: string; answer: string };

export type ContactMethodKind = 'email' | 'phone' | 'whatsapp';
