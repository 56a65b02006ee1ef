/**
 * The sample pictures of the twelve sample case studies, each drawn from what its text says (issue 34): the
 * bakery's wheat ear in one line, the vet's paw with a heart in its negative space, the roaster's compass
 * whose needle is a bean, and so on. A cover carries no words at all (the cards crop it to any shape);
 * the gallery pictures, shown whole, print their few words in the entry's language (WORDS). Colours come
 * from the entry's `palette`. An entry not listed here gets the generic drawings of lib/images/samples.ts.
 */
import {
  bars,
  browser,
  circle,
  cross,
  d,
  ellipse,
  group,
  NARROW,
  path,
  phone,
  rect,
  SERIF,
  shadow,
  star,
  stroke,
  swatches,
  text,
  tick,
  type Palette,
} from '@/lib/images/sample-draw';

export type SampleLocale = 'ro' | 'en';
type Both = { ro: string; en: string };

/** Every word printed inside a drawing, in both languages: the English page's pictures use only the second. */
export const WORDS = {
  servings: ['porții', 'servings'],
  order: ['Comandă', 'Order'],
  pickUp: ['Ridicare', 'Collection'],
  total: ['Total', 'Total'],
  cakes: ['Torturi', 'Cakes'],
  allergens: ['Alergeni: gluten, ouă, lapte', 'Allergens: gluten, eggs, milk'],
  sourdough: ['Pâine cu maia', 'Sourdough bread'],
  weight: ['Greutate', 'Weight'],
  bestBefore: ['A se consuma până la', 'Best before'],
  vetConsult: ['Consultație', 'Consultation'],
  vetRabies: ['Vaccin antirabic', 'Rabies vaccination'],
  vetEmergency: ['Urgențe', 'Emergencies'],
  vetBook: ['Programează', 'Book'],
  vetBooklet: ['Carnet de vaccinare', 'Vaccination booklet'],
  vetBooster: ['Rapel', 'Booster'],
  vetNext: ['Următoarea programare', 'Next appointment'],
  adsSponsored: ['Sponsorizat', 'Sponsored'],
  adsQuery: ['instalator urgent Cluj', 'emergency plumber Cluj'],
  adsHeadline: ['Instalator în sub o oră', 'A plumber within the hour'],
  adsCall: ['Sună acum', 'Call now'],
  adsBadTerm1: ['cum desfund singur chiuveta', 'how to unblock a sink yourself'],
  adsBadTerm2: ['centrală second-hand', 'second-hand boiler'],
  adsGoodTerm1: ['montaj centrală termică', 'boiler installation'],
  adsGoodTerm2: ['revizie centrală Cluj', 'boiler service Cluj'],
  adsSpent: ['Cheltuit', 'Spent'],
  adsLeads: ['Cereri', 'Enquiries'],
  adsCostPerLead: ['Cost pe cerere', 'Cost per lead'],
  adsUnderHour: ['sub 1 oră', 'under 1 hour'],
  adsCampEmergency: ['Urgențe non-stop', 'Emergency call-outs'],
  adsCampInstall: ['Montaj centrale', 'Boiler installation'],
  adsCampService: ['Revizii', 'Servicing'],
  adsBudget: ['Buget', 'Budget'],
  bookAges: ['ani', 'years'],
  bookReading: ['citind', 'reading'],
  bookPainting: ['pictând', 'painting'],
  bookSleeping: ['dormind', 'asleep'],
  bookPassport: ['Pașaportul cititorului', 'Reader’s passport'],
  coffeeOrigin: ['Origine', 'Origin'],
  coffeeEthiopia: ['Etiopia', 'Ethiopia'],
  coffeeColombia: ['Columbia', 'Colombia'],
  coffeeAltitude: ['Altitudine', 'Altitude'],
  coffeeProcess: ['Procesare', 'Process'],
  coffeeWashed: ['spălată', 'washed'],
  coffeeNatural: ['naturală', 'natural'],
  coffeeNotes: ['Note', 'Notes'],
  coffeeNotesFilter: ['iasomie, piersică', 'jasmine, peach'],
  coffeeNotesEspresso: ['ciocolată, alune', 'chocolate, hazelnut'],
  coffeeRoasted: ['Prăjită la', 'Roasted on'],
  coffeeFilter: ['Filtru', 'Filter'],
  coffeeEspresso: ['Espresso', 'Espresso'],
  coffeeRecipe: ['Rețetă V60', 'V60 recipe'],
  farmHow: ['Cum funcționează', 'How it works'],
  farmStep1: ['Alegi coșul', 'Choose a box'],
  farmStep2: ['Alegi ziua', 'Pick a day'],
  farmStep3: ['Primești legumele', 'Get your vegetables'],
  farmSmall: ['Coș mic', 'Small box'],
  farmFamily: ['Coș familie', 'Family box'],
  farmWeekly: ['pe săptămână', 'a week'],
  farmSubscribe: ['Abonează-te', 'Subscribe'],
  farmThursday: ['Coșul de joi', 'Thursday’s box'],
  farmRecipe: ['Rețeta săptămânii', 'Recipe of the week'],
  farmPause: ['Pune pe pauză', 'Pause'],
  farmCarrots: ['morcovi', 'carrots'],
  farmTomatoes: ['roșii', 'tomatoes'],
  farmLettuce: ['salată', 'lettuce'],
  farmBeetroot: ['sfeclă', 'beetroot'],
  potRooster: ['Cocoșul', 'The rooster'],
  potSpiral: ['Spirala', 'The spiral'],
  potTree: ['Pomul vieții', 'The tree of life'],
  potOneOff: ['Unicat', 'One of a kind'],
  potInStock: ['În stoc: 1', 'In stock: 1'],
  potAdd: ['Adaugă în coș', 'Add to basket'],
  potPlate: ['Farfurie cu spirală', 'Spiral plate'],
  potCard: ['Card', 'Card'],
  potCash: ['Ramburs', 'Cash on delivery'],
  potInsured: ['Colet asigurat', 'Insured parcel'],
  potDouble: ['Ambalare dublă', 'Double packing'],
  houseBefore: ['Înainte', 'Before'],
  houseAfter: ['După', 'After'],
  houseScore: ['Scor de viteză pe mobil', 'Mobile speed score'],
  housePlugins: ['Module', 'Plugins'],
  housePage: ['Prima pagină', 'Home page'],
  houseBookDirect: ['Rezervă direct', 'Book direct'],
  houseBreakfast: ['Mic dejun inclus', 'Breakfast included'],
  houseLate: ['Check-out târziu', 'Late check-out'],
  ritmTrial: ['Săptămâna de probă', 'Trial week'],
  ritmClasses: ['3 clase la alegere', '3 classes of your choice'],
  ritmSignUp: ['Înscrie-te', 'Sign up'],
  ritmReviews: ['Recenzii Google', 'Google reviews'],
  ritmMorning: ['Clasa de la 7:00', 'The 7:00 class'],
  ritmMembers: ['abonamente noi', 'new memberships'],
  dentPain: ['Mă doare un dinte', 'I have toothache'],
  dentWhite: ['Vreau un zâmbet mai alb', 'I want a whiter smile'],
  dentImplant: ['Am nevoie de un implant', 'I need an implant'],
  dentConsult: ['Consultație și plan de tratament', 'Consultation and treatment plan'],
  dentScale: ['Detartraj și periaj', 'Scale and polish'],
  dentTreatment: ['Tratament', 'Treatment'],
  dentDentist: ['Medic', 'Dentist'],
  dentTime: ['Ora', 'Time'],
  dentAny: ['Oricare', 'Any'],
  dentConfirm: ['Trimite cererea', 'Send request'],
  accForm: ['Forma de organizare', 'Legal form'],
  accDocs: ['Documente pe lună', 'Documents a month'],
  accDocsValue: ['sub 30', 'under 30'],
  accStaff: ['Angajați', 'Employees'],
  accVat: ['Plătitor de TVA', 'VAT-registered'],
  accNo: ['Nu', 'No'],
  accYes: ['Da', 'Yes'],
  accPackage: ['Pachetul potrivit', 'Your package'],
  accFrom: ['de la 450 RON/lună', 'from 450 RON a month'],
  accGuides: ['Ghiduri', 'Guides'],
  accGuide1: ['Termenele declarațiilor', 'Filing deadlines'],
  accGuide2: ['Actele pentru un SRL nou', 'Paperwork for a new SRL'],
  accGuide3: ['Ce înseamnă plătitor de TVA', 'What VAT registration means'],
  accPrice: ['Preț', 'Price'],
  accBlock: ['Bloc: Pachet', 'Block: Package'],
  accUpdate: ['Actualizează', 'Update'],
  bikeEasy: ['Ușor', 'Easy'],
  bikeMedium: ['Mediu', 'Moderate'],
  bikeHard: ['Greu', 'Hard'],
  bikeDay: ['Turul de o zi', 'The day tour'],
  bikeThreeDays: ['Turul de trei zile', 'The three-day tour'],
} as const satisfies Record<string, readonly [string, string]>;
export type WordKey = keyof typeof WORDS;

export type ProjectFacts = { client: string; result: string };

export type SceneContext = {
  p: Palette;
  locale: SampleLocale;
  brand: { name: string; initials: string };
  project: ProjectFacts;
  /** A word of the drawing in the entry's language. */
  t: (key: WordKey) => string;
  /** A number as the entry's language writes it (1.600 / 1,600; 1,6 / 1.6). */
  n: (value: number, digits?: number) => string;
};

export type Drawing = { body: string; background: string; alt: Both; caption?: Both };
type Draw = (c: SceneContext) => Drawing;
export type Scene = { cover: Draw; gallery: [Draw, Draw, Draw] };

export function sceneContext(
  p: Palette,
  locale: SampleLocale,
  brand: SceneContext['brand'],
  project: ProjectFacts,
): SceneContext {
  const format = (digits: number) =>
    new Intl.NumberFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: 'always',
    });
  return {
    p,
    locale,
    brand,
    project,
    t: (key) => WORDS[key][locale === 'ro' ? 0 : 1],
    n: (v, digits = 0) => format(digits).format(v),
  };
}

/* ---------- Shared marks ---------- */

/** A wheat ear drawn in one continuous line: up the stem, a teardrop grain to either side, the tip, the awn. */
export function wheatEar(cx: number, base: number, h: number, colour: string, width: number): string {
  const s = h / 100;
  const x = (u: number) => cx + u * s;
  const y = (v: number) => base - v * s;
  let v = 34;
  let out = d`M${x(-10)} ${y(0)}C${x(-2)} ${y(8)} ${x(0)} ${y(20)} ${x(0)} ${y(v)}`;
  for (let i = 0; i < 6; i++) {
    const side = i % 2 ? 1 : -1;
    // Out along the grain's lower edge to its tip, back along the upper edge a little higher up the stem.
    out += d`C${x(side * 12)} ${y(v + 1)} ${x(side * 19)} ${y(v + 9)} ${x(side * 17)} ${y(v + 19)}`;
    out += d`C${x(side * 9)} ${y(v + 19)} ${x(side * 2)} ${y(v + 14)} ${x(0)} ${y(v + 7)}`;
    v += 7;
  }
  out += d`C${x(7)} ${y(v + 6)} ${x(6)} ${y(v + 16)} ${x(0)} ${y(v + 22)}C${x(-6)} ${y(v + 16)} ${x(-5)} ${y(v + 8)} ${x(0)} ${y(v + 4)}L${x(0)} ${y(v + 40)}`;
  return stroke(out, colour, width);
}

/** A paw print whose main pad holds a heart in negative space (the vet's logo). */
export function pawHeart(cx: number, cy: number, size: number, fill: string): string {
  const s = size / 100;
  const X = (u: number) => cx + u * s;
  const Y = (v: number) => cy + v * s;
  const pad = d`M${X(0)} ${Y(-2)}C${X(22)} ${Y(-2)} ${X(40)} ${Y(22)} ${X(40)} ${Y(36)}C${X(40)} ${Y(50)} ${X(28)} ${Y(52)} ${X(18)} ${Y(49)}C${X(10)} ${Y(47)} ${X(-10)} ${Y(47)} ${X(-18)} ${Y(49)}C${X(-28)} ${Y(52)} ${X(-40)} ${Y(50)} ${X(-40)} ${Y(36)}C${X(-40)} ${Y(22)} ${X(-22)} ${Y(-2)} ${X(0)} ${Y(-2)}Z`;
  const heart = d`M${X(0)} ${Y(40)}C${X(-6)} ${Y(34)} ${X(-16)} ${Y(28)} ${X(-16)} ${Y(20)}C${X(-16)} ${Y(13)} ${X(-10)} ${Y(10)} ${X(-6)} ${Y(10)}C${X(-3)} ${Y(10)} ${X(-1)} ${Y(12)} ${X(0)} ${Y(14)}C${X(1)} ${Y(12)} ${X(3)} ${Y(10)} ${X(6)} ${Y(10)}C${X(10)} ${Y(10)} ${X(16)} ${Y(13)} ${X(16)} ${Y(20)}C${X(16)} ${Y(28)} ${X(6)} ${Y(34)} ${X(0)} ${Y(40)}Z`;
  const toes = [
    [-38, -18, 11, 14, -20],
    [-14, -36, 12, 16, -6],
    [14, -36, 12, 16, 6],
    [38, -18, 11, 14, 20],
  ]
    .map(([u, v, rx, ry, rot]) =>
      ellipse(X(u!), Y(v!), rx! * s, ry! * s, fill, { transform: `rotate(${rot} ${X(u!)} ${Y(v!)})` }),
    )
    .join('');
  return `${path(pad + heart, fill, { 'fill-rule': 'evenodd' })}${toes}`;
}

/** A compass rose whose needle is a coffee bean (the roaster's logo). */
export function compassBean(cx: number, cy: number, r: number, ink: string, paper: string): string {
  const ticks = Array.from({ length: 16 }, (_, i) => {
    const a = (Math.PI / 8) * i;
    const r1 = i % 4 === 0 ? r * 0.72 : r * 0.82;
    return d`M${cx + r1 * Math.sin(a)} ${cy - r1 * Math.cos(a)}L${cx + r * 0.9 * Math.sin(a)} ${cy - r * 0.9 * Math.cos(a)}`;
  }).join('');
  const bw = r * 0.3;
  const bh = r * 0.62;
  return `${circle(cx, cy, r, 'none', { stroke: ink, 'stroke-width': r * 0.07 })}${stroke(ticks, ink, r * 0.05)}${path(
    d`M${cx} ${cy - r * 0.98}L${cx + r * 0.1} ${cy - r * 0.7}L${cx - r * 0.1} ${cy - r * 0.7}Z`,
    ink,
  )}${ellipse(cx, cy, bw, bh, ink, { transform: `rotate(20 ${cx} ${cy})` })}${stroke(
    d`M${cx + bw * 0.1} ${cy - bh * 0.9}C${cx - bw * 0.5} ${cy - bh * 0.3} ${cx + bw * 0.5} ${cy + bh * 0.3} ${cx - bw * 0.1} ${cy + bh * 0.9}`,
    paper,
    r * 0.06,
    { transform: `rotate(20 ${cx} ${cy})` },
  )}`;
}

/** The open book whose pages make a little boat (the children's bookshop's logo), in a brush-like line. */
export function bookBoat(
  cx: number,
  cy: number,
  w: number,
  hull: string,
  pages: string,
  line: string,
): string {
  const s = w / 100;
  const X = (u: number) => cx + u * s;
  const Y = (v: number) => cy + v * s;
  return `${path(d`M${X(-50)} ${Y(8)}Q${X(0)} ${Y(18)} ${X(50)} ${Y(8)}L${X(38)} ${Y(30)}Q${X(0)} ${Y(38)} ${X(-38)} ${Y(30)}Z`, hull)}${path(
    d`M${X(-2)} ${Y(8)}C${X(-12)} ${Y(-6)} ${X(-30)} ${Y(-10)} ${X(-44)} ${Y(4)}C${X(-30)} ${Y(-30)} ${X(-12)} ${Y(-40)} ${X(-2)} ${Y(-50)}Z`,
    pages,
    { stroke: line, 'stroke-width': 2.6 * s, 'stroke-linejoin': 'round' },
  )}${path(
    d`M${X(2)} ${Y(8)}C${X(12)} ${Y(-6)} ${X(30)} ${Y(-8)} ${X(42)} ${Y(2)}C${X(34)} ${Y(-22)} ${X(16)} ${Y(-34)} ${X(2)} ${Y(-42)}Z`,
    pages,
    { stroke: line, 'stroke-width': 2.6 * s, 'stroke-linejoin': 'round' },
  )}${stroke(d`M${X(0)} ${Y(10)}L${X(0)} ${Y(-58)}`, line, 2.6 * s)}${path(d`M${X(0)} ${Y(-58)}L${X(14)} ${Y(-53)}L${X(0)} ${Y(-48)}Z`, hull)}`;
}

/** Pagi, the bookshop's seagull: body, head, beak, wing; `pose` turns the wing and shuts the eye. */
export function seagull(
  cx: number,
  cy: number,
  size: number,
  c: { body: string; wing: string; beak: string; eye: string },
  pose: 'stand' | 'sleep' = 'stand',
): string {
  const s = size / 100;
  const X = (u: number) => cx + u * s;
  const Y = (v: number) => cy + v * s;
  const eye =
    pose === 'sleep'
      ? stroke(d`M${X(8)} ${Y(-36)}Q${X(13)} ${Y(-32)} ${X(18)} ${Y(-36)}`, c.eye, 2.4 * s)
      : circle(X(13), Y(-36), 3.4 * s, c.eye);
  return `${stroke(d`M${X(-6)} ${Y(26)}L${X(-8)} ${Y(42)}M${X(8)} ${Y(26)}L${X(10)} ${Y(42)}`, c.beak, 3 * s)}${path(
    d`M${X(-34)} ${Y(4)}C${X(-30)} ${Y(-18)} ${X(-6)} ${Y(-22)} ${X(8)} ${Y(-18)}C${X(26)} ${Y(-12)} ${X(30)} ${Y(12)} ${X(18)} ${Y(24)}C${X(6)} ${Y(32)} ${X(-22)} ${Y(30)} ${X(-34)} ${Y(4)}Z`,
    c.body,
  )}${circle(X(10), Y(-32), 16 * s, c.body)}${path(d`M${X(24)} ${Y(-34)}L${X(40)} ${Y(-28)}L${X(24)} ${Y(-24)}Z`, c.beak)}${path(
    d`M${X(-30)} ${Y(2)}C${X(-20)} ${Y(-10)} ${X(0)} ${Y(-8)} ${X(10)} ${Y(0)}C${X(0)} ${Y(14)} ${X(-20)} ${Y(16)} ${X(-30)} ${Y(2)}Z`,
    c.wing,
  )}${eye}`;
}

/** A vegetable: carrot, tomato, lettuce or beetroot, centred on (cx, cy). */
function vegetable(
  kind: 'carrot' | 'tomato' | 'lettuce' | 'beet',
  cx: number,
  cy: number,
  s: number,
  rot = 0,
): string {
  const X = (u: number) => cx + u * s;
  const Y = (v: number) => cy + v * s;
  const body =
    kind === 'carrot'
      ? `${stroke(d`M${X(-4)} ${Y(-40)}L${X(-14)} ${Y(-70)}M${X(0)} ${Y(-40)}L${X(2)} ${Y(-74)}M${X(4)} ${Y(-40)}L${X(16)} ${Y(-68)}`, '#3f8f2e', 7 * s)}${path(
          d`M${X(-16)} ${Y(-40)}Q${X(0)} ${Y(-48)} ${X(16)} ${Y(-40)}L${X(2)} ${Y(48)}Q${X(0)} ${Y(52)} ${X(-2)} ${Y(48)}Z`,
          '#ef7d22',
        )}${stroke(d`M${X(-8)} ${Y(-14)}L${X(0)} ${Y(-12)}M${X(-4)} ${Y(12)}L${X(4)} ${Y(14)}`, '#c85f12', 3 * s)}`
      : kind === 'tomato'
        ? `${circle(X(0), Y(0), 30 * s, '#e0452f')}${circle(X(-10), Y(-10), 8 * s, '#ffffff', { opacity: 0.25 })}${path(
            d`M${X(-14)} ${Y(-26)}L${X(0)} ${Y(-20)}L${X(14)} ${Y(-26)}L${X(6)} ${Y(-30)}L${X(0)} ${Y(-40)}L${X(-6)} ${Y(-30)}Z`,
            '#3f8f2e',
          )}`
        : kind === 'lettuce'
          ? `${circle(X(0), Y(0), 40 * s, '#5aa83a')}${circle(X(-14), Y(-8), 26 * s, '#7cc24f')}${circle(X(14), Y(-6), 24 * s, '#8fd061')}${stroke(
              d`M${X(0)} ${Y(30)}Q${X(-4)} ${Y(0)} ${X(-16)} ${Y(-20)}M${X(0)} ${Y(30)}Q${X(6)} ${Y(4)} ${X(16)} ${Y(-16)}`,
              '#d7efbf',
              3 * s,
            )}`
          : `${stroke(d`M${X(-6)} ${Y(-24)}L${X(-16)} ${Y(-58)}M${X(4)} ${Y(-24)}L${X(12)} ${Y(-60)}`, '#3f8f2e', 7 * s)}${path(
              d`M${X(0)} ${Y(-28)}C${X(26)} ${Y(-28)} ${X(30)} ${Y(8)} ${X(0)} ${Y(34)}C${X(-30)} ${Y(8)} ${X(-26)} ${Y(-28)} ${X(0)} ${Y(-28)}Z`,
              '#8e1f4b',
            )}${stroke(d`M${X(0)} ${Y(34)}L${X(2)} ${Y(48)}`, '#8e1f4b', 3 * s)}`;
  return rot ? group(body, { transform: `rotate(${rot} ${cx} ${cy})` }) : body;
}

/** A wave that reads as a heartbeat and as movement (the fitness studio's logo). */
export function pulseWave(x: number, y: number, w: number, h: number, colour: string, width: number): string {
  const u = w / 100;
  return stroke(
    d`M${x} ${y}C${x + 10 * u} ${y} ${x + 14 * u} ${y - h * 0.15} ${x + 22 * u} ${y - h * 0.15}C${x + 28 * u} ${y - h * 0.15} ${x + 30 * u} ${y} ${x + 36 * u} ${y}L${x + 42 * u} ${y + h * 0.35}L${x + 52 * u} ${y - h * 0.65}L${x + 60 * u} ${y + h * 0.2}C${x + 66 * u} ${y + h * 0.35} ${x + 72 * u} ${y} ${x + 80 * u} ${y}C${x + 88 * u} ${y} ${x + 92 * u} ${y - h * 0.1} ${x + 100 * u} ${y - h * 0.1}`,
    colour,
    width,
  );
}

/** A tooth with a smile across it (the dental clinic's mark). */
export function tooth(cx: number, cy: number, size: number, fill: string, line: string): string {
  const s = size / 100;
  const X = (u: number) => cx + u * s;
  const Y = (v: number) => cy + v * s;
  return `${path(
    d`M${X(0)} ${Y(-34)}C${X(-14)} ${Y(-44)} ${X(-42)} ${Y(-44)} ${X(-42)} ${Y(-14)}C${X(-42)} ${Y(6)} ${X(-32)} ${Y(14)} ${X(-28)} ${Y(30)}C${X(-24)} ${Y(46)} ${X(-22)} ${Y(50)} ${X(-14)} ${Y(50)}C${X(-4)} ${Y(50)} ${X(-6)} ${Y(20)} ${X(0)} ${Y(20)}C${X(6)} ${Y(20)} ${X(4)} ${Y(50)} ${X(14)} ${Y(50)}C${X(22)} ${Y(50)} ${X(24)} ${Y(46)} ${X(28)} ${Y(30)}C${X(32)} ${Y(14)} ${X(42)} ${Y(6)} ${X(42)} ${Y(-14)}C${X(42)} ${Y(-44)} ${X(14)} ${Y(-44)} ${X(0)} ${Y(-34)}Z`,
    fill,
  )}${stroke(d`M${X(-20)} ${Y(-6)}Q${X(0)} ${Y(10)} ${X(20)} ${Y(-6)}`, line, 5 * s)}`;
}

/** A bicycle wheel whose spokes are an embroidered rosette from a Bucovina blouse (the tours' logo). */
export function rosetteWheel(
  cx: number,
  cy: number,
  r: number,
  rim: string,
  motif: string,
  accent: string,
): string {
  const petals = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 4) * i;
    const tip = r * 0.78;
    const side = r * 0.2;
    const mid = r * 0.42;
    const px = (rr: number, da: number) => cx + rr * Math.sin(a + da);
    const py = (rr: number, da: number) => cy - rr * Math.cos(a + da);
    return d`M${cx} ${cy}L${px(mid, -side / mid)} ${py(mid, -side / mid)}L${px(tip, 0)} ${py(tip, 0)}L${px(mid, side / mid)} ${py(mid, side / mid)}Z`;
  }).join('');
  const stitches = Array.from({ length: 24 }, (_, i) => {
    const a = (Math.PI / 12) * i;
    const rr = r * 0.88;
    return rect(
      cx + rr * Math.sin(a) - r * 0.025,
      cy - rr * Math.cos(a) - r * 0.025,
      r * 0.05,
      r * 0.05,
      accent,
      {
        transform: `rotate(${(a * 180) / Math.PI + 45} ${cx + rr * Math.sin(a)} ${cy - rr * Math.cos(a)})`,
      },
    );
  }).join('');
  return `${circle(cx, cy, r, 'none', { stroke: rim, 'stroke-width': r * 0.1 })}${path(petals, motif)}${stitches}${circle(cx, cy, r * 0.12, accent)}`;
}

/** A bicycle side on: two wheels, the frame, a saddle and handlebars. */
function bicycle(x: number, y: number, s: number, frame: string, wheels: string, front?: string): string {
  const r = 34 * s;
  const back = [x, y];
  const fr = [x + 104 * s, y];
  const seat = [x + 36 * s, y - 56 * s];
  const crank = [x + 46 * s, y];
  const head = [x + 92 * s, y - 56 * s];
  const wheel = (cx: number, cy: number) =>
    circle(cx, cy, r, 'none', { stroke: wheels, 'stroke-width': 6 * s });
  return `${front ?? wheel(fr[0]!, fr[1]!)}${wheel(back[0]!, back[1]!)}${stroke(
    d`M${back[0]!} ${back[1]!}L${crank[0]!} ${crank[1]!}L${seat[0]!} ${seat[1]!}Z M${seat[0]!} ${seat[1]!}L${head[0]!} ${head[1]!}L${crank[0]!} ${crank[1]!} M${head[0]!} ${head[1]!}L${fr[0]!} ${fr[1]!} M${seat[0]! - 8 * s} ${seat[1]! - 10 * s}L${seat[0]! + 12 * s} ${seat[1]! - 10 * s} M${head[0]!} ${head[1]!}L${head[0]! - 4 * s} ${head[1]! - 14 * s}L${head[0]! + 12 * s} ${head[1]! - 18 * s}`,
    frame,
    6 * s,
  )}`;
}

/* ---------- The scenes ---------- */

/** Brutăria Spicul Auriu: the one-line wheat ear on kraft bags and cake boxes; the order form; the labels. */
const bakery: Scene = {
  cover: ({ p, brand }) => {
    const kraft = '#c9a27a';
    const bag = `${shadow(560, 300, 360, 560, 10, 18, 22, 0.2)}${path(d`M560 330L600 300H880L920 330V860H560Z`, kraft)}${path(
      d`M560 330L588 306L616 330L644 306L672 330L700 306L728 330L756 306L784 330L812 306L840 330L868 306L896 330L920 306V330Z`,
      '#b88d63',
    )}${rect(560, 330, 360, 22, '#b88d63', { opacity: 0.5 })}${wheatEar(740, 770, 380, p.ink, 9)}`;
    const box = `${shadow(960, 560, 420, 300, 12)}${rect(960, 560, 420, 300, p.paper, { rx: 10 })}${rect(960, 560, 420, 70, p.accent, { rx: 10 })}${rect(
      960,
      600,
      420,
      30,
      p.accent,
    )}${rect(1150, 560, 40, 300, p.main, { opacity: 0.85 })}${circle(1170, 705, 62, p.paper, { stroke: p.main, 'stroke-width': 6 })}${wheatEar(1170, 752, 96, p.main, 4)}`;
    const loaf = `${ellipse(380, 838, 210, 30, '#000', { opacity: 0.14 })}${ellipse(380, 740, 210, 110, p.main)}${ellipse(380, 722, 196, 86, '#c9762c')}${stroke(
      d`M260 700Q300 670 330 700M340 690Q380 660 410 690M420 700Q460 670 490 700`,
      p.accent,
      12,
    )}`;
    return {
      background: p.soft,
      body: `${circle(1330, 230, 170, p.accent, { opacity: 0.55 })}${rect(0, 850, 1600, 150, p.main, { opacity: 0.16 })}${loaf}${bag}${box}`,
      alt: {
        ro: `O pungă de hârtie kraft cu spicul ${brand.name} desenat dintr-o singură linie, o cutie de tort și o pâine`,
        en: `A kraft paper bag stamped with the ${brand.name} wheat ear drawn in one line, a cake box and a loaf`,
      },
    };
  },
  gallery: [
    ({ p, brand }) => ({
      background: '#f5f0e8',
      body: `${rect(100, 100, 680, 560, p.soft, { rx: 24 })}${wheatEar(440, 520, 330, p.ink, 10)}${text(
        440,
        610,
        brand.name,
        {
          size: 46,
          fill: p.ink,
          weight: 'bold',
          family: SERIF,
          anchor: 'middle',
        },
      )}${rect(820, 100, 680, 560, p.ink, { rx: 24 })}${wheatEar(1160, 520, 330, p.accent, 10)}${text(
        1160,
        610,
        brand.name,
        {
          size: 46,
          fill: p.soft,
          weight: 'bold',
          family: SERIF,
          anchor: 'middle',
        },
      )}${swatches(100, 720, [p.ink, p.main, p.accent, p.soft, '#c9a27a'], 250, 140, 37.5, '#57534e')}`,
      alt: {
        ro: `Spicul ${brand.name}, desenat dintr-o singură linie, pe fond deschis și închis, cu paleta brandului`,
        en: `The ${brand.name} wheat ear, drawn in one line, on light and dark backgrounds, with the brand palette`,
      },
      caption: {
        ro: 'Simbolul: un spic desenat dintr-o singură linie continuă, lizibil și brodat pe un șorț, și ștampilat pe o pungă.',
        en: 'The symbol: a wheat ear drawn in one continuous line, legible embroidered on an apron and stamped on a bag.',
      },
    }),
    ({ p, t, n }) => {
      const cake = (x: number, y: number, layers: string[], servings: number, price: number) =>
        `${rect(x, y, 300, 300, '#ffffff', { rx: 18, stroke: '#e7e5e4', 'stroke-width': 2 })}${rect(x + 20, y + 20, 260, 150, p.soft, { rx: 12 })}${layers
          .map((c, i) => rect(x + 80 + i * 10, y + 120 - i * 34, 140 - i * 20, 34, c, { rx: 6 }))
          .join('')}${circle(x + 150, y + 34, 9, '#e0452f')}${text(
          x + 24,
          y + 214,
          `${servings} ${t('servings')}`,
          {
            size: 24,
            fill: '#57534e',
          },
        )}${text(x + 24, y + 262, `${n(price)} RON`, { size: 32, fill: p.ink, weight: 'bold', family: SERIF })}`;
      const days = Array.from({ length: 28 }, (_, i) => {
        const x = 1030 + (i % 7) * 56;
        const y = 300 + Math.floor(i / 7) * 56;
        const full = [5, 6, 12, 13, 19].includes(i);
        const chosen = i === 17;
        return `${rect(x, y, 46, 46, chosen ? p.main : full ? '#e7e5e4' : '#ffffff', { rx: 10, stroke: '#e7e5e4', 'stroke-width': 2 })}${full ? cross(x + 23, y + 23, 10, '#a8a29e', 4) : ''}`;
      }).join('');
      const page = `${rect(0, 0, 1440, 90, p.paper)}${wheatEar(70, 80, 70, p.main, 4)}${bars(110, 38, [220], p.ink, 16, 0, 0.8)}${text(
        60,
        160,
        t('cakes'),
        {
          size: 44,
          fill: p.ink,
          weight: 'bold',
          family: SERIF,
        },
      )}${[`8 ${t('servings')}`, `12 ${t('servings')}`, `20 ${t('servings')}`]
        .map(
          (label, i) =>
            `${rect(60 + i * 190, 190, 170, 50, i === 1 ? p.ink : '#ffffff', { rx: 25, stroke: p.ink, 'stroke-width': 2 })}${text(145 + i * 190, 224, label, { size: 22, fill: i === 1 ? '#ffffff' : p.ink, anchor: 'middle' })}`,
        )
        .join(
          '',
        )}${cake(60, 280, [p.main, p.accent, '#f5d9a8'], 12, 180)}${cake(390, 280, ['#6b3b1f', '#a0522d', '#f5d9a8'], 12, 210)}${cake(
        720,
        280,
        ['#e8a0a8', '#f7d4d8', '#ffffff'],
        12,
        195,
      )}${rect(1000, 130, 410, 680, '#ffffff', { rx: 20, stroke: '#e7e5e4', 'stroke-width': 2 })}${text(
        1030,
        190,
        t('pickUp'),
        {
          size: 30,
          fill: p.ink,
          weight: 'bold',
        },
      )}${bars(1030, 226, [300], p.ink, 14, 0, 0.2)}${days}${text(1030, 600, t('total'), { size: 28, fill: '#57534e' })}${text(
        1380,
        600,
        `${n(180)} RON`,
        {
          size: 34,
          fill: p.ink,
          weight: 'bold',
          anchor: 'end',
          family: SERIF,
        },
      )}${rect(1030, 640, 350, 70, p.main, { rx: 35 })}${text(1205, 685, t('order'), { size: 28, fill: '#ffffff', weight: 'bold', anchor: 'middle' })}`;
      return {
        background: p.soft,
        body: browser(80, 60, 1440, 880, page, '#fbf8f3'),
        alt: {
          ro: 'Pagina de comandă a torturilor: catalogul filtrat după numărul de porții și calendarul de ridicare cu zilele pline blocate',
          en: 'The cake order page: the catalogue filtered by number of servings and the collection calendar with fully booked days blocked',
        },
        caption: {
          ro: 'Comanda online: torturile după numărul de porții, prețul calculat și ziua de ridicare; zilele pline nu se pot alege.',
          en: 'Ordering online: cakes by number of servings, the price worked out and the collection day; fully booked days cannot be chosen.',
        },
      };
    },
    ({ p, brand, t, n }) => {
      const kraft = '#c9a27a';
      const label = `${rect(860, 180, 620, 640, '#fffdf8', { rx: 16 })}${rect(860, 180, 620, 16, p.main, { rx: 8 })}${wheatEar(940, 330, 120, p.main, 5)}${text(
        1000,
        270,
        t('sourdough'),
        { size: 40, fill: p.ink, weight: 'bold', family: SERIF },
      )}${text(1000, 312, brand.name, { size: 26, fill: p.main })}${rect(900, 370, 540, 2, '#d6d3d1')}${bars(900, 410, [520, 480, 500, 300], p.ink, 14, 34, 0.22)}${text(
        900,
        600,
        t('allergens'),
        { size: 26, fill: p.ink, weight: 'bold' },
      )}${rect(900, 630, 540, 2, '#d6d3d1')}${text(900, 690, `${t('weight')}: ${n(800)} g`, { size: 26, fill: '#57534e' })}${text(
        900,
        740,
        `${t('bestBefore')}: 14.03`,
        {
          size: 26,
          fill: '#57534e',
        },
      )}${rect(1300, 660, 140, 120, p.ink, { rx: 8, opacity: 0.9 })}${Array.from({ length: 12 }, (_, i) => rect(1312 + i * 10, 672, 5, 80, '#fffdf8')).join('')}`;
      const bag = `${shadow(150, 260, 300, 560, 8)}${path(d`M150 290L180 260H420L450 290V820H150Z`, kraft)}${wheatEar(300, 700, 300, p.ink, 8)}`;
      const apron = `${path(d`M520 300H760V360Q800 380 800 440V840Q640 870 480 840V440Q480 380 520 360Z`, p.ink)}${stroke(d`M520 300Q470 200 560 170M760 300Q810 200 720 170`, p.ink, 10)}${wheatEar(640, 560, 140, p.accent, 5)}`;
      return {
        background: p.soft,
        body: `${bag}${apron}${shadow(860, 180, 620, 640, 16)}${label}`,
        alt: {
          ro: `Ambalajele ${brand.name}: o pungă kraft, un șorț brodat cu spicul și eticheta unei pâini cu ingrediente și alergeni`,
          en: `${brand.name} packaging: a kraft bag, an apron embroidered with the wheat ear and a loaf’s label with ingredients and allergens`,
        },
        caption: {
          ro: 'Același sistem pe punga de hârtie, pe șorțul brodat și pe eticheta cu ingrediente și alergeni.',
          en: 'One system on the paper bag, on the embroidered apron and on the label with ingredients and allergens.',
        },
      };
    },
  ],
};

/** Cabinetul Veterinar Lăbuța: the paw with a heart in it, lit on the shop front; online appointments; the vaccination booklet. */
const vet: Scene = {
  cover: ({ p, brand }) => {
    const glass = '#dcefe9';
    const sign = `${rect(500, 150, 600, 220, p.main, { rx: 110, opacity: 0.22 })}${rect(520, 170, 560, 180, p.ink, { rx: 90 })}${circle(620, 260, 70, p.main, { opacity: 0.3 })}${pawHeart(620, 262, 110, p.main)}${bars(720, 226, [300, 220], '#ffffff', 22, 48, 0.9)}`;
    const window = `${rect(300, 450, 520, 380, p.ink, { rx: 10 })}${rect(320, 470, 480, 340, glass)}${path(d`M360 470H440L320 610V530Z M520 470H560L320 750V710Z`, '#ffffff', { opacity: 0.55 })}${pawHeart(680, 650, 120, p.accent)}`;
    const door = `${rect(900, 420, 280, 460, p.main)}${rect(930, 450, 220, 250, glass, { rx: 6 })}${path(d`M960 450H1010L930 560V490Z`, '#ffffff', { opacity: 0.55 })}${circle(1140, 720, 12, p.ink)}`;
    const dog = `${ellipse(1290, 840, 70, 14, '#000', { opacity: 0.14 })}${path(d`M1240 840C1236 790 1250 740 1290 730C1330 740 1344 790 1340 840Z`, p.accent)}${circle(1300, 700, 44, p.accent)}${path(
      d`M1270 672C1252 676 1246 710 1258 728L1276 690Z`,
      '#c9643f',
    )}${ellipse(1338, 712, 16, 11, '#c9643f')}${circle(1312, 692, 6, p.ink)}${stroke(d`M1240 830Q1210 820 1216 790`, p.accent, 14)}`;
    return {
      background: p.soft,
      body: `${rect(220, 90, 1160, 800, '#fbfaf7')}${rect(220, 90, 1160, 36, p.ink)}${sign}${window}${door}${rect(0, 880, 1600, 120, '#d6d3cd')}${rect(0, 880, 1600, 10, '#bdb8af')}${dog}`,
      alt: {
        ro: `Fațada cabinetului ${brand.name}: firma luminoasă cu lăbuța care are o inimă în negativ, vitrina și ușa`,
        en: `The ${brand.name} shop front: the illuminated sign with the paw that holds a heart in negative space, the window and the door`,
      },
    };
  },
  gallery: [
    ({ p, brand }) => ({
      background: '#f4f7f6',
      body: `${rect(100, 100, 820, 800, '#ffffff', { rx: 28 })}${pawHeart(510, 470, 420, p.main)}${text(510, 820, brand.name, { size: Math.min(64, 1300 / brand.name.length), fill: p.ink, weight: 'bold', anchor: 'middle' })}${rect(980, 100, 520, 380, p.ink, { rx: 28 })}${pawHeart(
        1240,
        290,
        200,
        p.main,
      )}${rect(980, 520, 520, 380, p.soft, { rx: 28 })}${rect(1060, 600, 360, 150, '#ffffff', { rx: 18, stroke: '#cfe3dc', 'stroke-width': 3 })}${pawHeart(1130, 675, 60, p.main)}${text(
        1180,
        668,
        brand.name.split(' ').at(-1)!,
        {
          size: 34,
          fill: p.ink,
          weight: 'bold',
        },
      )}${bars(1180, 690, [170], p.ink, 10, 0, 0.3)}${stroke(d`M1060 800H1420M1060 788V812M1420 788V812`, p.ink, 3)}${text(1240, 850, '2 cm', { size: 30, fill: p.ink, anchor: 'middle', family: NARROW })}`,
      alt: {
        ro: `Logoul ${brand.name}: o lăbuță care formează în negativ o inimă, mare, pe fond închis și pe o etichetă de 2 cm`,
        en: `The ${brand.name} logo: a paw print that forms a heart in negative space, large, on a dark background and on a 2 cm label`,
      },
      caption: {
        ro: 'Lăbuța cu inima în negativ rămâne lizibilă de la fațadă până la o etichetă de 2 cm.',
        en: 'The paw with a heart in negative space stays legible from the shop front down to a 2 cm label.',
      },
    }),
    ({ p, t, n }) => {
      const options: [string, string, boolean][] = [
        [t('vetConsult'), `${n(80)} RON`, true],
        [t('vetRabies'), `${n(60)} RON`, false],
        [t('vetEmergency'), '', false],
      ];
      const slots = Array.from({ length: 25 }, (_, i) => {
        const col = i % 5;
        const row = Math.floor(i / 5);
        const x = 700 + col * 136;
        const y = 230 + row * 84;
        const emergency = row === 2 || (row === 4 && col === 1);
        const chosen = i === 7;
        return rect(x, y, 118, 60, chosen ? p.ink : emergency ? p.accent : '#ffffff', {
          rx: 14,
          stroke: emergency || chosen ? undefined : '#cfe3dc',
          'stroke-width': 2,
          opacity: emergency ? 0.85 : 1,
        });
      }).join('');
      const page = `${rect(0, 0, 1400, 96, p.ink)}${pawHeart(64, 48, 50, p.main)}${bars(110, 40, [200], '#ffffff', 16, 0, 0.8)}${options
        .map(
          ([label, price, on], i) =>
            `${rect(60, 150 + i * 150, 600, 120, on ? p.soft : '#ffffff', { rx: 20, stroke: on ? p.main : '#e5e7eb', 'stroke-width': 3 })}${circle(
              110,
              210 + i * 150,
              18,
              on ? p.main : '#ffffff',
              {
                stroke: p.main,
                'stroke-width': 4,
              },
            )}${text(150, 220 + i * 150, label, { size: 28, fill: p.ink, weight: 'bold' })}${price ? text(630, 220 + i * 150, price, { size: 28, fill: p.main, anchor: 'end', weight: 'bold' }) : ''}`,
        )
        .join(
          '',
        )}${Array.from({ length: 5 }, (_, i) => rect(700 + i * 136, 170, 118, 30, p.ink, { rx: 8, opacity: 0.15 })).join('')}${slots}${rect(700, 660, 40, 40, p.accent, { rx: 10 })}${text(
        760,
        690,
        t('vetEmergency'),
        {
          size: 28,
          fill: p.ink,
        },
      )}${rect(1020, 640, 330, 76, p.main, { rx: 38 })}${text(1185, 689, t('vetBook'), { size: 30, fill: '#ffffff', weight: 'bold', anchor: 'middle' })}`;
      return {
        background: p.soft,
        body: browser(100, 90, 1400, 820, page),
        alt: {
          ro: 'Programarea online: tipul de consultație cu prețul lui și intervalele libere ale săptămânii, cu cele pentru urgențe ținute deoparte',
          en: 'Booking online: the type of consultation with its price and the week’s free slots, with those for emergencies held back',
        },
        caption: {
          ro: 'Programări online pe tip de consultație; intervalele pentru urgențe se blochează singure.',
          en: 'Online appointments by type of consultation; the slots for emergencies are held back automatically.',
        },
      };
    },
    ({ p, brand, t }) => {
      const rows = ['12.03.2024', '12.04.2024', '12.03.2025', '12.03.2026'];
      const booklet = `${shadow(160, 140, 980, 700, 20)}${rect(160, 140, 490, 700, p.main, { rx: 20 })}${rect(650, 140, 490, 700, '#ffffff', { rx: 20 })}${rect(630, 140, 40, 700, '#e5e7eb')}${pawHeart(405, 400, 200, '#ffffff')}${text(
        405,
        640,
        t('vetBooklet'),
        {
          size: 36,
          fill: '#ffffff',
          weight: 'bold',
          anchor: 'middle',
        },
      )}${text(405, 690, brand.name, { size: 28, fill: p.soft, anchor: 'middle' })}${rows
        .map((date, i) => {
          const booster = i === 3;
          return `${rect(700, 220 + i * 130, 400, 100, booster ? p.accent : p.soft, { rx: 14, opacity: booster ? 0.9 : 1 })}${text(
            730,
            282 + i * 130,
            date,
            {
              size: 30,
              fill: p.ink,
              weight: 'bold',
              family: NARROW,
            },
          )}${booster ? text(1070, 282 + i * 130, t('vetBooster'), { size: 28, fill: p.ink, weight: 'bold', anchor: 'end' }) : tick(1040, 270 + i * 130, 22, p.main)}`;
        })
        .join('')}`;
      const card = group(
        `${shadow(1100, 560, 400, 250, 16)}${rect(1100, 560, 400, 250, p.ink, { rx: 16 })}${pawHeart(1160, 620, 50, p.main)}${text(1130, 710, t('vetNext'), { size: 24, fill: p.soft })}${text(
          1130,
          768,
          '18.09 · 10:30',
          {
            size: 40,
            fill: '#ffffff',
            weight: 'bold',
          },
        )}`,
        { transform: 'rotate(-6 1300 685)' },
      );
      return {
        background: '#f4f7f6',
        body: `${booklet}${card}`,
        alt: {
          ro: 'Carnetul de vaccinare personalizat, cu data rapelului la vedere, și un cartonaș de programare',
          en: 'The branded vaccination booklet, with the booster date in plain sight, and an appointment card',
        },
        caption: {
          ro: 'Carnetul de vaccinare arată data rapelului la vedere; cartonașul amintește următoarea programare.',
          en: 'The vaccination booklet shows the booster date in plain sight; the card is a reminder of the next appointment.',
        },
      };
    },
  ],
};

/** Instal Rapid: the crews' service areas on a map and a cost per lead that falls; the search terms; the report. */
const plumbing: Scene = {
  cover: ({ p, brand }) => {
    const roads = stroke(
      d`M-40 620C200 600 420 660 640 560S1000 420 1640 470M520 -40C560 200 620 380 640 560S700 860 660 1040M-40 300C200 340 380 300 620 330M900 1040C880 800 980 640 1100 460`,
      '#ffffff',
      26,
    );
    const river = stroke(d`M-40 760C300 700 500 820 800 760S1300 680 1640 740`, p.main, 40, {
      opacity: 0.25,
    });
    const area = (cx: number, cy: number, r: number) =>
      `${circle(cx, cy, r, p.main, { opacity: 0.16 })}${circle(cx, cy, r, 'none', { stroke: p.main, 'stroke-width': 5, 'stroke-dasharray': '18 14' })}`;
    const pin = (x: number, y: number, s: number) =>
      `${path(d`M${x} ${y}C${x - 10 * s} ${y - 22 * s} ${x - 28 * s} ${y - 36 * s} ${x - 28 * s} ${y - 58 * s}A${28 * s} ${28 * s} 0 0 1 ${x + 28 * s} ${y - 58 * s}C${x + 28 * s} ${y - 36 * s} ${x + 10 * s} ${y - 22 * s} ${x} ${y}Z`, p.accent)}${circle(x, y - 58 * s, 10 * s, '#ffffff')}`;
    const chart = `${shadow(1090, 150, 400, 300, 24)}${rect(1090, 150, 400, 300, '#ffffff', { rx: 24 })}${path(d`M1130 220L1210 250L1290 300L1370 330L1450 390V410H1130Z`, p.accent, { opacity: 0.18 })}${stroke(
      d`M1130 220L1210 250L1290 300L1370 330L1450 390`,
      p.accent,
      10,
    )}${circle(1450, 390, 14, p.accent)}${rect(1130, 180, 120, 14, p.ink, { rx: 7, opacity: 0.3 })}`;
    const van = `${rect(260, 250, 200, 100, '#ffffff', { rx: 16 })}${path(d`M460 270H520L560 320V350H460Z`, '#ffffff')}${path(d`M470 282H512L540 318H470Z`, p.ink, { opacity: 0.7 })}${rect(280, 290, 150, 18, p.accent, { rx: 9 })}${circle(310, 356, 24, p.ink)}${circle(500, 356, 24, p.ink)}`;
    const call = `${circle(200, 820, 90, p.accent)}${path(
      d`M168 780C160 790 160 812 176 834C192 856 214 868 226 864L240 850C244 846 244 840 240 836L224 824C220 820 214 822 210 826L204 832C196 828 184 816 180 808L186 802C190 798 190 792 188 788L176 772C172 768 166 768 162 772Z`,
      '#ffffff',
    )}`;
    return {
      background: p.soft,
      body: `${river}${roads}${area(680, 540, 230)}${area(360, 600, 120)}${area(820, 270, 100)}${pin(680, 540, 1.4)}${pin(360, 600, 1)}${pin(820, 270, 1)}${van}${chart}${call}`,
      alt: {
        ro: `Harta zonelor în care echipele ${brand.name} ajung în sub o oră, lângă graficul costului pe cerere, în scădere`,
        en: `A map of the areas ${brand.name}’s crews reach within the hour, beside a chart of the cost per lead falling`,
      },
    };
  },
  gallery: [
    ({ p, t }) => {
      const serp = `${rect(80, 100, 760, 800, '#ffffff', { rx: 24 })}${rect(120, 140, 680, 70, '#f1f5f9', { rx: 35 })}${circle(160, 175, 14, 'none', { stroke: '#64748b', 'stroke-width': 4 })}${text(
        190,
        186,
        t('adsQuery'),
        {
          size: 28,
          fill: '#334155',
        },
      )}${text(120, 280, t('adsSponsored'), { size: 24, fill: '#334155', weight: 'bold' })}${text(120, 336, t('adsHeadline'), { size: 38, fill: p.main, weight: 'bold' })}${bars(120, 370, [620, 520], '#334155', 14, 30, 0.35)}${rect(
        120,
        450,
        260,
        64,
        p.accent,
        { rx: 32 },
      )}${text(250, 492, t('adsCall'), { size: 26, fill: '#ffffff', weight: 'bold', anchor: 'middle' })}${[0, 1, 2].map((i) => `${bars(120, 580 + i * 100, [300], p.main, 16, 0, 0.5)}${bars(120, 612 + i * 100, [560], '#334155', 12, 0, 0.25)}`).join('')}`;
      const terms: [string, boolean][] = [
        [t('adsGoodTerm1'), true],
        [t('adsBadTerm1'), false],
        [t('adsGoodTerm2'), true],
        [t('adsBadTerm2'), false],
      ];
      const list = terms
        .map(([term, keep], i) => {
          const y = 170 + i * 170;
          return `${rect(900, y, 620, 130, '#ffffff', { rx: 20 })}${keep ? tick(960, y + 65, 28, '#16a34a') : `${circle(960, y + 65, 28, p.accent)}${cross(960, y + 65, 11, '#ffffff', 6)}`}${text(
            1010,
            y + 76,
            term,
            {
              size: 28,
              fill: keep ? p.ink : '#64748b',
            },
          )}${keep ? '' : rect(1010, y + 64, Math.min(480, term.length * 14), 4, '#64748b')}`;
        })
        .join('');
      return {
        background: p.soft,
        body: `${serp}${list}`,
        alt: {
          ro: 'Un anunț în rezultatele căutării și lista termenilor de căutare: cei buni păstrați, cei fără legătură cu firma excluși',
          en: 'An ad in the search results and the list of search terms: the right ones kept, the unrelated ones excluded',
        },
        caption: {
          ro: 'Peste 300 de cuvinte cheie negative: anunțurile nu mai apar la căutări ca „cum desfund singur chiuveta”.',
          en: 'More than 300 negative keywords: the ads no longer show for searches such as ‘how to unblock a sink yourself’.',
        },
      };
    },
    ({ p, t, n, project }) => {
      const fall = /[−-]\s?(\d+)\s?%/.exec(project.result) ?? /(\d+)\s?%/.exec(project.result);
      const figure = `−${fall?.[1] ?? '42'}%`;
      const tile = (x: number, label: string, value: string, colour: string) =>
        `${rect(x, 120, 440, 220, '#ffffff', { rx: 24 })}${text(x + 40, 190, label, { size: 30, fill: '#475569' })}${text(x + 40, 290, value, { size: 72, fill: colour, weight: 'bold' })}`;
      const rising = [40, 52, 48, 66, 78]
        .map((h, i) => rect(620 + i * 56, 300 - h, 36, h, p.main, { rx: 6, opacity: i === 4 ? 1 : 0.45 }))
        .join('');
      const points = [120, 100, 190, 240, 290, 320].map((v, i) => [200 + i * 240, 420 + v] as const);
      return {
        background: p.soft,
        body: `${tile(100, t('adsSpent'), `${n(4500)} RON`, p.ink)}${tile(580, t('adsLeads'), '', p.main)}${rising}${tile(1060, t('adsCostPerLead'), figure, p.accent)}${rect(
          100,
          380,
          1400,
          520,
          '#ffffff',
          {
            rx: 24,
          },
        )}${[0, 1, 2, 3].map((i) => rect(160, 460 + i * 100, 1280, 2, '#e2e8f0')).join('')}${path(
          `M${points.map(([x, y]) => `${x} ${y}`).join('L')}V840H200Z`,
          p.accent,
          { opacity: 0.14 },
        )}${stroke(`M${points.map(([x, y]) => `${x} ${y}`).join('L')}`, p.accent, 10)}${points.map(([x, y]) => circle(x, y, 12, '#ffffff', { stroke: p.accent, 'stroke-width': 6 })).join('')}`,
        alt: {
          ro: `Raportul lunar pe un singur ecran: cât s-a cheltuit, câte cereri au venit și costul pe cerere, ${figure}`,
          en: `The monthly report on a single screen: how much was spent, how many enquiries came in and the cost per lead, ${figure}`,
        },
        caption: {
          ro: 'Raportul lunar: cheltuiala, cererile și costul fiecăreia, pe un singur ecran.',
          en: 'The monthly report: spend, enquiries and what each one cost, on a single screen.',
        },
      };
    },
    ({ p, t }) => {
      const campaign = (x: number, label: string, icon: string, budget: number, hot: boolean) =>
        `${shadow(x, 160, 420, 640, 28)}${rect(x, 160, 420, 640, hot ? p.ink : '#ffffff', { rx: 28 })}${circle(x + 210, 340, 110, hot ? p.accent : p.soft)}${icon}${text(
          x + 210,
          540,
          label,
          {
            size: 30,
            fill: hot ? '#ffffff' : p.ink,
            weight: 'bold',
            anchor: 'middle',
          },
        )}${text(x + 40, 640, t('adsBudget'), { size: 24, fill: hot ? '#cbd5e1' : '#64748b' })}${rect(x + 40, 670, 340, 24, hot ? '#ffffff' : p.soft, { rx: 12, opacity: hot ? 0.2 : 1 })}${rect(x + 40, 670, 340 * budget, 24, p.accent, { rx: 12 })}`;
      const clock = `${circle(360, 340, 60, '#ffffff')}${stroke(d`M360 300V340L390 360`, p.ink, 10)}`;
      const flame = path(
        d`M810 400C760 400 740 360 760 320C770 300 790 290 790 260C820 280 840 310 830 340C850 330 856 316 856 300C880 330 880 400 810 400Z`,
        p.accent,
      );
      const spanner = group(
        `${rect(1250, 280, 40, 140, p.main, { rx: 14 })}${circle(1270, 280, 40, p.main)}${rect(1256, 230, 28, 50, p.soft)}`,
        { transform: 'rotate(40 1270 340)' },
      );
      return {
        background: p.soft,
        body: `${campaign(130, t('adsCampEmergency'), clock, 0.55, true)}${campaign(590, t('adsCampInstall'), `${rect(760, 280, 100, 130, '#ffffff', { rx: 12 })}${flame}`, 0.3, false)}${campaign(1050, t('adsCampService'), spanner, 0.15, false)}`,
        alt: {
          ro: 'Trei campanii separate, fiecare cu anunțurile și bugetul ei: urgențe non-stop, montaj de centrale și revizii',
          en: 'Three separate campaigns, each with its own ads and budget: emergency call-outs, boiler installation and servicing',
        },
        caption: {
          ro: 'Campanii separate pentru urgențe, montaj și revizii, cu bugetul mutat acolo unde aduce clienți.',
          en: 'Separate campaigns for emergencies, installation and servicing, with the budget moved to where it brings in customers.',
        },
      };
    },
  ],
};

const SAND = '#f2c14e';

/** Librăria Pagina Mică: the book that is a boat, on the sea; Pagi the seagull; the reader's passport; shelf labels. */
const bookshop: Scene = {
  cover: ({ p, brand }) => {
    const gull = { body: '#ffffff', wing: '#cfd8e3', beak: p.accent, eye: p.ink };
    const waves = (y: number, colour: string, amp: number, offset: number) => {
      let out = `M-40 ${y}`;
      for (let x = -40 + offset; x < 1700; x += 160)
        out += d`Q${x + 40} ${y - amp} ${x + 80} ${y}T${x + 160} ${y}`;
      return path(`${out}V1040H-40Z`, colour);
    };
    return {
      background: '#fdfaf3',
      body: `${circle(300, 230, 130, SAND)}${stroke(d`M1160 200Q1180 180 1200 200Q1220 180 1240 200M1290 260Q1306 244 1322 260Q1338 244 1354 260`, p.ink, 6)}${waves(700, p.main, 30, 0)}${bookBoat(
        800,
        560,
        620,
        p.accent,
        '#ffffff',
        p.ink,
      )}${waves(780, '#2369a0', 24, 60)}${waves(870, p.ink, 20, 20)}${group(seagull(0, 0, 130, gull), { transform: 'translate(1180 470) scale(-1 1)' })}`,
      alt: {
        ro: `Logoul ${brand.name}: o carte deschisă ale cărei pagini fac o bărcuță, pe valuri, cu pescărușul Pagi alături`,
        en: `The ${brand.name} logo: an open book whose pages make a little boat, on the waves, with Pagi the seagull beside it`,
      },
    };
  },
  gallery: [
    ({ p, t }) => {
      const gull = { body: '#ffffff', wing: '#cfd8e3', beak: p.accent, eye: p.ink };
      const panel = (x: number, colour: string, art: string, label: string) =>
        `${rect(x, 120, 440, 700, colour, { rx: 32 })}${art}${text(x + 220, 770, label, { size: 38, fill: p.ink, weight: 'bold', anchor: 'middle', family: SERIF })}`;
      const reading = `${seagull(320, 470, 250, gull)}${path(d`M300 520L360 500L420 520L420 580L360 560L300 580Z`, p.accent)}${stroke(d`M360 500V560`, '#ffffff', 4)}`;
      const painting = `${seagull(780, 470, 250, gull)}${stroke(d`M850 500L930 380`, p.main, 10)}${circle(936, 372, 16, p.accent)}${rect(820, 560, 110, 80, '#ffffff', { rx: 8, stroke: p.main, 'stroke-width': 4 })}${circle(860, 600, 16, SAND)}`;
      const sleeping = `${rect(1110, 560, 300, 70, p.main, { rx: 10 })}${rect(1120, 548, 280, 20, '#ffffff', { rx: 6 })}${seagull(1260, 470, 230, gull, 'sleep')}${circle(1380, 330, 10, p.main, { opacity: 0.6 })}${circle(1406, 296, 14, p.main, { opacity: 0.6 })}`;
      return {
        background: p.soft,
        body: `${panel(100, '#e6f0f8', reading, t('bookReading'))}${panel(580, '#fbe3dc', painting, t('bookPainting'))}${panel(1060, '#fcefc7', sleeping, t('bookSleeping'))}`,
        alt: {
          ro: 'Mascota Pagi, un pescăruș iubitor de cărți, în trei ipostaze: citind, pictând și dormind pe o carte',
          en: 'Pagi the mascot, a bookish seagull, in three poses: reading, painting and asleep on a book',
        },
        caption: {
          ro: 'Pagi, pescărușul librăriei, în trei dintre cele 12 ipostaze folosite pe semne de carte, diplome și în social media.',
          en: 'Pagi, the bookshop’s seagull, in three of the 12 poses used on bookmarks, certificates and social media.',
        },
      };
    },
    ({ p, brand, t }) => {
      const stamps = Array.from({ length: 8 }, (_, i) => {
        const cx = 920 + (i % 4) * 140;
        const cy = 330 + Math.floor(i / 4) * 170;
        if (i >= 5)
          return circle(cx, cy, 54, 'none', {
            stroke: '#cbd5e1',
            'stroke-width': 4,
            'stroke-dasharray': '10 8',
          });
        const colour = [p.main, p.accent, SAND, p.ink, p.main][i]!;
        const inner = [
          star(cx, cy, 30, colour),
          bookBoat(cx, cy + 8, 64, colour, '#ffffff', colour),
          circle(cx, cy, 20, colour),
          star(cx, cy, 26, colour),
          rect(cx - 20, cy - 20, 40, 40, colour, { rx: 8 }),
        ][i]!;
        return `${circle(cx, cy, 54, 'none', { stroke: colour, 'stroke-width': 5 })}${inner}`;
      }).join('');
      return {
        background: '#e6f0f8',
        body: `${shadow(160, 120, 1280, 760, 28)}${rect(160, 120, 640, 760, p.main, { rx: 28 })}${rect(800, 120, 640, 760, '#ffffff', { rx: 28 })}${rect(780, 120, 40, 760, '#dbe4ee')}${bookBoat(
          480,
          400,
          300,
          p.accent,
          '#ffffff',
          p.ink,
        )}${text(480, 640, t('bookPassport'), { size: 42, fill: '#ffffff', weight: 'bold', anchor: 'middle', family: SERIF })}${text(
          480,
          700,
          brand.name,
          {
            size: 30,
            fill: '#dbeafe',
            anchor: 'middle',
          },
        )}${stamps}${bars(880, 660, [480, 380, 420], p.ink, 14, 36, 0.2)}`,
        alt: {
          ro: 'Pașaportul cititorului, deschis: pe o pagină bărcuța-carte, pe cealaltă ștampilele strânse la ateliere',
          en: 'The reader’s passport, open: the book-boat on one page, the stamps collected at the workshops on the other',
        },
        caption: {
          ro: 'Pașaportul cititorului: o ștampilă la fiecare atelier de lectură.',
          en: 'The reader’s passport: a stamp for every reading workshop.',
        },
      };
    },
    ({ p, t }) => {
      const shelf = (y: number) =>
        `${rect(100, y + 220, 1400, 26, '#b98a5a')}${Array.from({ length: 22 }, (_, i) =>
          rect(
            130 + i * 62,
            y + 220 - (150 + ((i * 37) % 60)),
            48,
            150 + ((i * 37) % 60),
            [p.main, p.accent, SAND, p.ink, '#7fb3d5'][i % 5]!,
            { rx: 6 },
          ),
        ).join('')}`;
      const ages: [string, string][] = [
        ['0–3', circle(0, 0, 26, p.accent)],
        ['4–6', rect(-24, -24, 48, 48, SAND, { rx: 8 })],
        ['7–10', bookBoat(0, 6, 70, p.main, '#ffffff', p.main)],
        ['11–14', star(0, 0, 30, p.main)],
      ];
      const labels = ages
        .map(([age, icon], i) => {
          const x = 150 + i * 350;
          return `${rect(x, 380, 300, 150, '#ffffff', { rx: 18, stroke: '#dbe4ee', 'stroke-width': 3 })}${group(icon, { transform: `translate(${x + 70} 455)` })}${text(
            x + 130,
            450,
            age,
            {
              size: 46,
              fill: p.ink,
              weight: 'bold',
            },
          )}${text(x + 130, 498, t('bookAges'), { size: 28, fill: '#475569' })}`;
        })
        .join('');
      return {
        background: '#fdfaf3',
        body: `${shelf(100)}${labels}${shelf(620)}`,
        alt: {
          ro: 'Etichetele de raft pe grupe de vârstă, de la 0–3 la 11–14 ani, fiecare cu o pictogramă pentru cei care nu citesc încă',
          en: 'The shelf labels by age group, from 0–3 to 11–14 years, each with a pictogram for children who can’t read yet',
        },
        caption: {
          ro: 'Etichete de raft pe vârste, cu pictograme pentru copiii care nu știu încă să citească.',
          en: 'Shelf labels by age group, with pictograms for children who can’t read yet.',
        },
      };
    },
  ],
};

const FILTER_BLUE = '#2f5d8a';
const ESPRESSO_RED = '#a63d2a';

/** Prăjitoria Nord: kraft bags stamped with the compass whose needle is a bean, colour-coded labels; the label system; partner materials. */
const roaster: Scene = {
  cover: ({ p, brand }) => {
    const kraft = '#c79b6d';
    const bag = (x: number, band: string, rot: number) =>
      group(
        `${shadow(x, 220, 340, 600, 14)}${path(d`M${x} 260L${x + 30} 220H${x + 310}L${x + 340} 260V820H${x}Z`, kraft)}${rect(x + 20, 236, 300, 16, p.main, { rx: 8, opacity: 0.7 })}${circle(
          x + 170,
          330,
          22,
          '#e8d5bd',
          {
            stroke: p.main,
            'stroke-width': 5,
          },
        )}${compassBean(x + 170, 480, 95, p.ink, kraft)}${rect(x + 40, 620, 260, 150, '#fbf7f1', { rx: 10 })}${rect(x + 40, 620, 260, 40, band, { rx: 10 })}${rect(x + 40, 644, 260, 16, band)}${bars(
          x + 64,
          684,
          [200, 150, 180],
          p.ink,
          10,
          24,
          0.35,
        )}`,
        { transform: `rotate(${rot} ${x + 170} 820)` },
      );
    const beans = [
      [330, 860, 20],
      [380, 890, -30],
      [1240, 880, 60],
      [1290, 850, 10],
      [1200, 900, -50],
    ]
      .map(
        ([x, y, r]) =>
          `${ellipse(x!, y!, 22, 30, p.ink, { transform: `rotate(${r} ${x} ${y})` })}${stroke(d`M${x!} ${y! - 24}Q${x! - 8} ${y!} ${x!} ${y! + 24}`, p.main, 4, { transform: `rotate(${r} ${x} ${y})` })}`,
      )
      .join('');
    const cup = `${ellipse(1320, 800, 110, 22, '#000', { opacity: 0.12 })}${path(d`M1240 680H1400L1384 790Q1320 810 1256 790Z`, '#ffffff')}${stroke(d`M1400 700Q1450 710 1440 750Q1430 780 1392 776`, '#ffffff', 14)}${ellipse(1320, 682, 80, 14, p.main)}`;
    return {
      background: p.soft,
      body: `${rect(0, 820, 1600, 180, p.main, { opacity: 0.2 })}${bag(450, FILTER_BLUE, -4)}${bag(820, ESPRESSO_RED, 4)}${beans}${cup}`,
      alt: {
        ro: `Două pungi kraft ${brand.name} cu busola al cărei ac e un bob de cafea, cu eticheta albastră de filtru și cea cărămizie de espresso`,
        en: `Two ${brand.name} kraft bags stamped with the compass whose needle is a coffee bean, with the blue filter label and the brick-red espresso label`,
      },
    };
  },
  gallery: [
    ({ p, brand }) => ({
      background: p.soft,
      body: `${circle(560, 500, 380, '#ffffff')}${compassBean(560, 480, 260, p.ink, '#ffffff')}${text(560, 820, brand.name, { size: 46, fill: p.ink, weight: 'bold', anchor: 'middle', family: SERIF, spacing: 4 })}${rect(
        1040,
        140,
        420,
        330,
        '#c79b6d',
        { rx: 20 },
      )}${compassBean(1250, 305, 120, p.main, '#c79b6d')}${rect(1040, 530, 420, 330, '#ffffff', { rx: 20 })}${compassBean(1160, 690, 26, p.ink, '#ffffff')}${stroke(d`M1130 760H1190M1130 748V772M1190 748V772`, p.ink, 3)}${text(
        1160,
        808,
        '1 cm',
        { size: 28, fill: p.ink, anchor: 'middle', family: NARROW },
      )}${bars(1240, 670, [160, 120], p.ink, 14, 30, 0.3)}`,
      alt: {
        ro: `Logoul ${brand.name}: o busolă simplificată al cărei ac devine un bob de cafea, ștampilat pe kraft și recognoscibil la 1 cm`,
        en: `The ${brand.name} logo: a simplified compass whose needle becomes a coffee bean, stamped on kraft and recognisable at 1 cm`,
      },
      caption: {
        ro: 'Busola cu acul-bob: se ștampilează într-o singură culoare și se recunoaște și la 1 cm lățime.',
        en: 'The compass with a bean for a needle: stamped in a single colour, and recognisable even at 1 cm wide.',
      },
    }),
    ({ p, t, n }) => {
      const label = (
        x: number,
        colour: string,
        kind: string,
        origin: string,
        altitude: number,
        process: string,
        notes: string,
      ) => {
        const rows: [string, string][] = [
          [t('coffeeOrigin'), origin],
          [t('coffeeAltitude'), `${n(altitude)} m`],
          [t('coffeeProcess'), process],
          [t('coffeeNotes'), notes],
          [t('coffeeRoasted'), '04.03'],
        ];
        return `${shadow(x, 100, 620, 800, 20)}${rect(x, 100, 620, 800, '#fbf7f1', { rx: 20 })}${rect(x, 100, 620, 150, colour, { rx: 20 })}${rect(x, 200, 620, 50, colour)}${text(
          x + 40,
          200,
          kind,
          {
            size: 54,
            fill: '#ffffff',
            weight: 'bold',
            family: SERIF,
          },
        )}${compassBean(x + 540, 175, 44, '#ffffff', colour)}${rows
          .map(
            ([k, v], i) =>
              `${text(x + 40, 330 + i * 110, k, { size: 24, fill: '#78716c' })}${text(x + 40, 372 + i * 110, v, { size: 34, fill: p.ink, weight: 'bold' })}${rect(x + 40, 392 + i * 110, 540, 2, '#e7e5e4')}`,
          )
          .join('')}`;
      };
      return {
        background: p.soft,
        body: `${label(150, FILTER_BLUE, t('coffeeFilter'), t('coffeeEthiopia'), 1900, t('coffeeWashed'), t('coffeeNotesFilter'))}${label(830, ESPRESSO_RED, t('coffeeEspresso'), t('coffeeColombia'), 1600, t('coffeeNatural'), t('coffeeNotesEspresso'))}`,
        alt: {
          ro: 'Două etichete din același sistem: albastră pentru cafeaua de filtru, cărămizie pentru espresso, cu origine, altitudine, procesare, note și data prăjirii',
          en: 'Two labels from one system: blue for filter coffee, brick red for espresso, with origin, altitude, process, tasting notes and roast date',
        },
        caption: {
          ro: 'Un singur sistem de etichete, cu zone fixe; culoarea spune dintr-o privire dacă e cafea de filtru sau de espresso.',
          en: 'One label system with fixed areas; the colour tells filter from espresso at a glance.',
        },
      };
    },
    ({ p, t, n }) => {
      const dripper = `${path(d`M260 300H480L420 440H320Z`, '#ffffff')}${rect(300, 440, 140, 20, '#ffffff', { rx: 8 })}${path(d`M290 480H450L430 640Q370 660 310 640Z`, '#ffffff', { opacity: 0.9 })}${path(d`M300 560H440L430 640Q370 660 310 640Z`, p.main)}${stroke(
        d`M370 460V520`,
        p.main,
        6,
        { 'stroke-dasharray': '10 10' },
      )}`;
      const card = `${shadow(140, 160, 460, 680, 24)}${rect(140, 160, 460, 680, p.ink, { rx: 24 })}${dripper}${text(370, 730, t('coffeeRecipe'), { size: 38, fill: '#ffffff', weight: 'bold', anchor: 'middle', family: SERIF })}${text(
        370,
        790,
        `15 g · ${n(250)} ml · 3:00`,
        { size: 30, fill: p.accent, anchor: 'middle' },
      )}`;
      const tent = `${path(d`M700 840L860 300L1020 840Z`, '#ffffff')}${path(d`M860 300L1020 840H1060L880 300Z`, '#e7ddd2')}${compassBean(860, 560, 80, p.ink, '#ffffff')}${rect(780, 690, 160, 14, p.ink, { rx: 7, opacity: 0.3 })}`;
      const menu = `${shadow(1120, 140, 360, 720, 16)}${rect(1120, 140, 360, 720, '#fbf7f1', { rx: 16 })}${compassBean(1300, 240, 50, p.ink, '#fbf7f1')}${[
        0, 1, 2, 3, 4,
      ]
        .map(
          (i) =>
            `${rect(1160, 340 + i * 100, 28, 28, i % 2 ? ESPRESSO_RED : FILTER_BLUE, { rx: 6 })}${bars(1206, 340 + i * 100, [200, 140], p.ink, 12, 24, 0.35)}`,
        )
        .join('')}`;
      return {
        background: p.soft,
        body: `${card}${tent}${menu}`,
        alt: {
          ro: 'Materialele pentru cafenelele partenere: o fișă cu rețeta V60, un suport de tejghea cu busola și meniul de raft',
          en: 'Materials for the partner cafés: a V60 recipe card, a counter display with the compass and the shelf menu',
        },
        caption: {
          ro: 'Pentru cafenelele partenere: fișe cu rețete, suport de tejghea și meniu de raft.',
          en: 'For the partner cafés: recipe cards, a counter display stand and a shelf menu.',
        },
      };
    },
  ],
};

/** Coșul de la Fermă: a crate of the season's vegetables; the one-page sign-up; the local ad; Thursday's email. */
const farm: Scene = {
  cover: ({ p, brand }) => {
    const rows = Array.from({ length: 6 }, (_, i) =>
      path(
        d`M-40 ${560 + i * 70}Q800 ${500 + i * 60} 1640 ${560 + i * 70}V${590 + i * 70}Q800 ${530 + i * 60} -40 ${590 + i * 70}Z`,
        i % 2 ? p.main : '#7fb55a',
        { opacity: 0.5 },
      ),
    ).join('');
    const crate = `${ellipse(800, 880, 420, 36, '#000', { opacity: 0.16 })}${rect(420, 560, 760, 320, '#b77b47', { rx: 12 })}${[0, 1, 2].map((i) => rect(420, 580 + i * 100, 760, 70, '#c98d55', { rx: 8 })).join('')}${rect(420, 560, 40, 320, '#9c6639')}${rect(1140, 560, 40, 320, '#9c6639')}`;
    const produce = [
      vegetable('lettuce', 560, 520, 2.6),
      vegetable('carrot', 700, 470, 2.4, -20),
      vegetable('carrot', 760, 480, 2.4, 8),
      vegetable('beet', 900, 500, 2.2, 10),
      vegetable('tomato', 1010, 530, 2.2),
      vegetable('tomato', 1090, 540, 1.9),
      vegetable('lettuce', 1060, 500, 1.6),
      vegetable('tomato', 640, 560, 1.8),
    ].join('');
    return {
      background: p.soft,
      body: `${circle(1320, 220, 120, p.accent, { opacity: 0.9 })}${rows}${produce}${crate}`,
      alt: {
        ro: `O ladă ${brand.name} plină cu legume de sezon: salată, morcovi, sfeclă și roșii, în fața straturilor din grădină`,
        en: `A ${brand.name} crate full of seasonal vegetables: lettuce, carrots, beetroot and tomatoes, in front of the garden rows`,
      },
    };
  },
  gallery: [
    ({ p, t, n }) => {
      const steps = [t('farmStep1'), t('farmStep2'), t('farmStep3')];
      const box = (x: number, label: string, price: number, big: boolean) =>
        `${rect(x, 520, 400, 250, big ? p.ink : '#ffffff', { rx: 24, stroke: big ? undefined : '#d9e8cf', 'stroke-width': 3 })}${rect(x + 30, 560, 120, 90, '#c98d55', { rx: 10 })}${vegetable('carrot', x + 70, 560, 0.8)}${vegetable(
          'tomato',
          x + 115,
          575,
          0.8,
        )}${text(x + 180, 600, label, { size: 32, fill: big ? '#ffffff' : p.ink, weight: 'bold' })}${text(x + 180, 650, `${n(price)} RON`, { size: 40, fill: big ? p.accent : p.main, weight: 'bold' })}${text(
          x + 30,
          730,
          t('farmWeekly'),
          { size: 24, fill: big ? '#d9e8cf' : '#57534e' },
        )}`;
      const page = `${rect(0, 0, 1400, 300, p.main)}${vegetable('lettuce', 1100, 170, 1.6)}${vegetable('carrot', 1200, 160, 1.6, 12)}${vegetable('tomato', 1280, 190, 1.4)}${bars(60, 90, [520, 420], '#ffffff', 34, 60, 0.9)}${rect(
        60,
        210,
        240,
        60,
        p.accent,
        { rx: 30 },
      )}${text(60, 370, t('farmHow'), { size: 40, fill: p.ink, weight: 'bold', family: SERIF })}${steps
        .map(
          (label, i) =>
            `${circle(90 + i * 330, 440, 30, p.accent)}${text(90 + i * 330, 451, String(i + 1), { size: 30, fill: '#ffffff', weight: 'bold', anchor: 'middle' })}${text(135 + i * 330, 451, label, { size: 28, fill: p.ink })}`,
        )
        .join(
          '',
        )}${box(60, t('farmSmall'), 95, false)}${box(500, t('farmFamily'), 145, true)}${rect(960, 620, 380, 80, p.accent, { rx: 40 })}${text(
        1150,
        672,
        t('farmSubscribe'),
        {
          size: 32,
          fill: '#ffffff',
          weight: 'bold',
          anchor: 'middle',
        },
      )}`;
      return {
        background: p.soft,
        body: browser(100, 80, 1400, 840, page, '#fbfdf8'),
        alt: {
          ro: 'Pagina de abonare: cum funcționează în trei pași și cele două mărimi de coș, de 95 și 145 RON',
          en: 'The sign-up page: how it works in three steps and the two box sizes, 95 and 145 RON',
        },
        caption: {
          ro: 'O singură pagină, o singură acțiune: trei pași, două mărimi de coș și abonarea.',
          en: 'One page, one action: three steps, two box sizes and the sign-up.',
        },
      };
    },
    ({ p, brand, t }) => {
      const post = `${circle(50, 50, 26, p.main)}${text(90, 48, brand.name, { size: 22, fill: p.ink, weight: 'bold' })}${text(90, 74, t('adsSponsored'), { size: 18, fill: '#78716c' })}${rect(0, 110, 400, 420, '#7fb55a')}${path(
        d`M0 380Q200 330 400 380V530H0Z`,
        p.main,
      )}${circle(300, 190, 46, p.accent)}${vegetable('carrot', 120, 420, 1.1, -10)}${vegetable('lettuce', 210, 440, 1.1)}${circle(200, 300, 56, '#000', { opacity: 0.35 })}${path(d`M184 270L228 300L184 330Z`, '#ffffff')}${bars(
        24,
        560,
        [320, 260],
        p.ink,
        16,
        32,
        0.35,
      )}${rect(24, 640, 352, 60, p.main, { rx: 12 })}${text(200, 680, t('farmSubscribe'), { size: 24, fill: '#ffffff', weight: 'bold', anchor: 'middle' })}`;
      const map = `${circle(1120, 500, 300, p.main, { opacity: 0.15 })}${circle(1120, 500, 300, 'none', { stroke: p.main, 'stroke-width': 5, 'stroke-dasharray': '16 12' })}${stroke(
        d`M860 420Q1000 480 1120 500T1400 600M1000 240Q1080 380 1120 500T1180 780`,
        '#ffffff',
        18,
      )}${circle(1120, 500, 22, p.accent)}${stroke(d`M1120 500H1420`, p.ink, 4)}${rect(1290, 450, 120, 50, '#ffffff', { rx: 25 })}${text(1350, 484, '15 km', { size: 26, fill: p.ink, weight: 'bold', anchor: 'middle' })}`;
      return {
        background: p.soft,
        body: `${map}${phone(300, 90, 460, 820, post)}`,
        alt: {
          ro: `Reclama ${brand.name} pe telefon, cu filmul scurt de la recoltare, difuzată pe o rază de 15 km`,
          en: `The ${brand.name} ad on a phone, with the short harvest video, shown within a 15 km radius`,
        },
        caption: {
          ro: 'Campania Meta: un film scurt de la recoltare, pe o rază de 15 km în jurul fermei.',
          en: 'The Meta campaign: a short harvest video, within 15 km of the farm.',
        },
      };
    },
    ({ p, t }) => {
      const items: ['carrot' | 'tomato' | 'lettuce' | 'beet', string][] = [
        ['carrot', t('farmCarrots')],
        ['tomato', t('farmTomatoes')],
        ['lettuce', t('farmLettuce')],
        ['beet', t('farmBeetroot')],
      ];
      return {
        background: p.soft,
        body: `${shadow(300, 80, 1000, 840, 24)}${rect(300, 80, 1000, 840, '#ffffff', { rx: 24 })}${rect(300, 80, 1000, 130, p.main, { rx: 24 })}${rect(300, 170, 1000, 40, p.main)}${text(
          360,
          165,
          t('farmThursday'),
          {
            size: 48,
            fill: '#ffffff',
            weight: 'bold',
            family: SERIF,
          },
        )}${items
          .map(([kind, label], i) => {
            const x = 360 + (i % 2) * 300;
            const y = 260 + Math.floor(i / 2) * 170;
            return `${rect(x, y, 270, 140, p.soft, { rx: 18 })}${vegetable(kind, x + 60, y + 80, 0.9)}${text(x + 120, y + 84, label, { size: 28, fill: p.ink })}`;
          })
          .join(
            '',
          )}${rect(980, 260, 260, 310, '#fff4e6', { rx: 18 })}${text(1000, 310, t('farmRecipe'), { size: 22, fill: p.accent, weight: 'bold' })}${circle(1110, 420, 70, '#ffffff')}${circle(
          1110,
          420,
          52,
          p.main,
          {
            opacity: 0.3,
          },
        )}${vegetable('tomato', 1090, 410, 0.7)}${bars(1000, 520, [200], p.ink, 12, 0, 0.3)}${bars(360, 640, [880, 800, 620], p.ink, 14, 34, 0.22)}${rect(
          360,
          780,
          300,
          72,
          '#ffffff',
          {
            rx: 36,
            stroke: p.main,
            'stroke-width': 4,
          },
        )}${text(510, 826, t('farmPause'), { size: 28, fill: p.main, weight: 'bold', anchor: 'middle' })}`,
        alt: {
          ro: 'Emailul de joi: ce e în coșul săptămânii, rețeta săptămânii și butonul de pus abonamentul pe pauză',
          en: 'Thursday’s email: what is in this week’s box, the recipe of the week and the button to pause the subscription',
        },
        caption: {
          ro: 'În fiecare joi: conținutul coșului și o rețetă; abonamentul se pune pe pauză din email.',
          en: 'Every Thursday: what is in the box and a recipe; the subscription pauses from the email.',
        },
      };
    },
  ],
};

const GLAZE = '#f6ecd6';
const OCHRE = '#c9892b';

/** A Horezu motif on a plate: the rooster, the spiral or the tree of life. */
function plate(cx: number, cy: number, r: number, motif: 'rooster' | 'spiral' | 'tree', p: Palette): string {
  const s = r / 100;
  const X = (u: number) => cx + u * s;
  const Y = (v: number) => cy + v * s;
  // A glazed rim and the plate: every round edge is a kilobyte of AVIF, so no more rings than these.
  const rim = `${circle(cx + 10 * s, cy + 14 * s, r, '#000', { opacity: 0.14 })}${circle(cx, cy, r, p.main)}${circle(cx, cy, r * 0.88, GLAZE)}`;
  if (motif === 'spiral') {
    let spiral = `M${X(0)} ${Y(0)}`;
    for (let a = 0; a <= Math.PI * 3.6; a += 0.12)
      spiral += d`L${X(Math.cos(a) * a * 5.6)} ${Y(Math.sin(a) * a * 5.6)}`;
    return `${rim}${stroke(spiral, p.main, 8 * s)}${[0, 1, 2, 3].map((i) => circle(X(72 * Math.cos((i * Math.PI) / 2 + 0.8)), Y(72 * Math.sin((i * Math.PI) / 2 + 0.8)), 7 * s, i % 2 ? OCHRE : p.accent)).join('')}`;
  }
  if (motif === 'tree') {
    const branches = [0, 1, 2, 3]
      .map((i) =>
        stroke(
          d`M${X(0)} ${Y(30 - i * 18)}Q${X(-20)} ${Y(22 - i * 18)} ${X(-34 + i * 4)} ${Y(6 - i * 18)}M${X(0)} ${Y(30 - i * 18)}Q${X(20)} ${Y(22 - i * 18)} ${X(34 - i * 4)} ${Y(6 - i * 18)}`,
          p.main,
          3.5 * s,
        ),
      )
      .join('');
    const leaves = [0, 1, 2, 3]
      .flatMap((i) =>
        [-1, 1].map((side) =>
          ellipse(X(side * (34 - i * 4)), Y(4 - i * 18), 6 * s, 10 * s, i % 2 ? p.accent : OCHRE, {
            transform: `rotate(${side * 40} ${X(side * (34 - i * 4))} ${Y(4 - i * 18)})`,
          }),
        ),
      )
      .join('');
    return `${rim}${stroke(d`M${X(0)} ${Y(56)}V${Y(-58)}`, p.main, 5 * s)}${branches}${leaves}${circle(X(0), Y(-62), 8 * s, p.accent)}${path(d`M${X(-22)} ${Y(56)}H${X(22)}L${X(12)} ${Y(66)}H${X(-12)}Z`, OCHRE)}`;
  }
  return `${rim}${path(
    d`M${X(-34)} ${Y(18)}C${X(-30)} ${Y(-12)} ${X(-6)} ${Y(-20)} ${X(12)} ${Y(-14)}L${X(18)} ${Y(-40)}C${X(30)} ${Y(-42)} ${X(36)} ${Y(-30)} ${X(30)} ${Y(-22)}L${X(24)} ${Y(-8)}C${X(34)} ${Y(4)} ${X(26)} ${Y(30)} ${X(0)} ${Y(32)}C${X(-18)} ${Y(34)} ${X(-30)} ${Y(28)} ${X(-34)} ${Y(18)}Z`,
    p.main,
  )}${path(d`M${X(-34)} ${Y(18)}C${X(-56)} ${Y(0)} ${X(-56)} ${Y(-36)} ${X(-40)} ${Y(-50)}C${X(-44)} ${Y(-24)} ${X(-36)} ${Y(-6)} ${X(-20)} ${Y(0)}Z`, p.accent)}${path(
    d`M${X(-26)} ${Y(8)}C${X(-40)} ${Y(-20)} ${X(-30)} ${Y(-44)} ${X(-16)} ${Y(-54)}C${X(-22)} ${Y(-30)} ${X(-16)} ${Y(-12)} ${X(-6)} ${Y(-4)}Z`,
    OCHRE,
  )}${path(d`M${X(18)} ${Y(-42)}L${X(22)} ${Y(-52)}L${X(26)} ${Y(-44)}L${X(31)} ${Y(-50)}L${X(32)} ${Y(-38)}Z`, p.accent)}${path(d`M${X(32)} ${Y(-30)}L${X(42)} ${Y(-27)}L${X(32)} ${Y(-24)}Z`, OCHRE)}${circle(
    X(24),
    Y(-32),
    2.5 * s,
    GLAZE,
  )}${stroke(d`M${X(-6)} ${Y(32)}V${Y(50)}M${X(8)} ${Y(32)}V${Y(50)}`, p.main, 3.5 * s)}${Array.from({ length: 3 }, (_, i) => circle(X(-10 + i * 12), Y(12), 3 * s, GLAZE)).join('')}`;
}

/** Atelierul Lut Albastru: Horezu plates with the rooster, the spiral and the tree of life; the shop; one-off pieces; delivery. */
const pottery: Scene = {
  cover: ({ p, brand }) => ({
    background: p.soft,
    // Flat colour and few fine details: the cover is the case study's largest paint (bench/budgets.json).
    body: `${rect(0, 640, 1600, 360, p.main, { opacity: 0.12 })}${plate(420, 610, 190, 'rooster', p)}${plate(
      1180,
      600,
      190,
      'tree',
      p,
    )}${plate(800, 490, 270, 'spiral', p)}`,
    alt: {
      ro: `Trei farfurii ${brand.name} văzute de sus, cu motivele tradiționale de Horezu: cocoșul, spirala și pomul vieții`,
      en: `Three ${brand.name} plates seen from above, with traditional Horezu motifs: the rooster, the spiral and the tree of life`,
    },
  }),
  gallery: [
    ({ p, t, n }) => {
      const chips = [t('potRooster'), t('potSpiral'), t('potTree')];
      const items: ['rooster' | 'spiral' | 'tree', number, boolean][] = [
        ['spiral', 140, true],
        ['spiral', 95, false],
        ['spiral', 180, true],
        ['spiral', 120, false],
        ['spiral', 210, true],
        ['spiral', 85, false],
      ];
      let x = 60;
      const chipRow = chips
        .map((label, i) => {
          const w = label.length * 17 + 60;
          const out = `${rect(x, 120, w, 56, i === 1 ? p.ink : '#ffffff', { rx: 28, stroke: p.ink, 'stroke-width': 2 })}${text(x + w / 2, 157, label, { size: 24, fill: i === 1 ? '#ffffff' : p.ink, anchor: 'middle' })}`;
          x += w + 16;
          return out;
        })
        .join('');
      const grid = items
        .map(([motif, price, unique], i) => {
          const gx = 60 + (i % 3) * 440;
          const gy = 220 + Math.floor(i / 3) * 300;
          return `${rect(gx, gy, 410, 270, '#ffffff', { rx: 18, stroke: '#dbe3f0', 'stroke-width': 2 })}${rect(gx + 16, gy + 16, 180, 180, p.soft, { rx: 12 })}${plate(gx + 106, gy + 106, 74, motif, p)}${
            unique
              ? `${rect(gx + 220, gy + 30, 170, 40, p.accent, { rx: 20 })}${text(gx + 305, gy + 58, t('potOneOff'), { size: 20, fill: '#ffffff', weight: 'bold', anchor: 'middle' })}`
              : ''
          }${bars(gx + 220, gy + 110, [150, 110], p.ink, 12, 26, 0.3)}${text(gx + 220, gy + 220, `${n(price)} RON`, { size: 32, fill: p.ink, weight: 'bold' })}`;
        })
        .join('');
      return {
        background: p.soft,
        body: browser(
          100,
          60,
          1400,
          880,
          `${rect(0, 0, 1400, 84, p.ink)}${plate(50, 42, 26, 'spiral', p)}${bars(96, 34, [200], '#ffffff', 16, 0, 0.8)}${chipRow}${grid}`,
        ),
        alt: {
          ro: 'Catalogul magazinului: colecțiile după motivul tradițional, cu spirala aleasă, și piesele unicat marcate',
          en: 'The shop’s catalogue: collections by traditional motif, with the spiral chosen, and the one-of-a-kind pieces marked',
        },
        caption: {
          ro: 'Colecții după motiv (cocoșul, spirala, pomul vieții), apoi după tipul obiectului; piesele unicat sunt marcate.',
          en: 'Collections by motif (the rooster, the spiral, the tree of life), then by type of object; one-off pieces are marked.',
        },
      };
    },
    ({ p, t, n }) => ({
      background: '#ffffff',
      body: `${rect(0, 0, 800, 1000, p.soft)}${plate(400, 500, 300, 'spiral', p)}${rect(900, 160, 220, 50, p.accent, { rx: 25 })}${text(
        1010,
        194,
        t('potOneOff'),
        {
          size: 24,
          fill: '#ffffff',
          weight: 'bold',
          anchor: 'middle',
        },
      )}${text(900, 300, t('potPlate'), { size: 54, fill: p.ink, weight: 'bold', family: SERIF })}${text(900, 380, `${n(180)} RON`, { size: 48, fill: p.main, weight: 'bold' })}${text(
        900,
        460,
        `Ø 24 cm · ${n(680)} g`,
        {
          size: 32,
          fill: '#475569',
        },
      )}${tick(920, 530, 20, '#16a34a')}${text(956, 541, t('potInStock'), { size: 30, fill: p.ink })}${bars(900, 600, [560, 520, 380], p.ink, 14, 34, 0.22)}${rect(900, 740, 460, 84, p.ink, { rx: 42 })}${text(
        1130,
        794,
        t('potAdd'),
        {
          size: 32,
          fill: '#ffffff',
          weight: 'bold',
          anchor: 'middle',
        },
      )}`,
      alt: {
        ro: 'Pagina unei piese unicat: farfuria cu spirală, dimensiunile și greutatea reale, stocul de 1 și butonul de cumpărare',
        en: 'The page of a one-off piece: the spiral plate, its actual size and weight, a stock of 1 and the buy button',
      },
      caption: {
        ro: 'O piesă unicat are stocul 1 și dispare singură din listă după vânzare.',
        en: 'A one-off piece has a stock of 1 and drops out of the listings by itself once sold.',
      },
    }),
    ({ p, t }) => {
      const parcel = `${shadow(200, 300, 620, 480, 12)}${rect(200, 300, 620, 480, '#c79b6d', { rx: 12 })}${rect(250, 350, 520, 380, '#e9d2b4', { rx: 8 })}${Array.from(
        { length: 40 },
        (_, i) =>
          circle(270 + (i % 10) * 54, 370 + Math.floor(i / 10) * 110, 18, '#ffffff', { opacity: 0.7 }),
      ).join(
        '',
      )}${rect(330, 420, 360, 250, '#c79b6d', { rx: 6 })}${plate(510, 545, 100, 'tree', p)}${rect(200, 300, 620, 24, '#a87d52')}`;
      const chip = (y: number, label: string, icon: string) =>
        `${rect(960, y, 520, 110, '#ffffff', { rx: 55 })}${icon}${text(1110, y + 68, label, { size: 32, fill: p.ink, weight: 'bold' })}`;
      return {
        background: p.soft,
        body: `${parcel}${text(510, 860, t('potDouble'), { size: 36, fill: p.ink, weight: 'bold', anchor: 'middle' })}${chip(230, t('potCard'), `${rect(1000, 260, 80, 52, p.main, { rx: 8 })}${rect(1000, 274, 80, 10, p.ink)}`)}${chip(
          400,
          t('potCash'),
          `${rect(1000, 430, 80, 52, '#16a34a', { rx: 8 })}${circle(1040, 456, 14, '#ffffff')}`,
        )}${chip(570, t('potInsured'), `${path(d`M1040 596L1076 610V634C1076 652 1060 664 1040 672C1020 664 1004 652 1004 634V610Z`, p.accent)}`)}`,
        alt: {
          ro: 'Livrarea: o farfurie în ambalaj dublu, în secțiune, și plata cu cardul, ramburs sau colet asigurat',
          en: 'Delivery: a plate in double packing, in cross-section, and payment by card, cash on delivery or insured parcel',
        },
        caption: {
          ro: 'Ambalare dublă inclusă în preț, plata cu cardul sau ramburs și asigurare pentru coletele de peste 500 RON.',
          en: 'Double packing included in the price, payment by card or cash on delivery, and insurance for parcels over 500 RON.',
        },
      };
    },
  ],
};

/** A speed gauge: a half ring from red to green, the needle at `score` of 100. */
function gauge(cx: number, cy: number, r: number, score: number, width: number, needle: string): string {
  const colours = ['#dc2626', '#f59e0b', '#16a34a'];
  const arc = (from: number, to: number, colour: string) => {
    const a0 = Math.PI * (1 - from);
    const a1 = Math.PI * (1 - to);
    return stroke(
      d`M${cx + r * Math.cos(a0)} ${cy - r * Math.sin(a0)}A${r} ${r} 0 0 1 ${cx + r * Math.cos(a1)} ${cy - r * Math.sin(a1)}`,
      colour,
      width,
      { 'stroke-linecap': 'butt' },
    );
  };
  const a = Math.PI * (1 - score / 100);
  return `${arc(0, 0.49, colours[0]!)}${arc(0.5, 0.89, colours[1]!)}${arc(0.9, 1, colours[2]!)}${stroke(d`M${cx} ${cy}L${cx + r * 0.8 * Math.cos(a)} ${cy - r * 0.8 * Math.sin(a)}`, needle, width * 0.35)}${circle(cx, cy, width * 0.45, needle)}`;
}

/** Pensiunea Casa din Deal: the house on the hill under a speed gauge; before and after; the clean-up; direct bookings. */
const guesthouse: Scene = {
  cover: ({ p, brand }) => {
    const fir = (x: number, y: number, h: number) =>
      `${path(d`M${x} ${y - h}L${x + h * 0.32} ${y}H${x - h * 0.32}Z`, '#2f5d3a')}${rect(x - 6, y, 12, 20, p.ink)}`;
    const hx = -350;
    const house = `${rect(hx + 690, 430, 240, 170, '#6b4226')}${Array.from({ length: 6 }, (_, i) => rect(hx + 690, 444 + i * 26, 240, 4, p.ink, { opacity: 0.35 })).join('')}${path(d`M${hx + 660} 440L${hx + 810} 200L${hx + 960} 440Z`, p.ink)}${Array.from(
      { length: 7 },
      (_, i) => stroke(d`M${hx + 700 + i * 8} ${430 - i * 28}H${hx + 920 - i * 8}`, '#4a3020', 3),
    ).join(
      '',
    )}${rect(hx + 780, 500, 60, 100, p.accent)}${rect(hx + 712, 470, 50, 50, '#f9d97a')}${rect(hx + 858, 470, 50, 50, '#f9d97a')}${path(d`M${hx + 800} 200L${hx + 810} 160L${hx + 820} 200Z`, p.ink)}`;
    return {
      background: p.soft,
      body: `${gauge(700, 640, 520, 92, 70, p.ink)}${path(d`M-40 760Q400 700 800 680T1640 560V1040H-40Z`, '#7f9c62')}${group(house, { transform: 'translate(0 122)' })}${path(d`M-40 820Q500 660 1000 780T1640 720V1040H-40Z`, '#5d7d45')}${fir(
        260,
        760,
        170,
      )}${fir(360, 730, 130)}${fir(1300, 740, 180)}${fir(1410, 720, 140)}${path(d`M-40 920Q600 840 1640 900V1040H-40Z`, '#4a6838')}`,
      alt: {
        ro: `${brand.name}: casa maramureșeană de lemn pe deal, sub un vitezometru cu acul aproape de capăt`,
        en: `${brand.name}: the wooden house with its steep shingle roof on the hill, under a speed gauge with its needle near the top`,
      },
    };
  },
  gallery: [
    ({ p, t }) => ({
      background: p.soft,
      body: `${text(800, 150, t('houseScore'), { size: 46, fill: p.ink, weight: 'bold', anchor: 'middle', family: SERIF })}${[
        [420, 31, t('houseBefore'), '#dc2626'],
        [1180, 92, t('houseAfter'), '#16a34a'],
      ]
        .map(
          ([x, score, label, colour]) =>
            `${rect(Number(x) - 330, 220, 660, 640, '#ffffff', { rx: 32 })}${gauge(Number(x), 620, 250, Number(score), 46, p.ink)}${text(Number(x), 760, String(score), { size: 110, fill: String(colour), weight: 'bold', anchor: 'middle' })}${text(
              Number(x),
              820,
              String(label),
              {
                size: 34,
                fill: '#57534e',
                anchor: 'middle',
              },
            )}`,
        )
        .join('')}${stroke(d`M770 560H830M810 540L830 560L810 580`, p.ink, 8)}`,
      alt: {
        ro: 'Scorul de viteză pe mobil: 31 înainte, 92 după',
        en: 'The mobile speed score: 31 before, 92 after',
      },
      caption: {
        ro: 'Scorul de viteză pe mobil a urcat de la 31 la 92.',
        en: 'The mobile speed score went up from 31 to 92.',
      },
    }),
    ({ p, t, n }) => {
      const plugins = Array.from({ length: 41 }, (_, i) => {
        const x = 140 + (i % 7) * 80;
        const y = 260 + Math.floor(i / 7) * 80;
        const kept = i % 7 < 2;
        return kept
          ? rect(x, y, 60, 60, p.main, { rx: 12 })
          : `${rect(x, y, 60, 60, '#e7e0d6', { rx: 12 })}${cross(x + 30, y + 30, 12, '#b9ad9c', 5)}`;
      }).join('');
      return {
        background: p.soft,
        body: `${rect(100, 100, 640, 800, '#ffffff', { rx: 28 })}${text(140, 200, `${t('housePlugins')}: 41 → 12`, { size: 44, fill: p.ink, weight: 'bold' })}${plugins}${rect(820, 100, 680, 800, '#ffffff', { rx: 28 })}${text(
          860,
          200,
          t('housePage'),
          { size: 44, fill: p.ink, weight: 'bold' },
        )}${rect(880, 300, 180, 520, '#dc2626', { rx: 16, opacity: 0.85 })}${rect(1240, 300 + 520 - 60, 180, 60, '#16a34a', { rx: 16 })}${text(970, 280, '14 MB', { size: 38, fill: p.ink, weight: 'bold', anchor: 'middle' })}${text(
          1330,
          740,
          `${n(1.6, 1)} MB`,
          { size: 38, fill: p.ink, weight: 'bold', anchor: 'middle' },
        )}${rect(860, 820, 600, 4, p.ink, { opacity: 0.3 })}`,
        alt: {
          ro: 'Curățenia: din 41 de module au rămas 12, iar prima pagină a scăzut de la 14 MB la 1,6 MB',
          en: 'The clean-up: 12 of the 41 plugins were kept, and the home page went from 14 MB to 1.6 MB',
        },
        caption: {
          ro: 'Din 41 de module au rămas 12; prima pagină a scăzut de la 14 MB la 1,6 MB.',
          en: '12 of the 41 plugins were kept; the home page went from 14 MB to 1.6 MB.',
        },
      };
    },
    ({ p, t }) => {
      const days = Array.from({ length: 35 }, (_, i) => {
        const x = 160 + (i % 7) * 96;
        const y = 260 + Math.floor(i / 7) * 96;
        const booked = [3, 4, 5, 10, 11, 19, 20, 26, 27].includes(i);
        const chosen = i >= 14 && i <= 16;
        return rect(x, y, 80, 80, chosen ? p.accent : booked ? '#d6cbbd' : '#ffffff', {
          rx: 14,
          stroke: '#e7e0d6',
          'stroke-width': 2,
        });
      }).join('');
      return {
        background: p.soft,
        body: `${rect(100, 100, 780, 800, '#ffffff', { rx: 28 })}${bars(160, 170, [260], p.ink, 24, 0, 0.5)}${days}${rect(960, 180, 540, 640, p.ink, { rx: 28 })}${text(
          1010,
          280,
          t('houseBookDirect'),
          {
            size: 44,
            fill: '#ffffff',
            weight: 'bold',
            family: SERIF,
          },
        )}${tick(1030, 380, 24, p.accent, p.ink)}${text(1072, 392, t('houseBreakfast'), { size: 30, fill: '#ffffff' })}${tick(1030, 460, 24, p.accent, p.ink)}${text(
          1072,
          472,
          t('houseLate'),
          {
            size: 30,
            fill: '#ffffff',
          },
        )}${rect(1010, 680, 440, 84, p.accent, { rx: 42 })}${stroke(d`M1190 722H1270M1244 698L1270 722L1244 746`, p.ink, 8)}`,
        alt: {
          ro: 'Rezervarea directă: calendarul sincronizat cu platformele, zilele alese și motivele să rezervi direct',
          en: 'Booking direct: the calendar synced with the platforms, the chosen nights and the reasons to book direct',
        },
        caption: {
          ro: 'Calendarul se sincronizează cu platformele externe; cine rezervă direct are micul dejun inclus și check-out târziu.',
          en: 'The calendar syncs with the external platforms; guests who book direct get breakfast included and late check-out.',
        },
      };
    },
  ],
};

/** Studio Ritm: the wave that is a heartbeat and a movement, on a trainer's T-shirt and a membership card; the trial week; the results. */
const fitness: Scene = {
  cover: ({ p, brand }) => {
    const shirt = `${path(d`M448 282L318 352L368 492L438 462V882H718V462L788 492L838 352L708 282Z`, '#000', {
      opacity: 0.14,
    })}${path(
      d`M430 260L300 330L350 470L420 440V860H700V440L770 470L820 330L690 260C670 300 630 320 560 320C490 320 450 300 430 260Z`,
      p.main,
    )}${path(d`M470 262C490 292 520 300 560 300C600 300 630 292 650 262`, 'none', { stroke: p.ink, 'stroke-width': 10, opacity: 0.4 })}${pulseWave(470, 480, 180, 90, p.accent, 12)}`;
    const card = group(
      `${shadow(900, 380, 460, 290, 24)}${rect(900, 380, 460, 290, p.ink, { rx: 24 })}${pulseWave(940, 470, 160, 70, p.accent, 9)}${rect(940, 560, 70, 52, '#d4af37', { rx: 8 })}${bars(1040, 570, [160, 110], '#ffffff', 12, 26, 0.5)}`,
      { transform: 'rotate(-8 1130 525)' },
    );
    return {
      background: p.soft,
      body: `${pulseWave(-60, 520, 1720, 620, p.main, 26)}${circle(1300, 220, 90, p.accent, { opacity: 0.8 })}${shirt}${card}`,
      alt: {
        ro: `Identitatea ${brand.name}: unda care e și puls, și mișcare, pe tricoul unui antrenor și pe un card de abonament`,
        en: `The ${brand.name} identity: the wave that is both a heartbeat and movement, on a trainer’s T-shirt and a membership card`,
      },
    };
  },
  gallery: [
    ({ p, brand }) => ({
      background: '#ffffff',
      body: `${rect(0, 0, 1000, 1000, p.main)}${pulseWave(200, 460, 600, 300, p.accent, 30)}${text(500, 760, brand.name, { size: 84, fill: '#ffffff', weight: 'bold', anchor: 'middle', spacing: 2 })}${rect(
        1060,
        60,
        480,
        420,
        p.accent,
        { rx: 28 },
      )}${pulseWave(1140, 270, 320, 160, '#ffffff', 18)}${rect(1060, 520, 480, 420, p.soft, { rx: 28 })}${pulseWave(1140, 730, 320, 160, p.main, 18)}`,
      alt: {
        ro: `Logoul ${brand.name}: o undă care sugerează și ritmul cardiac, și mișcarea, pe verde-petrol, pe coral și pe fond deschis`,
        en: `The ${brand.name} logo: a wave that suggests both a heartbeat and movement, on teal, on coral and on a light background`,
      },
      caption: {
        ro: 'Unda din logo: ritmul inimii și al mișcării, pe paleta verde-petrol cu accent coral.',
        en: 'The wave in the logo: the rhythm of the heart and of movement, on the teal palette with a coral accent.',
      },
    }),
    ({ p, brand, t, n }) => {
      const post = (x: number, y: number, w: number, bg: string, fg: string, winner: boolean) => {
        const s = w / 400;
        return `${shadow(x, y, w, 560 * s, 20 * s)}${rect(x, y, w, 560 * s, '#ffffff', { rx: 20 * s })}${rect(x, y + 70 * s, w, 300 * s, bg)}${pulseWave(x + 60 * s, y + 190 * s, 280 * s, 120 * s, fg, 12 * s)}${text(
          x + 24 * s,
          y + 320 * s,
          `${n(49)} RON`,
          { size: 52 * s, fill: fg, weight: 'bold' },
        )}${circle(x + 40 * s, y + 36 * s, 18 * s, p.main)}${text(x + 70 * s, y + 44 * s, t('adsSponsored'), { size: 18 * s, fill: '#6b7280' })}${text(
          x + 24 * s,
          y + 420 * s,
          t('ritmTrial'),
          {
            size: 28 * s,
            fill: p.ink,
            weight: 'bold',
          },
        )}${text(x + 24 * s, y + 460 * s, t('ritmClasses'), { size: 22 * s, fill: '#4b5563' })}${rect(x + 24 * s, y + 486 * s, w - 48 * s, 50 * s, p.main, { rx: 25 * s })}${text(
          x + w / 2,
          y + 520 * s,
          t('ritmSignUp'),
          {
            size: 22 * s,
            fill: '#ffffff',
            weight: 'bold',
            anchor: 'middle',
          },
        )}${winner ? tick(x + w - 10 * s, y + 10 * s, 34 * s, p.accent) : ''}`;
      };
      return {
        background: p.soft,
        body: `${post(100, 160, 420, p.ink, p.accent, false)}${post(590, 100, 420, p.main, '#ffffff', true)}${post(1080, 160, 420, p.accent, p.ink, false)}`,
        alt: {
          ro: `Trei variante ale reclamei ${brand.name} pentru săptămâna de probă de 49 RON, testate în paralel; câștigătoarea e bifată`,
          en: `Three versions of the ${brand.name} ad for the 49 RON trial week, tested side by side; the winner is ticked`,
        },
        caption: {
          ro: 'Săptămâna de probă: trei variante de mesaj testate în paralel, pe o rază de 4 km.',
          en: 'The trial week: three versions of the message tested side by side, within a 4 km radius.',
        },
      };
    },
    ({ p, t, n }) => {
      const stars = Array.from({ length: 5 }, (_, i) => star(180 + i * 70, 420, 28, '#f59e0b')).join('');
      return {
        background: p.soft,
        body: `${rect(100, 100, 660, 380, '#ffffff', { rx: 28 })}${text(150, 190, t('ritmReviews'), { size: 34, fill: '#4b5563' })}${text(150, 330, '23 → 96', { size: 96, fill: p.ink, weight: 'bold' })}${stars}${text(
          540,
          432,
          n(4.9, 1),
          { size: 40, fill: p.ink, weight: 'bold' },
        )}${rect(100, 520, 660, 380, '#ffffff', { rx: 28 })}${text(150, 610, t('ritmMorning'), { size: 34, fill: '#4b5563' })}${rect(150, 700, 560, 60, p.soft, { rx: 30 })}${rect(150, 700, 448, 60, p.main, { rx: 30 })}${text(
          150,
          840,
          '80%',
          { size: 72, fill: p.main, weight: 'bold' },
        )}${rect(840, 100, 660, 800, p.ink, { rx: 28 })}${pulseWave(900, 340, 540, 200, p.accent, 16)}${text(1170, 640, '+85', { size: 180, fill: '#ffffff', weight: 'bold', anchor: 'middle' })}${text(
          1170,
          730,
          t('ritmMembers'),
          {
            size: 40,
            fill: p.soft,
            anchor: 'middle',
          },
        )}`,
        alt: {
          ro: 'Rezultatele în trei luni: recenziile Google de la 23 la 96, cu nota 4,9, clasa de la 7:00 plină în proporție de 80% și 85 de abonamente noi',
          en: 'The results in three months: Google reviews from 23 to 96, rated 4.9, the 7:00 class 80% full and 85 new memberships',
        },
        caption: {
          ro: 'În trei luni: 85 de abonamente noi, clasa de la 7:00 la 80% și de patru ori mai multe recenzii.',
          en: 'In three months: 85 new memberships, the 7:00 class at 80% and four times as many reviews.',
        },
      };
    },
  ],
};

/** Clinica Dentară Zâmbet Curat: booking on a phone, in the evening; services by need; the prices; three steps. */
const dental: Scene = {
  cover: ({ p, brand }) => {
    const screen = `${rect(0, 0, 400, 110, p.main)}${tooth(60, 56, 60, '#ffffff', p.main)}${bars(110, 44, [160], '#ffffff', 16, 0, 0.9)}${[
      0, 1, 2,
    ]
      .map(
        (i) =>
          `${circle(90 + i * 110, 170, 20, i < 2 ? p.main : '#e2e8f0')}${i < 2 ? stroke(d`M${110 + i * 110} 170H${180 + i * 110}`, p.main, 6) : ''}`,
      )
      .join(
        '',
      )}${[0, 1, 2].map((i) => `${circle(70 + i * 130, 270, 44, [p.soft, '#fde68a', '#e9d5ff'][i]!)}${circle(70 + i * 130, 256, 16, p.ink, { opacity: 0.5 })}${path(d`M${42 + i * 130} 300Q${70 + i * 130} 270 ${98 + i * 130} 300Z`, p.ink, { opacity: 0.5 })}`).join('')}${Array.from(
      { length: 9 },
      (_, i) =>
        rect(24 + (i % 3) * 122, 360 + Math.floor(i / 3) * 80, 106, 60, i === 4 ? p.main : '#ffffff', {
          rx: 30,
          stroke: p.main,
          'stroke-width': 3,
        }),
    ).join('')}${rect(24, 640, 352, 70, p.accent, { rx: 35 })}`;
    const night = `${circle(1080, 380, 300, p.ink)}${path(d`M1160 250A90 90 0 1 0 1220 400A70 70 0 1 1 1160 250Z`, '#fef3c7')}${star(950, 260, 14, '#fef3c7')}${star(1000, 480, 10, '#fef3c7')}${star(1250, 520, 12, '#fef3c7')}`;
    return {
      background: p.soft,
      body: `${night}${circle(380, 720, 150, '#ffffff')}${tooth(380, 724, 180, p.soft, p.main)}${phone(580, 110, 440, 840, screen)}`,
      alt: {
        ro: `Programarea online ${brand.name} pe un telefon, seara: pașii, medicii și orele libere`,
        en: `${brand.name} online booking on a phone, in the evening: the steps, the dentists and the free times`,
      },
    };
  },
  gallery: [
    ({ p, t }) => {
      const card = (x: number, label: string, icon: string) =>
        `${shadow(x, 200, 420, 600, 28)}${rect(x, 200, 420, 600, '#ffffff', { rx: 28 })}${circle(x + 210, 410, 130, p.soft)}${icon}${text(x + 210, 660, label, { size: 27, fill: p.ink, weight: 'bold', anchor: 'middle' })}${rect(
          x + 150,
          710,
          120,
          8,
          p.accent,
          { rx: 4 },
        )}`;
      const pain = `${tooth(370, 420, 150, '#ffffff', p.main)}${path(d`M440 330L420 380H446L426 430`, 'none', { stroke: '#ef4444', 'stroke-width': 10, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' })}`;
      const white = `${tooth(800, 420, 150, '#ffffff', p.main)}${star(880, 340, 26, p.accent)}${star(720, 350, 16, p.accent)}`;
      const implant = `${path(d`M1180 340H1280L1270 380H1190Z`, '#ffffff', { stroke: p.main, 'stroke-width': 6 })}${[0, 1, 2, 3].map((i) => rect(1196 + i * 2, 392 + i * 26, 68 - i * 4, 14, p.main, { rx: 6 })).join('')}`;
      return {
        background: p.soft,
        body: `${card(130, t('dentPain'), pain)}${card(590, t('dentWhite'), white)}${card(1050, t('dentImplant'), implant)}`,
        alt: {
          ro: 'Serviciile grupate după nevoia pacientului: mă doare un dinte, vreau un zâmbet mai alb, am nevoie de un implant',
          en: 'The services grouped by the patient’s need: I have toothache, I want a whiter smile, I need an implant',
        },
        caption: {
          ro: 'Serviciile, grupate după ce îl doare pe pacient, nu după termeni medicali.',
          en: 'The services, grouped by what the patient needs rather than by medical terms.',
        },
      };
    },
    ({ p, t, n }) => {
      const rows: [string, string][] = [
        [t('dentConsult'), `${n(150)} RON`],
        [t('dentScale'), `${n(250)}–${n(350)} RON`],
        ['', ''],
        ['', ''],
      ];
      const page = `${rect(0, 0, 1400, 90, '#ffffff')}${tooth(56, 46, 50, p.soft, p.main)}${bars(100, 38, [180], p.ink, 16, 0, 0.7)}${rows
        .map(
          ([label, price], i) =>
            `${rect(60, 140 + i * 130, 820, 110, i % 2 ? '#ffffff' : p.soft, { rx: 18 })}${label ? text(100, 206 + i * 130, label, { size: 30, fill: p.ink }) : bars(100, 186 + i * 130, [360], p.ink, 18, 0, 0.25)}${
              price
                ? text(850, 206 + i * 130, price, { size: 32, fill: p.main, weight: 'bold', anchor: 'end' })
                : bars(700, 186 + i * 130, [150], p.main, 18, 0, 0.4)
            }`,
        )
        .join(
          '',
        )}${rect(940, 140, 400, 620, '#ffffff', { rx: 24, stroke: '#dbeef3', 'stroke-width': 3 })}${circle(1140, 290, 100, p.soft)}${circle(1140, 262, 40, p.ink, { opacity: 0.55 })}${path(d`M1070 360Q1140 300 1210 360Z`, p.ink, { opacity: 0.55 })}${bars(
        990,
        440,
        [300, 220],
        p.ink,
        18,
        40,
        0.35,
      )}${Array.from({ length: 5 }, (_, i) => circle(1010 + i * 66, 600, 22, i === 1 || i === 3 ? p.main : '#e2e8f0')).join('')}`;
      return {
        background: p.soft,
        body: browser(100, 90, 1400, 820, page),
        alt: {
          ro: 'Prețurile orientative, ca intervale pentru cele mai cerute tratamente, și pagina unui medic cu zilele în care lucrează',
          en: 'Guide prices, as ranges for the most requested treatments, and a dentist’s page with the days they work',
        },
        caption: {
          ro: 'Prețuri orientative la vedere și câte o pagină pentru fiecare medic, cu zilele în care lucrează.',
          en: 'Guide prices in plain sight and a page for each dentist, with the days they work.',
        },
      };
    },
    ({ p, t }) => {
      const head = (label: string, step: number) =>
        `${rect(0, 0, 330, 110, p.main)}${text(30, 70, `${step}. ${label}`, { size: 30, fill: '#ffffff', weight: 'bold' })}`;
      const one = `${head(t('dentTreatment'), 1)}${[0, 1, 2, 3].map((i) => `${rect(24, 140 + i * 100, 282, 80, i === 1 ? p.soft : '#ffffff', { rx: 16, stroke: p.main, 'stroke-width': 2 })}${bars(48, 172 + i * 100, [150], p.ink, 14, 0, 0.45)}`).join('')}`;
      const two = `${head(t('dentDentist'), 2)}${[0, 1, 2].map((i) => `${circle(70, 190 + i * 110, 38, [p.soft, '#fde68a', '#e9d5ff'][i]!)}${bars(126, 182 + i * 110, [150], p.ink, 14, 0, 0.45)}`).join('')}${rect(24, 520, 282, 70, p.main, { rx: 35 })}${text(
        165,
        565,
        t('dentAny'),
        {
          size: 26,
          fill: '#ffffff',
          weight: 'bold',
          anchor: 'middle',
        },
      )}`;
      const three = `${head(t('dentTime'), 3)}${['09:00', '10:30', '12:00', '16:30', '18:00', '19:30'].map((time, i) => `${rect(24 + (i % 2) * 146, 140 + Math.floor(i / 2) * 90, 136, 70, i === 4 ? p.main : '#ffffff', { rx: 35, stroke: p.main, 'stroke-width': 2 })}${text(92 + (i % 2) * 146, 185 + Math.floor(i / 2) * 90, time, { size: 26, fill: i === 4 ? '#ffffff' : p.ink, anchor: 'middle' })}`).join('')}${rect(24, 560, 282, 70, p.accent, { rx: 35 })}${text(
        165,
        605,
        t('dentConfirm'),
        {
          size: 24,
          fill: p.ink,
          weight: 'bold',
          anchor: 'middle',
        },
      )}`;
      return {
        background: p.soft,
        body: `${phone(170, 130, 360, 740, one)}${phone(620, 130, 360, 740, two)}${phone(1070, 130, 360, 740, three)}`,
        alt: {
          ro: 'Programarea în trei pași, pe telefon: tratamentul, medicul sau „oricare” și ora',
          en: 'Booking in three steps, on a phone: the treatment, the dentist or ‘any’, and the time',
        },
        caption: {
          ro: 'Trei pași: tratamentul, medicul (sau „oricare”) și ora; recepția confirmă prin telefon sau SMS.',
          en: 'Three steps: the treatment, the dentist (or ‘any’) and the time; reception confirms by phone or text message.',
        },
      };
    },
  ],
};

/** Cifra Exactă Consulting: three clear packages and the form that points to one; the guides; editing a price in WordPress. */
const accountancy: Scene = {
  cover: ({ p, brand }) => {
    const column = (x: number, y: number, h: number, hot: boolean) =>
      `${shadow(x, y, 300, h, 24)}${rect(x, y, 300, h, hot ? p.main : '#ffffff', { rx: 24 })}${bars(x + 40, y + 50, [120], hot ? '#ffffff' : p.ink, 18, 0, hot ? 0.8 : 0.5)}${rect(x + 40, y + 100, 160, 44, hot ? '#ffffff' : p.ink, { rx: 10, opacity: hot ? 0.95 : 0.8 })}${[
        0, 1, 2, 3,
      ]
        .map(
          (i) =>
            `${tick(x + 56, y + 210 + i * 64, 16, hot ? p.accent : p.soft, hot ? p.main : p.main)}${bars(x + 86, y + 204 + i * 64, [150 - (i % 2) * 40], hot ? '#ffffff' : p.ink, 12, 0, hot ? 0.7 : 0.35)}`,
        )
        .join('')}${rect(x + 40, y + h - 90, 220, 56, hot ? p.accent : p.soft, { rx: 28 })}`;
    const form = `${shadow(160, 420, 420, 420, 24)}${rect(160, 420, 420, 420, p.ink, { rx: 24 })}${[
      0, 1, 2, 3,
    ]
      .map(
        (i) =>
          `${bars(200, 470 + i * 84, [140], '#ffffff', 12, 0, 0.6)}${[0, 1].map((j) => rect(370 + j * 86, 456 + i * 84, 76, 40, (i + j) % 2 ? p.accent : '#ffffff', { rx: 20, opacity: (i + j) % 2 ? 1 : 0.18 })).join('')}`,
      )
      .join('')}`;
    return {
      background: p.soft,
      body: `${rect(0, 0, 1600, 1000, p.main, { opacity: 0.06 })}${column(500, 250, 560, false)}${column(1180, 250, 560, false)}${column(840, 170, 680, true)}${form}${stroke(d`M580 630C680 640 740 560 820 520`, p.accent, 8, { 'stroke-dasharray': '4 18' })}${path(d`M812 500L846 512L818 540Z`, p.accent)}`,
      alt: {
        ro: `Cele trei pachete ${brand.name}, cu cel potrivit scos în față, și formularul de ofertă care trimite la el`,
        en: `The three ${brand.name} packages, with the right one brought forward, and the quote form that points to it`,
      },
    };
  },
  gallery: [
    ({ p, t }) => {
      const questions: [string, string[], number][] = [
        [t('accForm'), ['SRL', 'PFA'], 0],
        [t('accDocs'), [t('accDocsValue'), '30+'], 0],
        [t('accStaff'), ['0', '1+'], 0],
        [t('accVat'), [t('accNo'), t('accYes')], 0],
      ];
      return {
        background: p.soft,
        body: `${rect(100, 100, 880, 800, '#ffffff', { rx: 28 })}${questions
          .map(
            ([label, options, chosen], i) =>
              `${text(150, 210 + i * 170, label, { size: 32, fill: p.ink, weight: 'bold' })}${options
                .map(
                  (option, j) =>
                    `${rect(150 + j * 260, 236 + i * 170, 240, 70, j === chosen ? p.main : '#ffffff', { rx: 35, stroke: p.main, 'stroke-width': 3 })}${text(270 + j * 260, 282 + i * 170, option, { size: 28, fill: j === chosen ? '#ffffff' : p.main, anchor: 'middle', weight: 'bold' })}`,
                )
                .join('')}`,
          )
          .join(
            '',
          )}${rect(1040, 220, 460, 560, p.ink, { rx: 28 })}${text(1090, 320, t('accPackage'), { size: 34, fill: '#cbd5e1' })}${rect(1090, 370, 120, 120, p.accent, { rx: 24 })}${tick(1150, 430, 40, '#ffffff', p.accent)}${text(
          1090,
          580,
          t('accFrom'),
          {
            size: 28,
            fill: '#ffffff',
            weight: 'bold',
          },
        )}${bars(1090, 630, [320, 260, 300], '#ffffff', 12, 30, 0.4)}`,
        alt: {
          ro: 'Formularul de ofertă: forma de organizare, documentele pe lună, angajații și TVA-ul, iar alături pachetul potrivit, de la 450 RON pe lună',
          en: 'The quote form: legal form, documents a month, employees and VAT, with the right package beside it, from 450 RON a month',
        },
        caption: {
          ro: 'Patru întrebări, și clientul vede imediat pachetul potrivit și prețul lui.',
          en: 'Four questions, and the client sees the right package and its price at once.',
        },
      };
    },
    ({ p, t }) => {
      const guides: [string, string][] = [
        [
          t('accGuide1'),
          `${rect(-50, -44, 100, 92, p.main, { rx: 12 })}${rect(-50, -44, 100, 26, p.ink, { rx: 12 })}${Array.from({ length: 6 }, (_, i) => rect(-36 + (i % 3) * 26, -6 + Math.floor(i / 3) * 24, 18, 16, i === 4 ? p.accent : '#ffffff', { rx: 3 })).join('')}`,
        ],
        [
          t('accGuide2'),
          `${rect(-30, -50, 80, 100, '#ffffff', { rx: 8, stroke: p.main, 'stroke-width': 5 })}${rect(-50, -36, 80, 100, '#ffffff', { rx: 8, stroke: p.ink, 'stroke-width': 5 })}${bars(-36, -14, [50, 40, 50], p.ink, 8, 18, 0.5)}`,
        ],
        [
          t('accGuide3'),
          `${circle(0, 0, 54, p.accent)}${circle(-18, -18, 10, '#ffffff')}${circle(18, 18, 10, '#ffffff')}${stroke(d`M24 -24L-24 24`, '#ffffff', 8)}`,
        ],
      ];
      return {
        background: '#ffffff',
        body: `${text(100, 150, t('accGuides'), { size: 56, fill: p.ink, weight: 'bold', family: SERIF })}${rect(100, 180, 140, 10, p.accent, { rx: 5 })}${guides
          .map(
            ([title, icon], i) =>
              `${rect(100 + i * 480, 260, 440, 620, p.soft, { rx: 28 })}${circle(320 + i * 480, 440, 120, '#ffffff')}${group(icon, { transform: `translate(${320 + i * 480} 440)` })}${
                title.length > 22
                  ? `${text(140 + i * 480, 650, title.slice(0, title.lastIndexOf(' ', 22)), { size: 32, fill: p.ink, weight: 'bold' })}${text(140 + i * 480, 694, title.slice(title.lastIndexOf(' ', 22) + 1), { size: 32, fill: p.ink, weight: 'bold' })}`
                  : text(140 + i * 480, 650, title, { size: 32, fill: p.ink, weight: 'bold' })
              }${bars(140 + i * 480, 740, [340, 280], p.ink, 12, 30, 0.25)}`,
          )
          .join('')}`,
        alt: {
          ro: 'Ghidurile de pe site: termenele declarațiilor, actele pentru un SRL nou și ce înseamnă să fii plătitor de TVA',
          en: 'The guides on the site: filing deadlines, the paperwork for a new SRL and what VAT registration means',
        },
        caption: {
          ro: 'Ghiduri scurte la întrebările frecvente; aduc aproape o treime din vizitele organice.',
          en: 'Short guides to frequently asked questions; they bring in almost a third of organic visits.',
        },
      };
    },
    ({ p, t, n }) => {
      const editor = `${rect(0, 0, 1400, 70, '#1e1e1e')}${rect(20, 16, 38, 38, '#ffffff', { rx: 6 })}${rect(1180, 14, 190, 42, '#3858e9', { rx: 6 })}${text(1275, 43, t('accUpdate'), { size: 20, fill: '#ffffff', anchor: 'middle' })}${rect(
        0,
        70,
        1020,
        790,
        '#ffffff',
      )}${rect(1020, 70, 380, 790, '#f6f7f7')}${bars(80, 140, [600], p.ink, 30, 0, 0.8)}${bars(80, 210, [820, 760], p.ink, 14, 30, 0.25)}${rect(80, 300, 860, 360, '#ffffff', { stroke: '#3858e9', 'stroke-width': 3 })}${rect(
        80,
        268,
        200,
        32,
        '#3858e9',
      )}${text(96, 292, t('accBlock'), { size: 20, fill: '#ffffff' })}${[0, 1, 2]
        .map(
          (i) =>
            `${rect(110 + i * 280, 330, 250, 300, i === 1 ? p.main : p.soft, { rx: 16 })}${bars(140 + i * 280, 370, [140], i === 1 ? '#ffffff' : p.ink, 16, 0, 0.7)}${text(140 + i * 280, 450, i === 1 ? `${n(450)} RON` : `${n([350, 450, 700][i]!)} RON`, { size: 36, fill: i === 1 ? '#ffffff' : p.ink, weight: 'bold' })}${bars(140 + i * 280, 500, [170, 130, 150], i === 1 ? '#ffffff' : p.ink, 10, 26, 0.4)}`,
        )
        .join(
          '',
        )}${text(1050, 140, t('accPrice'), { size: 24, fill: '#1e1e1e', weight: 'bold' })}${rect(1050, 160, 320, 60, '#ffffff', { stroke: '#3858e9', 'stroke-width': 3, rx: 4 })}${text(1070, 200, n(450), { size: 26, fill: '#1e1e1e' })}${rect(
        1134,
        174,
        3,
        32,
        '#1e1e1e',
      )}${bars(1050, 260, [280, 220, 260], '#1e1e1e', 12, 40, 0.2)}`;
      return {
        background: p.soft,
        body: browser(100, 70, 1400, 860, editor, '#ffffff'),
        alt: {
          ro: 'Editorul WordPress cu blocul de pachete selectat și prețul modificat direct în bara laterală',
          en: 'The WordPress editor with the packages block selected and the price changed right in the sidebar',
        },
        caption: {
          ro: 'Blocuri Gutenberg personalizate: prețurile se schimbă fără programator.',
          en: 'Custom Gutenberg blocks: prices change without a developer.',
        },
      };
    },
  ],
};

const HILL = '#2f7d4f';
const HILL_LIGHT = '#6fae6a';

/** Bucovina pe Două Roți: the slow road among the hills and a painted monastery; the rosette wheel; the difficulty system; the pocket map. */
const cycling: Scene = {
  cover: ({ p, brand }) => {
    const church = `${rect(1040, 420, 180, 150, p.main)}${Array.from({ length: 5 }, (_, i) => rect(1052 + i * 34, 440, 20, 110, '#ffffff', { rx: 10, opacity: 0.35 })).join('')}${path(d`M1000 430Q1130 330 1260 430Z`, p.ink)}${rect(1110, 330, 40, 60, p.ink)}${path(
      d`M1096 340Q1130 290 1164 340Z`,
      p.ink,
    )}${stroke(d`M1130 270V300M1118 282H1142`, p.accent, 5)}`;
    const road = stroke(
      d`M380 1040C480 900 760 880 820 780S700 640 880 600S1120 560 1180 540`,
      '#efe4c8',
      40,
    );
    return {
      background: '#f3f7ef',
      body: `${circle(340, 230, 120, p.accent)}${path(d`M-40 600Q300 420 640 560T1300 480T1640 520V1040H-40Z`, HILL_LIGHT)}${church}${path(d`M-40 720Q420 560 900 700T1640 640V1040H-40Z`, HILL)}${road}${bicycle(
        660,
        890,
        2.6,
        p.ink,
        p.ink,
        rosetteWheel(660 + 104 * 2.6, 890, 34 * 2.6, p.ink, p.main, p.accent),
      )}`,
      alt: {
        ro: `Drumul lent ${brand.name}: o bicicletă cu roata-rozetă de ie pe un drum printre dealuri, spre o mănăstire pictată`,
        en: `The ${brand.name} slow road: a bicycle with the blouse-rosette wheel on a road through the hills, towards a painted monastery`,
      },
    };
  },
  gallery: [
    ({ p, brand }) => ({
      background: '#fbf8f1',
      body: `${rosetteWheel(800, 400, 240, p.ink, p.main, p.accent)}${text(800, 760, brand.name, { size: 60, fill: p.ink, weight: 'bold', anchor: 'middle', family: SERIF })}${Array.from(
        { length: 22 },
        (_, i) =>
          path(
            d`M${30 + i * 72} 900L${66 + i * 72} 870L${102 + i * 72} 900L${66 + i * 72} 930Z`,
            i % 2 ? p.main : p.accent,
          ),
      ).join('')}`,
      alt: {
        ro: `Logoul ${brand.name}: o roată de bicicletă stilizată ca o rozetă de ie bucovineană, cu un chenar cusut dedesubt`,
        en: `The ${brand.name} logo: a bicycle wheel stylised as a rosette from a Bucovina blouse, with an embroidered border below`,
      },
      caption: {
        ro: 'Roata-rozetă: un motiv de ie bucovineană, în albastru de Voroneț.',
        en: 'The rosette wheel: a motif from the Bucovina blouse, in Voroneț blue.',
      },
    }),
    ({ p, t, n }) => {
      const level = (x: number, filled: number, label: string, km: number, climb: number) =>
        `${rect(x, 160, 420, 680, '#ffffff', { rx: 28 })}${[0, 1, 2]
          .map((i) =>
            path(
              d`M${x + 70 + i * 100} 400L${x + 120 + i * 100} ${330 - i * 30}L${x + 170 + i * 100} 400Z`,
              i < filled ? p.main : '#e2e8f0',
            ),
          )
          .join(
            '',
          )}${text(x + 210, 500, label, { size: 48, fill: p.ink, weight: 'bold', anchor: 'middle', family: SERIF })}${rect(x + 60, 560, 300, 2, '#e2e8f0')}${text(
          x + 70,
          640,
          `${n(km)} km`,
          {
            size: 36,
            fill: p.ink,
            weight: 'bold',
          },
        )}${path(d`M${x + 70} 730L${x + 100} 690L${x + 130} 730Z`, HILL)}${text(x + 150, 730, `${n(climb)} m`, { size: 36, fill: p.ink, weight: 'bold' })}`;
      return {
        background: '#f3f7ef',
        body: `${level(120, 1, t('bikeEasy'), 25, 180)}${level(590, 2, t('bikeMedium'), 48, 520)}${level(1060, 3, t('bikeHard'), 72, 1100)}`,
        alt: {
          ro: 'Sistemul de dificultate: pictograme de la 1 la 3, cu kilometrii și diferența de nivel ale fiecărui traseu',
          en: 'The difficulty system: pictograms from 1 to 3, with the distance and the elevation gain of each route',
        },
        caption: {
          ro: 'Dificultatea, de la 1 la 3, cu kilometri și diferență de nivel: aceleași pictograme pe site și în broșuri.',
          en: 'Difficulty from 1 to 3, with distance and elevation gain: the same icons on the website and in the brochures.',
        },
      };
    },
    ({ p, t, n }) => {
      // The places the text names; the other stops are monasteries, drawn, not named.
      const places: [number, number, string][] = [
        [260, 760, 'Suceava'],
        [700, 540, ''],
        [980, 620, 'Voroneț'],
        [1240, 300, ''],
      ];
      const folds = [400, 800, 1200].map((x) => rect(x, 80, 4, 840, p.ink, { opacity: 0.08 })).join('');
      return {
        background: '#e7dfcc',
        body: `${rect(80, 80, 1440, 840, '#fbf8f1')}${folds}${path(d`M80 420Q400 300 700 420T1520 360V80H80Z`, HILL_LIGHT, { opacity: 0.25 })}${stroke(
          d`M260 760C380 700 560 640 700 540S900 660 980 620S1160 400 1240 300`,
          p.main,
          12,
          { 'stroke-dasharray': '2 22' },
        )}${places
          .map(([x, y, name]) =>
            name
              ? `${circle(x, y, 18, p.accent, { stroke: '#ffffff', 'stroke-width': 6 })}${text(x + 30, y - 20, name, { size: 32, fill: p.ink, weight: 'bold' })}`
              : `${rect(x - 22, y - 20, 44, 36, p.main)}${path(d`M${x - 34} ${y - 16}Q${x} ${y - 56} ${x + 34} ${y - 16}Z`, p.ink)}${stroke(d`M${x} ${y - 66}V${y - 46}`, p.accent, 4)}`,
          )
          .join(
            '',
          )}${compassBean(1400, 780, 70, p.ink, '#fbf8f1')}${rect(140, 130, 470, 110, '#ffffff', { rx: 18 })}${text(170, 180, t('bikeThreeDays'), { size: 32, fill: p.ink, weight: 'bold' })}${text(
          170,
          220,
          `${n(140)} km`,
          {
            size: 26,
            fill: '#475569',
          },
        )}`,
        alt: {
          ro: 'Harta de buzunar, desenată pe brand: traseul turului de trei zile de la Suceava, pe la Voroneț, printre mănăstiri pictate',
          en: 'The pocket map, drawn in the brand style: the route of the three-day tour from Suceava by way of Voroneț, among painted monasteries',
        },
        caption: {
          ro: 'Hărți simplificate, desenate pe brand, mai ușor de citit decât capturile din aplicațiile de navigație.',
          en: 'Simplified maps drawn in the brand style, far easier to read than screenshots from navigation apps.',
        },
      };
    },
  ],
};

/** The scenes by the case study's slug. */
export const SCENES: Record<string, Scene> = {
  'brutarie-artizanala-spicul-auriu': bakery,
  'branding-si-site-cabinet-veterinar': vet,
  'google-ads-firma-instalatii': plumbing,
  'identitate-librarie-pentru-copii': bookshop,
  'identitate-vizuala-prajitorie-cafea': roaster,
  'landing-page-cosul-de-la-ferma': farm,
  'magazin-online-ceramica-lut-albastru': pottery,
  'optimizare-wordpress-pensiune-maramures': guesthouse,
  'rebranding-studio-fitness-ritm': fitness,
  'site-clinica-dentara-zambet-curat': dental,
  'site-wordpress-firma-contabilitate': accountancy,
  'brand-si-site-tururi-cu-bicicleta': cycling,
};
