import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ArrowLeft } from '@/components/icons/lucide/arrow-left';
import { ArrowUpRight } from '@/components/icons/lucide/arrow-up-right';
import { Trophy } from '@/components/icons/lucide/trophy';
import { ProjectGallery } from '@/components/portfolio/project-gallery';
import { CtaSection } from '@/components/sections/cta-section';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Emoji } from '@/components/ui/emoji';
import { Picture } from '@/components/ui/picture';
import { UnpublishedMark } from '@/components/ui/unpublished-mark';
import { getProjects } from '@/lib/content';
import { getDictionary } from '@/lib/i18n/dictionary';
import { categoryLabelsIn } from '@/lib/i18n/categories';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { renderMarkdown } from '@/lib/markdown';
import { pageMetadata } from '@/lib/metadata';
import { projectPages } from '@/lib/pages';
import { breadcrumbJsonLd, projectJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import '@/app/prose.css';

export function projectParams(locale: Locale) {
  return getProjects(locale).map((project) => ({ slug: project.slug }));
}

export function projectMetadata(slug: string, locale: Locale): Metadata {
  const page = projectPages(locale).find((p) => p.path === localePath(`/portfolio/${slug}`, locale));
  return page ? pageMetadata(page) : {};
}

/** One case study in a language. */
export function ProjectPage({ slug, locale }: { slug: string; locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.project;
  const categoryLabels = categoryLabelsIn(locale);
  const portfolio = localePath('/portfolio', locale);
  const project = getProjects(locale).find((p) => p.slug === slug);
  if (!project) notFound();
  const contact = localePath('/contact', locale);
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
        {/*
          One column from the title to the last paragraph (max-w-5xl); the result sits under the title, so a
          phone reads "+62% comenzi" before it scrolls; the cover spans the wide column below (issue 34).
        */}
        <header className="on-dark bg-ink text-white">
          <Container className="max-w-5xl pt-14 pb-10 sm:pt-20">
            <Link
              href={portfolio}
              className="text-ink-foreground inline-flex items-center gap-1.5 py-1 text-sm font-medium hover:text-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t.back}
            </Link>
            <p className="text-accent mt-6 text-sm font-semibold">
              {project.categories.map((c) => categoryLabels[c]).join(' · ')} · {project.year}{' '}
              <UnpublishedMark state={project.unpublished} labels={dict.cards} locale={locale} />
            </p>
            <h1 className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{project.title}</h1>
            <div className="mt-6 grid gap-6 sm:grid-cols-[1fr_auto] sm:items-end">
              <div>
                <p className="text-ink-foreground max-w-2xl text-lg">{project.description}</p>
                <p className="text-ink-foreground mt-2 text-sm">
                  {t.client}: {project.client}
                </p>
              </div>
              {project.url && (
                <ButtonLink href={project.url} variant="accent">
                  {t.visit}
                  <ArrowUpRight aria-hidden="true" />
                </ButtonLink>
              )}
            </div>
            <p className="mt-8 flex items-start gap-3 border-t border-white/15 pt-6">
              <Trophy aria-hidden="true" className="text-accent mt-1 size-7 shrink-0" />
              <span>
                <span className="text-ink-foreground block text-sm font-semibold uppercase">{t.result}</span>
                <span className="text-accent block text-2xl font-extrabold text-balance sm:text-3xl">{project.result}</span>
              </span>
            </p>
          </Container>
          <Container className="max-w-6xl pb-12 sm:pb-16">
            {project.coverImage ? (
              // The page's largest paint: fetched first, never lazy; the wide column's full width.
              <Picture
                image={project.coverImage}
                sizes="(min-width: 1152px) 1088px, calc(100vw - 34px)"
                loading="priority"
                className="h-auto w-full rounded-(--radius-card) shadow-2xl"
              />
            ) : (
              <div className="grid aspect-[21/9] place-items-center rounded-(--radius-card) bg-white/10">
                <Emoji symbol={project.emoji} label={project.imageAlt} className="text-9xl" />
              </div>
            )}
          </Container>
        </header>
        <Container className="grid max-w-5xl gap-12 py-12 sm:py-16 lg:grid-cols-[1fr_16rem]">
          <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(project.body, { images: project.bodyImages, anchorLabel: t.anchor }).html }} />
          <aside className="lg:pt-2">
            <h2 className="text-muted-foreground text-sm font-semibold tracking-wider uppercase">{t.tech}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {project.tech.map((tech) => (
                <li key={tech} className="bg-muted rounded-full px-3 py-1 text-sm font-medium">
                  {tech}
                </li>
              ))}
            </ul>
          </aside>
        </Container>
        {project.galleryImages.length > 0 && (
          <section aria-labelledby="galerie-titlu" className="border-border border-t">
            <Container className="max-w-5xl py-12 sm:py-16">
              <h2 id="galerie-titlu" className="text-2xl font-bold">
                {t.gallery}
              </h2>
              <div className="mt-6">
                <ProjectGallery images={project.galleryImages} title={project.title} labels={dict.gallery} />
              </div>
            </Container>
          </section>
        )}
      </article>
      <CtaSection
        title={t.ctaTitle}
        description={t.ctaDescription}
        primary={{ label: t.ctaPrimary, href: contact }}
        secondary={{ label: t.ctaSecondary, href: portfolio }}
      />
    </>
  );
}
