import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import '@/app/prose.css';

/** Layout of the legal pages: a hero with the title and the last update, then long-form text. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: React.ReactNode }) {
  return (
    <>
      <PageHero title={title} lead={`Ultima actualizare: ${updated}`} />
      <Container className="max-w-3xl py-12 sm:py-16">
        <div className="prose">{children}</div>
      </Container>
    </>
  );
}
