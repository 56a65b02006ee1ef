import { Award } from '@/components/icons/lucide/award';
import { Clock3 } from '@/components/icons/lucide/clock-3';
import { Code2 } from '@/components/icons/lucide/code-xml';
import { Globe } from '@/components/icons/lucide/globe';
import { Megaphone } from '@/components/icons/lucide/megaphone';
import { Palette } from '@/components/icons/lucide/palette';
import { ShieldCheck } from '@/components/icons/lucide/shield-check';
import { Users } from '@/components/icons/lucide/users';
import { Zap } from '@/components/icons/lucide/zap';
import type { Price, ServiceCard, Value } from '@/lib/types';

export const servicesHero = {
  title: 'Servicii Premium',
  subtitle:
    'Web design, WordPress, grafică și marketing digital pentru afaceri care vor să crească online. Consultanța inițială este gratuită.',
  badges: [
    { icon: Users, label: '50+ clienți mulțumiți' },
    { icon: Zap, label: 'Livrare rapidă' },
    { icon: Award, label: 'Rezultate garantate' },
  ] satisfies { icon: typeof Users; label: string }[],
};

/** Service cards with prices (spec section 9). The ids are the /services anchors. */
export const serviceCards = [
  {
    id: 'web-design',
    icon: Globe,
    title: 'Web Design',
    subtitle: 'Site-uri de prezentare moderne',
    description: 'Un site rapid, clar și adaptat pe mobil, care explică ce faci și îi convinge pe vizitatori să te contacteze.',
    features: ['Design personalizat, nu șablon', 'Adaptat pentru mobil și tabletă', 'Optimizare SEO de bază', 'Formular de contact funcțional'],
    price: { amount: 1500, from: true },
    duration: '2-4 săptămâni',
  },
  {
    id: 'wordpress',
    icon: Code2,
    title: 'WordPress Development',
    subtitle: 'Site-uri și magazine administrabile',
    description: 'Site-uri și magazine online WooCommerce pe care le poți actualiza singur, fără cunoștințe tehnice.',
    features: ['Temă personalizată', 'Magazin online WooCommerce', 'Instruire pentru administrare', 'Securitate și backup'],
    price: { amount: 2500, from: true },
    duration: '3-6 săptămâni',
    popular: true,
  },
  {
    id: 'graphic-design',
    icon: Palette,
    title: 'Design Grafic',
    subtitle: 'Logo și identitate vizuală',
    description: 'Logo, paletă de culori, tipografie și materiale tipărite sau digitale care spun aceeași poveste.',
    features: ['Logo în mai multe variante', 'Manual de identitate vizuală', 'Cărți de vizită și materiale print', 'Grafică pentru social media'],
    price: { amount: 800, from: true },
    duration: '1-3 săptămâni',
  },
  {
    id: 'marketing',
    icon: Megaphone,
    title: 'Consultanță Marketing',
    subtitle: 'Strategie și campanii digitale',
    description: 'Analizăm ce funcționează, stabilim o strategie și optimizăm campaniile ca bugetul tău să aducă clienți.',
    features: ['Audit de marketing digital', 'Strategie de conținut', 'Campanii Google și Meta', 'Rapoarte lunare clare'],
    price: { amount: 500, per: 'oră' },
    duration: 'Continuu',
  },
] satisfies ServiceCard[];

export const whyChoose = [
  {
    icon: ShieldCheck,
    title: 'Preț fix și transparent',
    description: 'Știi de la început cât costă și ce primești. Fără costuri ascunse, fără surprize.',
  },
  {
    icon: Clock3,
    title: 'Termene respectate',
    description: 'Plan pe etape și actualizări regulate, ca să știi mereu în ce stadiu este proiectul.',
  },
  {
    icon: Users,
    title: 'Un singur partener',
    description: 'Design, dezvoltare și marketing dintr-o singură sursă, cu un singur om de contact.',
  },
] satisfies Value[];

/** Start-up package (spec section 9): 4.500 RON instead of 6.000 RON, 3 months of free support. */
export const startupPackage = {
  title: 'Pachetul Start-up',
  description: 'Tot ce îi trebuie unei afaceri noi ca să pornească profesionist în online.',
  price: { amount: 4500 } satisfies Price,
  regularPrice: { amount: 6000 } satisfies Price,
  supportMonths: 3,
  includes: [
    'Logo și identitate vizuală de bază',
    'Site WordPress de prezentare, până la 6 pagini',
    'Optimizare SEO de bază și Google Business Profile',
    'Configurare newsletter și formular de contact',
    '3 luni de suport gratuit',
  ],
};
