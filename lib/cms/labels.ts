/**
 * What the editor at /admin calls each field, in Romanian, with a hint for the owner. Keyed by schema
 * name and the field's path inside the schema ("project.gallery.alt"); lib/cms/fields.ts throws for a
 * field without an entry, so a new schema field is named here before the build passes.
 */
import type { IconName } from '@/components/icons/names';
import type { LabelMap, ListNouns, OptionLabels } from './fields';

const picture = (kind: 'article' | 'project', what: string): LabelMap => ({
  [`${kind}.cover`]: {
    label: 'Imagine de copertă',
    hint: `Poza mare a ${what}: apare pe card, în capul paginii și când pagina e distribuită. Fără ea se vede emoji-ul.`,
  },
  [`${kind}.cover.src`]: {
    label: 'Fișierul imaginii',
    hint: 'JPG, PNG sau WebP, cel puțin 1200 px lățime. Se salvează lângă text; site-ul face singur variantele mici.',
    widget: 'image',
  },
  [`${kind}.cover.alt`]: {
    label: 'Descrierea imaginii (text alternativ)',
    hint: 'Ce se vede în poză, într-o propoziție, pentru cine nu o poate vedea. Obligatoriu când adaugi o copertă.',
  },
  [`${kind}.cover.caption`]: { label: 'Legendă', hint: 'Opțional: un rând sub imagine.' },
});

export const FIELD_LABELS: LabelMap = {
  // Articles (content/blog/<slug>.md)
  'article.title': { label: 'Titlu', hint: 'Titlul articolului, între 10 și 120 de caractere. Din el se face adresa paginii.' },
  'article.excerpt': {
    label: 'Rezumat',
    hint: 'Două-trei propoziții care apar pe cardul din /blog și în rezultatele Google (40–300 de caractere).',
  },
  'article.date': {
    label: 'Data publicării',
    hint: 'Articolele apar pe blog de la cel mai nou la cel mai vechi. O dată din viitor îl programează: apare pe site în ziua aceea (ora României), fără altă publicare.',
  },
  'article.category': { label: 'Categorie', hint: 'O singură categorie; după ea filtrează vizitatorii blogul.' },
  'article.tags': { label: 'Etichete', hint: 'Între 1 și 6 cuvinte-cheie, fiecare de cel puțin 2 litere.' },
  'article.emoji': { label: 'Emoji', hint: 'Un emoji care ține locul imaginii când articolul nu are copertă.' },
  'article.imageAlt': { label: 'Descrierea emoji-ului', hint: 'Ce reprezintă emoji-ul, pentru cititoarele de ecran.' },
  'article.featured': { label: 'Articol recomandat', hint: 'Bifează ca să apară printre articolele evidențiate.' },
  'article.draft': { label: 'Ciornă', hint: 'Bifată, articolul nu apare pe site (nici în liste, hartă, flux sau căutare) până o debifezi.' },
  'article.author': { label: 'Autor', hint: 'Opțional; gol înseamnă autorul site-ului.' },
  ...picture('article', 'articolului'),
  'article.sample': {
    label: 'Din exemplu',
    hint: 'Articolul exemplului: publicarea îl refuză cât timp e bifat. Debifează ca să-l păstrezi, sau șterge articolul.',
  },
  'article.samplePictures': {
    label: 'Imagini de exemplu',
    hint: 'Cât timp nu ai o copertă proprie, articolele de exemplu arată ilustrația pregătită pentru ele; celelalte, emoji-ul. Debifează după ce adaugi o poză.',
  },
  'article.body': { label: 'Textul articolului', hint: 'Folosește titluri de nivel 2 pentru secțiuni.', widget: 'markdown' },

  // Newsletter letters (content/newsletter/<slug>.md)
  'letter.sample': {
    label: 'Scrisoare de exemplu',
    hint: 'Bifată la scrisoarea de exemplu livrată cu site-ul: npm run newsletter -- send nu o trimite. Scrie-ți scrisoarea ta.',
  },
  'letter.subject': {
    label: 'Subiect',
    hint: 'Subiectul emailului și titlul paginii din arhivă (3–150 de caractere). Din el se face adresa paginii.',
  },
  'letter.date': { label: 'Data', hint: 'Data scrisorii; în arhiva de pe site apare din ziua aceasta.' },
  'letter.preheader': {
    label: 'Rândul de după subiect',
    hint: 'Opțional: ce arată căsuța de email lângă subiect, înainte de deschidere (până la 200 de caractere).',
  },
  'letter.archive': {
    label: 'În arhiva de pe site',
    hint: 'Bifată, scrisoarea apare la /newsletter și emailul are un link spre ea. Debifează pentru o scrisoare doar pentru abonați.',
  },
  'letter.body': {
    label: 'Textul scrisorii',
    hint: 'Scurt și la obiect. Linkurile rămân exact cum le scrii; imaginile nu se trimit.',
    widget: 'markdown',
  },

  // Case studies (content/portfolio/<slug>.md)
  'project.title': { label: 'Titlu', hint: 'Numele proiectului, între 5 și 120 de caractere. Din el se face adresa paginii.' },
  'project.client': { label: 'Client', hint: 'Numele clientului și orașul, de exemplu „Spicul Auriu, Cluj-Napoca”.' },
  'project.categories': { label: 'Categorii', hint: 'Una sau mai multe; după ele filtrează vizitatorii portofoliul.' },
  'project.description': { label: 'Descriere scurtă', hint: 'Apare pe card și în Google (20–300 de caractere).' },
  'project.emoji': { label: 'Emoji', hint: 'Un emoji care ține locul imaginii când proiectul nu are copertă.' },
  'project.imageAlt': { label: 'Descrierea emoji-ului', hint: 'Ce reprezintă emoji-ul, pentru cititoarele de ecran.' },
  'project.tech': { label: 'Instrumente folosite', hint: 'Programe și tehnologii, câte una pe rând (de exemplu Figma, WordPress).' },
  'project.year': { label: 'Anul', hint: 'Anul în care s-a terminat proiectul (2000–2100).' },
  'project.featured': { label: 'Proiect recomandat', hint: 'Bifează ca să apară pe prima pagină.' },
  'project.draft': { label: 'Ciornă', hint: 'Bifat, studiul de caz nu apare pe site până îl debifezi.' },
  'project.url': { label: 'Adresa site-ului', hint: 'Opțional: adresa completă, cu https://.' },
  'project.result': { label: 'Rezultatul', hint: 'O cifră sau o frază despre efect, de exemplu „+40% comenzi online”.' },
  'project.quote': { label: 'Cuvintele clientului', hint: 'Opțional: un citat scurt al clientului despre proiect, cu numele și rolul lui.' },
  'project.quote.text': { label: 'Citatul', hint: 'Cuvintele clientului, între 20 și 400 de caractere, fără ghilimele.' },
  'project.quote.author': { label: 'Cine spune', hint: 'Numele persoanei, de exemplu „Ana Moldovan”.' },
  'project.quote.role': { label: 'Rolul', hint: 'Opțional: funcția și firma, de exemplu „proprietară, Spicul Auriu”.' },
  ...picture('project', 'proiectului'),
  'project.gallery': { label: 'Galerie', hint: 'Alte imagini ale lucrării, în ordinea în care vrei să apară.' },
  'project.gallery.src': {
    label: 'Fișierul imaginii',
    hint: 'JPG, PNG sau WebP, cel puțin 1600 px lățime.',
    widget: 'image',
  },
  'project.gallery.alt': { label: 'Descrierea imaginii (text alternativ)', hint: 'Ce se vede în poză, într-o propoziție.' },
  'project.gallery.caption': { label: 'Legendă', hint: 'Opțional: un rând sub imagine.' },
  'project.palette': {
    label: 'Culorile clientului',
    hint: 'Patru culori, de la cea mai închisă la cea mai deschisă, ca #1e1b4b. Le-au folosit imaginile de exemplu.',
  },
  'project.sample': {
    label: 'Din exemplu',
    hint: 'Studiul de caz al exemplului: publicarea îl refuză cât timp e bifat. Debifează ca să-l păstrezi, sau șterge-l.',
  },
  'project.samplePictures': {
    label: 'Imagini de exemplu',
    hint: 'Coperta și galeria din folderul proiectului sunt cele de exemplu. Debifează după ce le înlocuiești cu pozele tale.',
  },
  'project.body': { label: 'Studiul de caz', hint: 'Provocarea, ce ai făcut, rezultatele.', widget: 'markdown' },

  // Data files (content/<name>.yaml): most fields carry their label as zod metadata in lib/data/schemas.ts;
  // these are the groups that do not.
  'site.owner': { label: 'Despre tine', hint: 'Numele, rolul și prezentarea scurtă a proprietarului site-ului.' },
  'site.address': { label: 'Adresa', hint: 'Localitatea și țara afișate în subsol și pe pagina de contact.' },
  'site.social': { label: 'Rețele sociale', hint: 'Adresele profilurilor tale; un câmp gol ascunde pictograma.' },
  'site.brand': {
    label: 'Culori, fonturi și logo',
    hint: 'Tot site-ul, în ambele teme, pornește de la aceste două culori, de la perechea de fonturi și de la logo (dacă îl ai). Perechile de culori greu de citit opresc construirea, cu numele lor.',
  },
  'site.brand.primary': { label: 'Culoarea principală', hint: 'Linkuri, butoane, benzile colorate. O culoare închisă: pe alb trebuie să se citească.', widget: 'color' },
  'site.brand.accent': { label: 'Culoarea de accent', hint: 'Evidențierile de pe benzile colorate. O culoare vie, deschisă.', widget: 'color' },
  'site.brand.logo': {
    label: 'Logo',
    hint: 'Un fișier SVG (cel mai bine) sau PNG de cel puțin 128 px; pătrat arată cel mai bine. Apare în antet, în pictograma din browser și a aplicației și pe imaginile de distribuire. Se salvează lângă datele site-ului, în content/site/. Fără logo, numele brandului în fontul și culorile site-ului.',
    widget: 'image',
    // Beside the data: content/site/ (from content/site.yaml's folder), written in the file as site/<name>.
    folder: 'site',
  },
  'site.legal': { label: 'Date legale', hint: 'Firma, CUI, registrul comerțului: apar în subsol și în pagina de termeni.' },
  'services.hero': { label: 'Capul paginii', hint: 'Titlul, subtitlul și insignele din partea de sus a paginii Servicii.' },
  'services.cards.price': { label: 'Preț', hint: 'Suma în lei, cu „de la” sau pe unitate (de exemplu pe oră).' },
  'services.startupPackage': { label: 'Pachetul pentru început', hint: 'Oferta specială de la finalul paginii Servicii.' },
  'services.startupPackage.price': { label: 'Prețul pachetului', hint: 'Trebuie să fie mai mic decât prețul obișnuit.' },
  'services.startupPackage.regularPrice': { label: 'Prețul obișnuit', hint: 'Apare tăiat, lângă prețul pachetului.' },
  'about.philosophy': { label: 'Filozofia', hint: 'Citatul și textul din secțiunea de filozofie a paginii Despre.' },
};

/**
 * The noun of each list's item, lowercase, keyed like the labels: Decap writes "Adaugă <one>" on the add
 * button and "<n> <noun>" above the list, which the editor's list wrapper (lib/cms/browser/list-widget.ts)
 * puts in Romanian's three forms: "1 etichetă", "2 etichete", "20 de etichete". The English forms use the
 * same keys. The config test fails for a list without one.
 */
export const LIST_NOUNS: ListNouns = {
  'article.tags': { one: 'etichetă', many: 'etichete' },
  'project.tech': { one: 'instrument', many: 'instrumente' },
  'project.gallery': { one: 'imagine', many: 'imagini' },
  'project.palette': { one: 'culoare', many: 'culori' },
  'services.hero.badges': { one: 'insignă', many: 'insigne' },
  'services.cards': { one: 'serviciu', many: 'servicii' },
  'services.cards.features': { one: 'element inclus', many: 'elemente incluse' },
  'services.whyChoose': { one: 'motiv', many: 'motive' },
  'services.startupPackage.includes': { one: 'element inclus', many: 'elemente incluse' },
  'home.stats': { one: 'cifră', many: 'cifre' },
  'home.services': { one: 'serviciu', many: 'servicii' },
  'home.process': { one: 'pas', many: 'pași' },
  'home.testimonials': { one: 'testimonial', many: 'testimoniale' },
  'about.figures': { one: 'cifră', many: 'cifre' },
  'about.values': { one: 'valoare', many: 'valori' },
  'about.skills': { one: 'competență', many: 'competențe' },
  'about.timeline': { one: 'etapă', many: 'etape' },
  'contact.budgets': { one: 'opțiune de buget', many: 'opțiuni de buget' },
  'contact.services': { one: 'serviciu', many: 'servicii' },
  'contact.faq': { one: 'întrebare', many: 'întrebări' },
  'portfolio.stats': { one: 'cifră', many: 'cifre' },
  'site.hours': { one: 'interval orar', many: 'intervale orare' },
  'site.booking.closed': { one: 'zi liberă', many: 'zile libere' },
};

/** The opening hours' days (schema.org codes in the file). */
export const WEEKDAY_LABELS: OptionLabels = {
  Mo: 'Luni',
  Tu: 'Marți',
  We: 'Miercuri',
  Th: 'Joi',
  Fr: 'Vineri',
  Sa: 'Sâmbătă',
  Su: 'Duminică',
};

/** The icons content may name (components/icons/names.ts), by what they show. */
export const ICON_LABELS: Record<IconName, string> = {
  award: 'Premiu',
  clock: 'Ceas',
  code: 'Cod',
  globe: 'Glob',
  'heart-handshake': 'Strângere de mână',
  lightbulb: 'Bec (idee)',
  megaphone: 'Megafon',
  palette: 'Paletă de culori',
  rocket: 'Rachetă',
  'shield-check': 'Scut (siguranță)',
  sparkles: 'Steluțe',
  target: 'Țintă',
  trophy: 'Trofeu',
  users: 'Oameni',
  zap: 'Fulger',
};
