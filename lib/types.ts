import type { DataOf } from '@/lib/data/schemas';

/** Display-data shapes used by components, inferred from the content schemas (lib/data/schemas.ts). */

export type Stat = DataOf<'home'>['stats'][number];
export type ServiceCard = DataOf<'services'>['cards'][number];
/** Pricing of a service card; `per` turns "de la 1.500 RON" into "500 RON / oră". */
export type Price = ServiceCard['price'];

export type MenuItem = { name: string; href: string; children?: MenuItem[] };
