import type { SiteConfig } from '@/lib/site';

/**
 * The example business the project ships with (content/site.yaml), field by field. `npm start` keeps working
 * with it and says, in one line, what is still the example's; `npm run check -- --strict` (the deploy
 * workflow) refuses to publish it: a stranger's CUI, address or phone in the footer and on the privacy page
 * is worse than none.
 */
type SampleField = {
  /** What the owner calls it, in a Romanian list ("numele firmei, CUI-ul și …"). */
  name: string;
  /** Where to change it: the field of content/site.yaml. */
  where: string;
  /** Its grammatical gender, for "este încă cel/cea din exemplu". */
  feminine?: boolean;
  /** The deploy's variable that can set it instead. */
  env?: string;
  value: (config: SiteConfig) => string | undefined;
  sample: string;
};

const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');
const plain = (text: string | undefined) => (text ?? '').trim().toLowerCase().replace(/\/+$/, '');

export const SAMPLE_FIELDS: SampleField[] = [
  { name: 'numele site-ului', where: 'name', value: (c) => c.name, sample: 'Studio Creativ' },
  { name: 'numele tău', where: 'owner.name', value: (c) => c.owner.name, sample: 'Andreea Popescu' },
  { name: 'numele firmei', where: 'legal.legalName', value: (c) => c.legal.legalName, sample: 'Studio Creativ SRL' },
  { name: 'CUI-ul', where: 'legal.cui', value: (c) => c.legal.cui, sample: 'RO12345678' },
  { name: 'numărul din Registrul Comerțului', where: 'legal.tradeRegister', value: (c) => c.legal.tradeRegister, sample: 'J40/1234/2019' },
  { name: 'adresa sediului', where: 'legal.registeredAddress', feminine: true, value: (c) => c.legal.registeredAddress, sample: 'Str. Exemplului nr. 1, Sector 1, București' },
  { name: 'telefonul', where: 'phone', value: (c) => c.phone, sample: '+40 712 345 678' },
  { name: 'numărul de WhatsApp', where: 'whatsapp', value: (c) => c.whatsapp, sample: '40712345678' },
  { name: 'e-mailul', where: 'email', env: 'SITE_EMAIL', value: (c) => c.email, sample: 'contact@studiocreativ.ro' },
  { name: 'adresa site-ului', where: 'url', env: 'SITE_URL', feminine: true, value: (c) => c.url, sample: 'https://www.studiocreativ.ro' },
  { name: 'pagina de Facebook', where: 'social.facebook', feminine: true, value: (c) => c.social.facebook, sample: 'studiocreativ' },
  { name: 'contul de Instagram', where: 'social.instagram', value: (c) => c.social.instagram, sample: 'studiocreativ' },
  { name: 'pagina de LinkedIn', where: 'social.linkedin', feminine: true, value: (c) => c.social.linkedin, sample: 'studiocreativ' },
];

function isSample(field: SampleField, value: string | undefined): boolean {
  if (!value?.trim()) return false;
  if (field.where === 'phone' || field.where === 'whatsapp' || field.where === 'legal.cui')
    return digits(value) === digits(field.sample);
  // The example street, whatever else is around it.
  if (field.where === 'legal.registeredAddress') return /exemplului/i.test(value);
  // The example's pages, whatever the network's address form.
  if (field.where.startsWith('social.')) return /\/(?:company\/)?studiocreativ\/?$/i.test(value.trim());
  return plain(value) === plain(field.sample);
}

/** The fields of the site's identity (environment overrides included) still holding the example's values. */
export function sampleFields(config: SiteConfig): SampleField[] {
  return SAMPLE_FIELDS.filter((field) => isSample(field, field.value(config)));
}

/** What the strict check says of one field: "CUI-ul este încă cel din exemplu (RO12345678): pune-l pe al tău…". */
export function sampleMessage(field: SampleField, config: SiteConfig): string {
  const [which, it, yours] = field.feminine ? ['cea', 'pune-o', 'a ta'] : ['cel', 'pune-l', 'al tău'];
  const name = field.name.charAt(0).toUpperCase() + field.name.slice(1);
  const where = field.env ? ` (aici sau în variabila ${field.env} a publicării)` : '';
  return `${name} este încă ${which} din exemplu (${field.value(config)}): ${it} pe ${yours}${where} înainte de publicare.`;
}

/** "numele firmei, CUI-ul și telefonul" */
export function listNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} și ${names.at(-1)}`;
}
