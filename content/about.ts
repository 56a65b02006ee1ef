import { HeartHandshake } from '@/components/icons/lucide/heart-handshake';
import { Lightbulb } from '@/components/icons/lucide/lightbulb';
import { Target } from '@/components/icons/lucide/target';
import type { Skill, Stat, TimelineItem, Value } from '@/lib/types';

export const aboutFigures = [
  { value: '50+', label: 'Proiecte finalizate' },
  { value: '5+', label: 'Ani de experiență' },
  { value: '95%', label: 'Clienți mulțumiți' },
] satisfies Stat[];

export const values = [
  {
    icon: Target,
    title: 'Rezultate, nu doar estetică',
    description: 'Fiecare decizie de design pornește de la ce trebuie să obțină afacerea ta: apeluri, comenzi, clienți.',
  },
  {
    icon: HeartHandshake,
    title: 'Transparență totală',
    description: 'Preț fix stabilit de la început, termene clare și acces la fiecare etapă a proiectului.',
  },
  {
    icon: Lightbulb,
    title: 'Învățare continuă',
    description: 'Urmăresc ce se schimbă în design, tehnologie și marketing, ca tu să nu fii nevoit să o faci.',
  },
] satisfies Value[];

/** Skill levels in percent (spec section 9). */
export const skills = [
  { name: 'Web Design', level: 95 },
  { name: 'WordPress Development', level: 90 },
  { name: 'Graphic Design', level: 98 },
  { name: 'Digital Marketing', level: 85 },
  { name: 'Brand Strategy', level: 88 },
  { name: 'User Experience', level: 92 },
] satisfies Skill[];

export const philosophy = {
  quote:
    'Un design bun nu se vede doar frumos, ci funcționează: îi ajută pe oameni să te găsească, să te înțeleagă și să te aleagă.',
  caption: 'Filozofia mea de lucru',
};

/** Yearly timeline (spec section 9: 2019, 2020, 2021, 2022, 2024). */
export const timeline = [
  {
    year: 2019,
    title: 'Primii pași ca freelancer',
    description: 'Primele identități vizuale și site-uri de prezentare pentru afaceri locale.',
  },
  {
    year: 2020,
    title: 'Specializare în WordPress',
    description: 'Magazine online și site-uri administrabile pentru clienți care au trecut rapid în online.',
  },
  {
    year: 2021,
    title: 'Marketing digital',
    description: 'Certificări în publicitate online și primele strategii de marketing complete.',
  },
  {
    year: 2022,
    title: 'Studio complet',
    description: 'Web, branding și marketing sub același acoperiș, cu o rețea de colaboratori de încredere.',
  },
  {
    year: 2024,
    title: '50+ proiecte finalizate',
    description: 'Peste 50 de proiecte livrate și clienți care revin pentru noi colaborări.',
  },
] satisfies TimelineItem[];
