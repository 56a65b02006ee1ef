import type { FaqItem } from '@/lib/types';

/** Budget select options (spec section 9). `value` is what the form submits. */
export const budgetOptions = [
  { value: 'sub-1000', label: 'Sub 1.000 RON' },
  { value: '1000-3000', label: '1.000 - 3.000 RON' },
  { value: '3000-5000', label: '3.000 - 5.000 RON' },
  { value: '5000-10000', label: '5.000 - 10.000 RON' },
  { value: 'peste-10000', label: 'Peste 10.000 RON' },
] as const;

/** Services checkboxes of the contact form; ids match the /services cards (and ?serviciu=). */
export const serviceOptions = [
  { value: 'web-design', label: 'Web Design' },
  { value: 'wordpress', label: 'WordPress Development' },
  { value: 'graphic-design', label: 'Design Grafic' },
  { value: 'marketing', label: 'Marketing Digital' },
] as const;

export const faq = [
  {
    question: 'Cât durează realizarea unui site?',
    answer:
      'Un site de prezentare durează de obicei 2-4 săptămâni, iar un site WordPress sau un magazin online 3-6 săptămâni, în funcție de conținut și de numărul de pagini.',
  },
  {
    question: 'Consultanța inițială este cu adevărat gratuită?',
    answer:
      'Da. Prima discuție este gratuită și fără obligații: aflu ce îți dorești, îți spun ce soluție se potrivește și primești o ofertă cu preț fix.',
  },
  {
    question: 'Pot să-mi actualizez singur site-ul după lansare?',
    answer:
      'Da. Site-urile WordPress vin cu instruire, iar pentru orice site poți alege un abonament de suport dacă preferi să mă ocup eu de actualizări.',
  },
  {
    question: 'Cum se face plata?',
    answer:
      'De regulă 50% avans la început și 50% la lansare, pe bază de contract și factură. Pentru proiectele mari putem stabili plata pe etape.',
  },
] satisfies FaqItem[];

export const locationNote =
  'Lucrez de la distanță cu clienți din toată România. Întâlnirile se pot face online sau, în București, și față în față.';

/** What /contact?subiect=<id> or ?serviciu=<id> pre-fills beyond checking a service. */
export const contactPresets: Record<string, { services?: string[]; message: string; note: string }> = {
  intalnire: {
    message: 'Aș dori să programăm o întâlnire (online sau față în față) pentru a discuta despre proiectul meu.',
    note: 'Programează o întâlnire: spune-ne pe scurt despre proiect și propunem împreună ziua și ora.',
  },
  'pachet-start-up': {
    services: ['web-design', 'wordpress', 'graphic-design'],
    message: 'Sunt interesat(ă) de Pachetul Start-up.',
    note: 'Ai ales Pachetul Start-up. Completează detaliile și revenim cu pașii următori.',
  },
};
