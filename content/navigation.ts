import type { MenuItem } from '@/lib/types';

export const mainMenu = [
  { name: 'Acasă', href: '/' },
  { name: 'Despre noi', href: '/about' },
  {
    name: 'Cu ce ne ocupăm',
    href: '/services',
    children: [
      { name: 'Web Design', href: '/services#web-design' },
      { name: 'WordPress Development', href: '/services#wordpress' },
      { name: 'Grafică', href: '/services#graphic-design' },
      { name: 'Marketing Digital', href: '/services#marketing' },
    ],
  },
  { name: 'Portofoliu clienți', href: '/portfolio' },
  { name: 'Blog', href: '/blog' },
] satisfies MenuItem[];

/** The header's two buttons: pricing section and contact page. */
export const headerActions = {
  pricing: { name: 'Prețuri', href: '/services#preturi' },
  contact: { name: 'Contactează-ne', href: '/contact' },
} satisfies Record<string, MenuItem>;

export const footerQuickLinks = [
  { name: 'Acasă', href: '/' },
  { name: 'Despre Mine', href: '/about' },
  { name: 'Servicii', href: '/services' },
  { name: 'Portofoliu', href: '/portfolio' },
  { name: 'Blog', href: '/blog' },
  { name: 'Contact', href: '/contact' },
] satisfies MenuItem[];

export const policyLinks = [
  { name: 'Politica de Confidențialitate', href: '/privacy' },
  { name: 'Termeni și Condiții', href: '/terms' },
] satisfies MenuItem[];
