/**
 * The twelve sample case studies' pictures, one file per case study (scripts/sample-work/<slug>.tsx): for
 * each, the client's brand (the palette of the entry's `palette`, its own typefaces, its symbol) and the
 * pieces a project of that kind produces, in the order the case study shows them: the cover first (the
 * strongest piece, its subject inside the middle 80 % so the cards' 16:10 to 4:3 crops keep it), then the
 * gallery. The words are the client's, from the entry's text; the alt texts and captions are in each entry's
 * front matter (content/portfolio/<slug>.md and .en.md).
 */
import type { CaseStudy } from './pieces';
import { study as bicycle } from './brand-si-site-tururi-cu-bicicleta';
import { study as vet } from './branding-si-site-cabinet-veterinar';
import { study as bakery } from './brutarie-artizanala-spicul-auriu';
import { study as plumbing } from './google-ads-firma-instalatii';
import { study as bookshop } from './identitate-librarie-pentru-copii';
import { study as coffee } from './identitate-vizuala-prajitorie-cafea';
import { study as farm } from './landing-page-cosul-de-la-ferma';
import { study as pottery } from './magazin-online-ceramica-lut-albastru';
import { study as guesthouse } from './optimizare-wordpress-pensiune-maramures';
import { study as fitness } from './rebranding-studio-fitness-ritm';
import { study as dental } from './site-clinica-dentara-zambet-curat';
import { study as accountancy } from './site-wordpress-firma-contabilitate';

export type { CaseStudy, Piece } from './pieces';

export const CASE_STUDIES: CaseStudy[] = [bakery, fitness, coffee, bookshop, vet, dental, accountancy, pottery, guesthouse, plumbing, farm, bicycle];
