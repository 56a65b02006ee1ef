import type { Metadata } from 'next';
import { Home } from '@/components/icons/lucide/house';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export const metadata: Metadata = {
  title: 'Pagina nu a fost găsită',
  description: 'Pagina pe care o cauți nu există sau a fost mutată.',
  // No `robots` here: Next marks the not-found page noindex itself, and a second tag only repeated it.
};

export default function NotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <NotFoundLogger />
      <p className="text-primary text-8xl font-extrabold sm:text-9xl">404</p>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">Oops! Pagina nu a fost găsită</h1>
      <p className="text-muted-foreground mt-4 max-w-md text-lg">
        Pagina pe care o cauți nu există sau a fost mutată. Verifică adresa sau pornește din nou de pe pagina
        principală.
      </p>
      <ButtonLink href="/" size="lg" className="mt-8">
        <Home aria-hidden="true" />
        Înapoi la pagina principală
      </ButtonLink>
    </Container>
  );
}
