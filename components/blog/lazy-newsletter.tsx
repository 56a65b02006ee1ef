'use client';

import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Handover } from '@/components/blog/newsletter-form';
import type { NewsletterText } from '@/components/blog/newsletter-fields';
import { readTypedSoFar } from '@/lib/forms/typed-so-far';

/** The newsletter form's one field, empty (lib/forms/use-form-values.ts). */
export const NEWSLETTER_FIELDS = { email: '' };

type Loaded = { NewsletterForm: typeof import('@/components/blog/newsletter-form').NewsletterForm; handover: Handover };

/**
 * The newsletter box's form, its code (about 2 KB, plus validation and toasts on first focus) downloaded
 * only when the box comes within a screen of the viewport or the visitor points at, focuses or submits
 * it. Until then `children`, the same form rendered on the server, is a plain form that works by itself;
 * what the visitor typed, where the focus was and a submit already made carry over to the loaded form.
 */
export function LazyNewsletter({
  source,
  contactEmail,
  locale,
  text,
  children,
}: {
  source: string;
  contactEmail: string;
  locale: 'ro' | 'en';
  text: NewsletterText;
  children: React.ReactNode;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || loaded) return;
    let cancelled = false;
    let loading = false;
    let submitted = false;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: '100% 0px' });
    // A submit before the code is here waits for it (the page stays; the loaded form sends).
    function onSubmit(event: SubmitEvent) {
      event.preventDefault();
      submitted = true;
      load();
    }
    function load() {
      if (loading) return;
      loading = true;
      observer.disconnect();
      import('@/components/blog/newsletter-form')
        .then(({ NewsletterForm }) => {
          if (cancelled) return;
          const form = box!.querySelector('form');
          const typed = form ? readTypedSoFar(form, NEWSLETTER_FIELDS) : { values: NEWSLETTER_FIELDS, focus: null };
          const handover = { typed, submitted };
          // Swap in the same task as reading the field, so no keystroke falls between.
          flushSync(() => setLoaded({ NewsletterForm, handover }));
        })
        .catch(() => {
          // Offline: the plain form stays, posting by itself; a submit made meanwhile goes that way now.
          box!.removeEventListener('submit', onSubmit);
          if (submitted) box!.querySelector('form')?.requestSubmit();
        });
    }
    observer.observe(box);
    box.addEventListener('pointerover', load);
    box.addEventListener('focusin', load);
    box.addEventListener('submit', onSubmit);
    return () => {
      cancelled = true;
      observer.disconnect();
      box.removeEventListener('pointerover', load);
      box.removeEventListener('focusin', load);
      box.removeEventListener('submit', onSubmit);
    };
  }, [loaded]);

  return (
    <div ref={boxRef} data-newsletter={loaded ? 'ready' : 'idle'}>
      {loaded ? <loaded.NewsletterForm source={source} contactEmail={contactEmail} locale={locale} text={text} handover={loaded.handover} /> : children}
    </div>
  );
}
