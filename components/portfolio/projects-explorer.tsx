'use client';

import { useState } from 'react';
import { LayoutGrid } from '@/components/icons/lucide/layout-grid';
import { List } from '@/components/icons/lucide/list';
import { SlidersHorizontal } from '@/components/icons/lucide/sliders-horizontal';
import { ProjectCard, type CardLabels } from '@/components/portfolio/project-card';
import { Button } from '@/components/ui/button';
import { FilterChips, type Chip } from '@/components/ui/filter-chips';
import type { ProjectMeta } from '@/lib/content';
import { readParam, useSetParams, useUrlParams, type ParamsLike } from '@/lib/use-url-state';
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

type Props = { projects: ProjectMeta[]; chips: Chip[]; pageSize: number; labels: ProjectsExplorerLabels; cardLabels: CardLabels };

/**
 * All projects: category chips, grid/list toggle (both kept in the URL) and "load more".
 * The pre-rendered HTML shows the default view; the URL's filter applies once the page hydrates.
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

function ExplorerView({ projects, chips, pageSize, labels, cardLabels, params }: Props & { params: ParamsLike }) {
  const category = readParam(params, 'categorie', 'all', chips.map((c) => c.id));
  const view = readParam<View>(params, 'vizualizare', 'grid', VIEWS);
  const setParams = useSetParams();
  const setCategory = (id: string) => setParams({ categorie: id === 'all' ? null : id });
  const setView = (v: View) => setParams({ vizualizare: v === 'grid' ? null : v });
  const [visible, setVisible] = useState(pageSize);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const filtered = category === 'all' ? projects : projects.filter((p) => p.categories.includes(category as ProjectMeta['categories'][number]));
  const shown = filtered.slice(0, visible);

  const selectCategory = (id: string) => {
    setCategory(id);
    setVisible(pageSize);
  };

  return (
    <div>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <Button
          variant="outline"
          size="md"
          aria-expanded={filtersOpen}
          aria-controls="filtre-proiecte"
          onClick={() => setFiltersOpen((v) => !v)}
          className="md:hidden"
        >
          <SlidersHorizontal aria-hidden="true" />
          {labels.filter}
        </Button>
        {/* Behind the "Filtrează" button on small screens, always shown from md up. */}
        <div id="filtre-proiecte" className={cx('order-last w-full md:order-none md:block md:w-auto', !filtersOpen && 'hidden')}>
          <FilterChips label={labels.filterBy} chips={chips} active={category} onSelect={selectCategory} />
        </div>
        <div role="group" aria-label={labels.viewMode} className="flex gap-1 rounded-full border border-border bg-card p-1">
          {VIEWS.map((v) => {
            const Icon = v === 'grid' ? LayoutGrid : List;
            const label = v === 'grid' ? labels.grid : labels.list;
            return (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                aria-label={label}
                title={label}
                onClick={() => setView(v)}
                className={cx('grid size-11 place-items-center rounded-full', view === v ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted')}
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            );
          })}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {plural(cardLabels.locale, filtered.length, labels.shownOne, labels.shownMany)}
      </p>
      <ul className={cx('grid gap-6', view === 'grid' ? 'md:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')} data-testid="projects-list">
        {shown.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} labels={cardLabels} layout={view} />
          </li>
        ))}
      </ul>
      {visible < filtered.length && (
        <div className="mt-10 text-center">
          <Button variant="outline" size="lg" onClick={() => setVisible((v) => v + pageSize)}>
            {labels.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
