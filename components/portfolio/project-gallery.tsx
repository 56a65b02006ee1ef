'use client';

import { useRef, useState } from 'react';
import { ArrowLeft } from '@/components/icons/lucide/arrow-left';
import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { X } from '@/components/icons/lucide/x';
import { Picture } from '@/components/ui/picture';
import type { Picture as PictureData } from '@/lib/images/types';

/** A swipe shorter than this (CSS px) is a tap, not a move. */
const SWIPE_PX = 48;

/**
 * A case study's gallery: a grid of thumbnails, each a link to the full-size picture (so it works before
 * and without JavaScript), which with JavaScript opens the native `<dialog>` as a modal: the browser makes
 * the rest of the page inert (no hand-written focus trap), closes it on Escape and returns focus to the
 * thumbnail. Arrow keys and a horizontal swipe move between pictures; the caption goes with each one.
 */
/** The gallery's words in the page's language (dictionary "gallery"). */
export type GalleryLabels = { openLarge: string; position: string; close: string; previous: string; next: string };

export function ProjectGallery({ images, title, labels }: { images: PictureData[]; title: string; labels: GalleryLabels }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  const swipeFrom = useRef<number | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;
  const current = index === null ? undefined : images[index];

  const open = (i: number, link: HTMLAnchorElement) => {
    opener.current = link;
    setIndex(i);
    dialog.current?.showModal();
  };
  const move = (step: number) => setIndex((i) => (i === null ? i : (i + step + count) % count));

  return (
    <>
      {/* Shown large and in order, one under the other at the column's width, each with its caption (issue 34). */}
      <ul className="grid gap-10">
        {images.map((image, i) => (
          <li key={image.avif[0]!.url}>
            <figure>
              <a
                href={image.webp.at(-1)!.url}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  open(i, event.currentTarget);
                }}
                className="group border-border block overflow-hidden rounded-(--radius-card) border"
                data-gallery-thumb={i}
              >
                <Picture
                  image={image}
                  sizes="(min-width: 1024px) 976px, calc(100vw - 34px)"
                  className="h-auto w-full transition-transform duration-300 group-hover:scale-[1.01] motion-reduce:transition-none"
                />
                <span className="sr-only"> {labels.openLarge}</span>
              </a>
              {image.caption && (
                <figcaption className="text-muted-foreground mt-2 text-sm">{image.caption}</figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={current ? `${title}: ${labels.position.replace('{index}', String(index! + 1)).replace('{count}', String(count))}` : title}
        className="bg-ink backdrop:bg-ink m-auto max-h-none w-full max-w-none p-0 text-white open:grid open:h-dvh open:place-items-center"
        onClose={() => {
          setIndex(null);
          // The browser returns focus to the opener on its own; this covers those that do not yet.
          if (opener.current && document.activeElement !== opener.current) opener.current.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          else if (event.key === 'ArrowLeft') move(-1);
          else return;
          event.preventDefault();
        }}
      >
        <button
          type="button"
          autoFocus
          onClick={() => dialog.current?.close()}
          aria-label={labels.close}
          className="absolute top-4 right-4 grid size-11 place-items-center rounded-full bg-white/15 hover:bg-white/25"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
        {current && (
          <figure
            className="flex max-h-dvh w-full max-w-6xl touch-pan-y flex-col items-center gap-3 px-4 py-16 sm:px-20"
            // A mouse drag would otherwise start the browser's own drag of the image and cancel the pointer.
            onDragStart={(event) => event.preventDefault()}
            onPointerDown={(event) => {
              swipeFrom.current = event.clientX;
            }}
            onPointerUp={(event) => {
              const from = swipeFrom.current;
              swipeFrom.current = null;
              if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
              move(event.clientX < from ? 1 : -1);
            }}
          >
            <Picture
              key={current.avif[0]!.url}
              image={current}
              sizes="(min-width: 1152px) 1072px, calc(100vw - 32px)"
              loading="eager"
              className="max-h-[calc(100dvh-10rem)] w-auto rounded-lg object-contain"
            />
            <figcaption className="text-ink-foreground text-center">
              {current.caption && <span className="block text-white">{current.caption}</span>}
              <span className="text-sm">
                {index! + 1} din {count}
              </span>
            </figcaption>
          </figure>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => move(-1)}
              aria-label={labels.previous}
              className="absolute top-1/2 left-2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/15 hover:bg-white/25 sm:left-4"
            >
              <ArrowLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => move(1)}
              aria-label={labels.next}
              className="absolute top-1/2 right-2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/15 hover:bg-white/25 sm:right-4"
            >
              <ArrowRight aria-hidden="true" className="size-6" />
            </button>
          </>
        )}
      </dialog>
    </>
  );
}
