'use client';

import { ErrorView, type ErrorProps } from '@/components/pages/error-view';

/** Shown when rendering an English page fails in the browser (the Romanian twin: app/(ro)/error.tsx). */
export default function EnglishError(props: ErrorProps) {
  return (
    <ErrorView
      {...props}
      words={{
        title: 'Something went wrong',
        text: 'Sorry, this page could not be shown. Please try again; if the problem persists, write to us.',
        unknown: 'Unknown error',
        retry: 'Try again',
        home: 'Back to the home page',
        homeHref: '/en',
      }}
    />
  );
}
