'use client';

import { memo, startTransition, useState } from 'react';
import { LayoutGrid } from '@/components/icons/lucide/layout-grid';
import { List } from '@/components/icons/lucide/list';
import { SlidersHorizontal } from '@/components/icons/lucide/sliders-horizontal';
import { ProjectCard, type CardLabels } from '@/components/portfolio/project-card';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-class';
import { FilterChips, inPlace, type Chip } from '@/components/ui/filter-chips';
import type { ProjectMeta } from '@/lib/content';
import { readParam, replaceUrl, useUrlParams, type ParamsLike } from '@/lib/use-url-state';
import { cx } from '@/lib/cx';
import { plural } from '@/lib/i18n/format';

/** The explorer's words in the page's language (dictionary "projectsExplorer"). */
export type ProjectsExplorerLabels = {
  filter: string;
  filterBy: string;
  viewMode: string;
  grid: string;
  list: string;
  shownOne: string;
  shownMany: string;
  loadMore: string;
};

const VIEWS = ['grid', 'list'] as const;
type View = (typeof VIEWS)[number];

type Props = {
  projects: ProjectMeta[];
  chips: Chip[];
  pageSize: number;
  labels: ProjectsExplorerLabels;
  cardLabels: CardLabels;
  /** The page's own path (/portfolio or /en/portfolio): the filter links' base. */
  path: string;
};

/** A card renders again only when its own props change (a filter changes the list items' attributes only). */
const Card = memo(ProjectCard);

const ROOT = 'proiecte-explorer';
const FILTERS = 'filtre-proiecte';
/** The #target of a view; the anchor element of that id sits at the top of the explorer. */
const anchor = (category: string, view: View) => `proiecte-${category}-${view}`;

/** The URL of a view: its query (what the script reads) and its #target (what the CSS answers without one). */
function viewHref(path: string, category: string, view: View): string {
  const query = new URLSearchParams();
  if (category !== 'all') query.set('categorie', category);
  if (view !== 'grid') query.set('vizualizare', view);
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}#${anchor(category, view)}`;
}

/**
 * The views without a script: each (category, view) has an anchor, and while the URL's #target is one of
 * them these rules show that view's toolbar, only that category's projects, all of them, and the list
 * layout (the `list-view` variant). The rules hold only while the explorer is `data-explorer="static"`,
 * which is until React has read the URL.
 */
function staticCss(categories: string[]): string {
  const root = `#${ROOT}[data-explorer='static']`;
  const targeted = `${root}:has([data-state]:target)`;
  const fallback = anchor('all', 'grid');
  const rules = [
    `${root} [data-toolbar]{display:none}`,
    `${root} [data-toolbar='${fallback}']{display:flex}`,
    `${targeted} [data-toolbar='${fallback}']{display:none}`,
    `${root} [data-beyond]{display:none}`,
    `${targeted} [data-beyond]{display:block}`,
    `${targeted} [data-load-more]{display:none}`,
    `@media (width < 48rem){${root}:has(:target) [data-filters]{display:block}}`,
  ];
  for (const category of categories) {
    for (const view of VIEWS)
      rules.push(
        `${root}:has(#${anchor(category, view)}:target) [data-toolbar='${anchor(category, view)}']{display:flex}`,
      );
    if (category !== 'all')
      rules.push(
        `${root}:has([data-category-target='${category}']:target) [data-item]:not([data-categories~='${category}']){display:none}`,
      );
  }
  return rules.join('\n');
}

/**
 * All projects: category chips, grid/list toggle (both kept in the URL) and "load more". Every control is a
 * link to the view it shows: the pre-rendered page answers it with CSS alone (scripts off, or not loaded
 * yet), and once React has read the URL a plain click changes the view in place.
 */
export function ProjectsExplorer(props: Props) {
  const { params, reader } = useUrlParams();
  return (
    <>
      {reader}
      <ExplorerView {...props} params={params} />
    </>
  );
}

function ExplorerView({
  projects,
  chips,
  pageSize,
  labels,
  cardLabels,
  path,
  params,
}: Props & { params: ParamsLike }) {
  const scripted = params !== null;
  const category = readParam(
    params,
    'categorie',
    'all',
    chips.map((c) => c.id),
  );
  const view = readParam<View>(params, 'vizualizare', 'grid', VIEWS);
  const [visible, setVisible] = useState(pageSize);
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Arriving on a view's link (or the filter button's, before the script) on a phone: the chips stay open.
  const [wasScripted, setWasScripted] = useState(scripted);
  if (scripted !== wasScripted) {
    setWasScripted(scripted);
    if (scripted && /^#(filtre-proiecte|proiecte-)/.test(window.location.hash)) setFiltersOpen(true);
  }

  const go = (nextCategory: string, nextView: View) => {
    replaceUrl(viewHref(path, nextCategory, nextView));
    if (nextCategory !== category) setVisible(pageSize);
  };

  const toolbar = (current: { category: string; view: View }, live: boolean) => (
    <div
      key={anchor(current.category, current.view)}
      data-toolbar={live ? undefined : anchor(current.category, current.view)}
      data-static-view={live ? undefined : ''}
      className="mb-8 flex flex-wrap items-center justify-between gap-4"
    >
      {live ? (
        <Button
          variant="outline"
          size="md"
          aria-expanded={filtersOpen}
          aria-controls={FILTERS}
          onClick={() => setFiltersOpen((v) => !v)}
          className="md:hidden"
        >
          <SlidersHorizontal aria-hidden="true" />
          {labels.filter}
        </Button>
      ) : (
        // Without a script the button is a link to the chips, which any #target of the explorer shows.
        <a href={`#${FILTERS}`} className={cx(buttonClass({ variant: 'outline', size: 'md' }), 'md:hidden')}>
          <SlidersHorizontal aria-hidden="true" />
          {labels.filter}
        </a>
      )}
      {/* Behind the "Filtrează" button on small screens, always shown from md up. */}
      <div
        id={live ? FILTERS : undefined}
        data-filters=""
        className={cx(
          // From md beside the view toggle, wrapping inside their own box (at 768 px the toggle fell to a line of its own).
          'order-last w-full md:order-none md:block md:w-auto md:min-w-0 md:flex-1',
          !(live && filtersOpen) && 'hidden',
        )}
      >
        <FilterChips
          label={labels.filterBy}
          chips={chips}
          active={current.category}
          href={(id) => viewHref(path, id, current.view)}
          onSelect={live ? (id) => go(id, current.view) : undefined}
        />
      </div>
      <div
        role="group"
        aria-label={labels.viewMode}
        className="border-border bg-card ml-auto flex shrink-0 gap-1 rounded-full border p-1"
      >
        {VIEWS.map((v) => {
          const Icon = v === 'grid' ? LayoutGrid : List;
          const label = v === 'grid' ? labels.grid : labels.list;
          const on = current.view === v;
          return (
            <a
              key={v}
              href={viewHref(path, current.category, v)}
              aria-current={on ? 'true' : undefined}
              aria-label={label}
              title={label}
              onClick={live ? inPlace(() => go(current.category, v)) : undefined}
              className={cx(
                'grid size-11 place-items-center rounded-full',
                on ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </a>
          );
        })}
      </div>
    </div>
  );

  const filtered =
    category === 'all'
      ? projects
      : projects.filter((p) => p.categories.includes(category as ProjectMeta['categories'][number]));
  // Every project stays in the page: before React reads the URL the CSS picks the ones shown; after, the
  // ones not shown are `hidden`, so a filter or "load more" toggles attributes instead of building cards.
  const shown = new Set(filtered.slice(0, visible));

  return (
    <div id={ROOT} data-explorer={scripted ? 'live' : 'static'} data-view={scripted ? view : undefined}>
      {!scripted && <style data-static-view="">{staticCss(chips.map((c) => c.id))}</style>}
      {/* The views' anchors: a link's #target scrolls here, and (without a script) the CSS reads it. */}
      {chips.flatMap((chip) =>
        VIEWS.map((v) => (
          <span
            key={anchor(chip.id, v)}
            id={anchor(chip.id, v)}
            data-state=""
            data-category-target={chip.id}
            data-view-target={v}
            className="block scroll-mt-24"
          />
        )),
      )}
      {!scripted && <span id={FILTERS} data-static-view="" className="block scroll-mt-24" />}
      {scripted
        ? toolbar({ category, view }, true)
        : chips.flatMap((chip) => VIEWS.map((v) => toolbar({ category: chip.id, view: v }, false)))}
      <p className="sr-only" aria-live="polite">
        {plural(cardLabels.locale, filtered.length, labels.shownOne, labels.shownMany)}
      </p>
      {/*
        Two large cards a row from md (each half the column), one a row in the list view. A wrapping flex row
        centred, not a grid: a filter's odd count leaves its last card centred under the others, never an
        empty cell beside it, whatever the width (issue 45).
      */}
      <ul className="flex flex-wrap justify-center gap-6 md:gap-8" data-testid="projects-list">
        {projects.map((project, i) => (
          <li
            key={project.slug}
            className="list-view:md:w-full w-full md:w-[calc(50%-1rem)]"
            hidden={scripted && !shown.has(project)}
            data-item=""
            data-categories={project.categories.join(' ')}
            data-beyond={!scripted && i >= pageSize ? '' : undefined}
          >
            <Card project={project} labels={cardLabels} layout={scripted ? view : 'grid'} density="compact" />
          </li>
        ))}
      </ul>
      {/* The next page renders in a transition, so the tap is answered with a paint before the new cards are laid out. */}
      {/* "Load more" links to the whole view, which the page shows without a script; with one, a click adds a page. */}
      {(scripted ? visible < filtered.length : projects.length > pageSize) && (
        <div data-load-more={scripted ? undefined : ''} className="mt-10 text-center">
          <a
            href={scripted ? viewHref(path, category, view) : viewHref(path, 'all', 'grid')}
            onClick={scripted ? inPlace(() => startTransition(() => setVisible((v) => v + pageSize))) : undefined}
            className={buttonClass({ variant: 'outline', size: 'lg' })}
          >
            {labels.loadMore}
          </a>
        </div>
      )}
    </div>
  );
}
