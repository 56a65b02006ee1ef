import { Code2 } from '@/components/icons/lucide/code-xml';
import { Megaphone } from '@/components/icons/lucide/megaphone';
import { Palette } from '@/components/icons/lucide/palette';
import { Globe } from '@/components/icons/lucide/globe';
import type { HomeService, ProcessStep, Stat, Testimonial } from '@/lib/types';

/** Home statistics band (spec section 9). */
export const homeStats = [
  { value: '50+', label: 'Proiecte finalizate' },
  { value: '95%', label: 'Clienți mulțumiți' },
  { value: '5+', label: 'Ani de experiență' },
  { value: '24h', label: 'Timp de răspuns' },
] satisfies Stat[];

export const homeServices = [
  {
    icon: Globe,
    title: 'Web Design',
    description: 'Site-uri moderne, rapide și adaptate pe mobil, gândite să transforme vizitatorii în clienți.',
    href: '/services#web-design',
  },
  {
    icon: Code2,
    title: 'WordPress Development',
    description: 'Site-uri și magazine online pe WordPress, ușor de administrat chiar de tine.',
    href: '/services#wordpress',
  },
  {
    icon: Palette,
    title: 'Design Grafic',
    description: 'Logo, identitate vizuală și materiale care fac brandul tău ușor de recunoscut.',
    href: '/services#graphic-design',
  },
  {
    icon: Megaphone,
    title: 'Marketing Digital',
    description: 'Strategie, campanii și consultanță pentru mai mulți clienți cu același buget.',
    href: '/services#marketing',
  },
] satisfies HomeService[];

/** The four-step process, shown on the home page and on /services. */
export const processSteps = [
  {
    step: 1,
    title: 'Consultanță',
    description: 'Discutăm gratuit despre afacerea ta, obiective și buget, fără nicio obligație.',
  },
  {
    step: 2,
    title: 'Strategie și ofertă',
    description: 'Primești un plan clar, cu etape, termene și un preț fix, înainte să începem.',
  },
  {
    step: 3,
    title: 'Design și dezvoltare',
    description: 'Lucrez pe etape și îți arăt progresul, ca să poți cere ajustări din timp.',
  },
  {
    step: 4,
    title: 'Lansare și suport',
    description: 'Lansăm împreună, îți arăt cum să administrezi totul și rămân alături de tine.',
  },
] satisfies ProcessStep[];

export const testimonials = [
  {
    name: 'Maria Ionescu',
    role: 'Proprietară, cofetărie artizanală',
    content:
      'Noul site ne-a adus comenzi online încă din prima lună. Totul a fost explicat clar, la termen și fără costuri ascunse.',
    rating: 5,
  },
  {
    name: 'Andrei Popa',
    role: 'Fondator, firmă de consultanță IT',
    content:
      'Identitatea vizuală și campaniile au schimbat felul în care ne văd clienții. Comunicarea a fost excelentă de la început până la final.',
    rating: 5,
  },
] satisfies Testimonial[];
