import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ArrowLeft } from '@/components/icons/lucide/arrow-left';
import { ArrowUpRight } from '@/components/icons/lucide/arrow-up-right';
import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { Quote } from '@/components/icons/lucide/quote';
import { Trophy } from '@/components/icons/lucide/trophy';
import { ProjectGallery } from '@/components/portfolio/project-gallery';
import { CtaSection } from '@/components/sections/cta-section';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Emoji } from '@/components/ui/emoji';
import { Picture } from '@/components/ui/picture';
import { UnpublishedMark } from '@/components/ui/unpublished-mark';
import { getProjects } from '@/lib/content';
import { fill, getDictionary } from '@/lib/i18n/dictionary';
import { categoryLabelsIn } from '@/lib/i18n/categories';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { renderMarkdown } from '@/lib/markdown';
import { pageMetadata } from '@/lib/metadata';
import { projectPages } from '@/lib/pages';
import { breadcrumbJsonLd, projectJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import '@/app/prose.css';
import { keepWhole } from '@/lib/typography';

export function projectParams(locale: Locale) {
  return getProjects(locale).map((project) => ({ slug: project.slug }));
}

export function projectMetadata(slug: string, locale: Locale): Metadata {
  const page = projectPages(locale).find((p) => p.path === localePath(`/portfolio/${slug}`, locale));
  return page ? pageMetadata(page) : {};
}

/** The cover's laid-out width: the wide column (max-w-6xl less its padding), else the screen less the padding. */
const COVER_SIZES = '(min-width: 1152px) 1088px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';
const NEXT_SIZES = '(min-width: 1024px) 520px, calc(100vw - 32px)';
/** The story column's width: beside the 18 rem facts panel and its 4 rem gap from lg, else the screen less the padding. */
const STORY_SIZES = '(min-width: 1152px) 736px, (min-width: 1024px) calc(100vw - 416px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** A case study's text in parts, one a section: each `<h2>` starts a part (any text before the first is one too). */
export const storyParts = (html: string) => html.split(/(?=<h2[\s>])/).filter((part) => part.trim() !== '');

/**
 * Which part each of `count` pictures follows: spread in order over the parts, the earlier parts first
 * (5 pictures over 4 sections: 2, 1, 1, 1), so the work shows from the first section on.
 */
export const picturesAfter = (count: number, parts: number) =>
  Array.from({ length: count }, (_, i) => Math.min(Math.max(parts, 1) - 1, Math.floor((i * Math.max(parts, 1)) / count)));

/**
 * One case study in a language, the work first (issue 45): the title in one short band, then the cover
 * (the strongest artefact) at the wide column's full width inside the first screen at 1280 and 375 px,
 * then the result as a figure, then the story beside a sticky facts panel (client, year, services,
 * technologies, link) with the captioned pictures woven into its sections, the client's words and the
 * next project.
 */
export function ProjectPage({ slug, locale }: { slug: string; locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.project;
  const categoryLabels = categoryLabelsIn(locale);
  const portfolio = localePath('/portfolio', locale);
  const projects = getProjects(locale);
  const index = projects.findIndex((p) => p.slug === slug);
  const project = projects[index];
  if (!project) notFound();
  const next = projects.length > 1 ? projects[(index + 1) % projects.length] : undefined;
  const contact = localePath('/contact', locale);
  const services = project.categories.map((c) => categoryLabels[c]).join(', ');
  const { html } = renderMarkdown(project.body, { images: project.bodyImages, anchorLabel: t.anchor });
  const story = storyParts(html).map((part, i) => <div key={i} className="prose" dangerouslySetInnerHTML={{ __html: part }} />);
  return (
    <>
      <JsonLd
        data={[
          projectJsonLd(project, locale),
          breadcrumbJsonLd(
            [
              { name: dict.portfolio.eyebrow, path: portfolio },
              { name: project.title, path: localePath(`/portfolio/${project.slug}`, locale) },
            ],
            locale,
          ),
        ]}
      />
      <article>
        {/* The dark band ends behind the cover's lower part, so the picture sits on the page, not in a box. */}
        <header className="on-dark relative bg-ink text-white">
          <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1/4 bg-background sm:h-1/3" />
          <Container className="relative pt-6 sm:pt-10">
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <Link href={portfolio} className="text-ink-foreground inline-flex items-center gap-1.5 py-1 font-medium hover:text-white">
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t.back}
              </Link>
              <span className="text-accent font-semibold">
                {project.categories.map((c) => categoryLabels[c]).join(' · ')} · {project.year}{' '}
                <UnpublishedMark state={project.unpublished} labels={dict.cards} locale={locale} />
              </span>
            </p>
            <h1 className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">{keepWhole(project.title)}</h1>
            <figure data-case-cover="" className="mt-6 sm:mt-8">
              {project.coverImage ? (
                // The page's largest paint: fetched first, never lazy; the wide column's full width.
                <Picture
                  image={project.coverImage}
                  sizes={COVER_SIZES}
                  loading="priority"
                  className="h-auto w-full rounded-(--radius-card) shadow-2xl"
                />
              ) : (
                <div className="grid aspect-[16/10] place-items-center rounded-(--radius-card) bg-white/10 shadow-2xl">
                  <Emoji symbol={project.emoji} label={project.imageAlt} className="text-9xl" />
                </div>
              )}
            </figure>
          </Container>
        </header>
        <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-x-16 lg:gap-y-2">
          <div>
            <p className="flex items-start gap-4">
              <Trophy aria-hidden="true" className="text-primary mt-1 size-8 shrink-0" />
              <span>
                <span className="text-muted-foreground block text-sm font-semibold tracking-wider uppercase">{t.result}</span>
                <span className="text-primary block text-3xl leading-tight font-extrabold text-balance sm:text-4xl">{keepWhole(project.result)}</span>
              </span>
            </p>
            <p className="mt-6 max-w-2xl text-lg text-pretty sm:text-xl">{keepWhole(project.description)}</p>
          </div>
          {/* One column on a phone (after the result); beside the story from lg, held in view while it scrolls. */}
          <aside aria-labelledby="fapte-titlu" className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <div className="border-border bg-card rounded-(--radius-card) border p-6 shadow-sm">
              <h2 id="fapte-titlu" className="text-muted-foreground font-sans text-sm font-semibold tracking-wider uppercase">
                {t.facts}
              </h2>
              <dl className="mt-4 grid gap-4 text-sm">
                <div>
                  <dt className="text-muted-foreground">{t.client}</dt>
                  <dd className="mt-0.5 font-semibold">{project.client}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t.year}</dt>
                  <dd className="mt-0.5 font-semibold">{project.year}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t.services}</dt>
                  <dd className="mt-0.5 font-semibold">{services}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t.tech}</dt>
                  <dd className="mt-1.5">
                    <ul className="flex flex-wrap gap-1.5">
                      {project.tech.map((tech) => (
                        <li key={tech} className="bg-muted rounded-full px-2.5 py-1 text-xs font-medium">
                          {tech}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
              {project.url && (
                <ButtonLink href={project.url} className="mt-6 w-full">
                  {t.visit}
                  <ArrowUpRight aria-hidden="true" />
                </ButtonLink>
              )}
            </div>
          </aside>
          {/* The story, with the pictures woven into it (components/portfolio/project-gallery.tsx). */}
          <div data-case-story="" className="lg:col-start-1">
            {project.galleryImages.length > 0 ? (
              <ProjectGallery
                images={project.galleryImages}
                title={project.title}
                labels={dict.gallery}
                sizes={STORY_SIZES}
                story={story.length > 0 ? story : undefined}
                after={picturesAfter(project.galleryImages.length, story.length)}
              />
            ) : (
              story
            )}
          </div>
        </Container>
        {project.quote && (
          <section aria-labelledby="citat-titlu" className="bg-muted">
            <Container className="py-14 sm:py-20">
              <h2 id="citat-titlu" className="sr-only">
                {t.quote}
              </h2>
              <figure className="max-w-3xl">
                <Quote aria-hidden="true" className="text-primary/40 size-12" />
                <blockquote className="font-display mt-4 text-2xl leading-snug text-pretty sm:text-3xl">
                  {fill(dict.sections.quote, { text: project.quote.text })}
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold">{project.quote.author}</span>
                  {project.quote.role && <span className="text-muted-foreground block text-sm">{project.quote.role}</span>}
                </figcaption>
              </figure>
            </Container>
          </section>
        )}
      </article>
      {next && (
        <nav aria-labelledby="urmatorul-titlu" className="border-border border-t">
          <Container className="py-12 sm:py-16">
            <Link
              href={localePath(`/portfolio/${next.slug}`, locale)}
              className="group grid items-center gap-6 md:grid-cols-2 md:gap-10"
            >
              <span>
                <span id="urmatorul-titlu" className="text-muted-foreground block text-sm font-semibold tracking-wider uppercase">
                  {t.next}
                </span>
                <span className="font-display group-hover:text-primary mt-2 block text-2xl font-bold text-balance sm:text-3xl">
                  {next.title}
                </span>
                <span className="text-primary mt-3 inline-flex items-center gap-1.5 font-semibold">
                  {keepWhole(next.result)}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
                </span>
              </span>
              {next.coverImage ? (
                <Picture
                  image={next.coverImage}
                  sizes={NEXT_SIZES}
                  className="border-border h-auto w-full rounded-(--radius-card) border shadow-sm"
                />
              ) : (
                <span aria-hidden="true" className="bg-muted grid aspect-[16/10] place-items-center rounded-(--radius-card) text-7xl">
                  {next.emoji}
                </span>
              )}
            </Link>
          </Container>
        </nav>
      )}
      <CtaSection
        title={t.ctaTitle}
        description={t.ctaDescription}
        primary={{ label: t.ctaPrimary, href: contact }}
        secondary={{ label: t.ctaSecondary, href: portfolio }}
      />
    </>
  );
}
