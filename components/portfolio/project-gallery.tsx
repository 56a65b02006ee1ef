'use client';

import { Fragment, useRef, useState, type ReactNode } from 'react';
import { ArrowLeft } from '@/components/icons/lucide/arrow-left';
import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { X } from '@/components/icons/lucide/x';
import { Picture } from '@/components/ui/picture';
import type { Picture as PictureData } from '@/lib/images/types';

/** A swipe shorter than this (CSS px) is a tap, not a move. */
const SWIPE_PX = 48;

/**
 * A case study's pictures, woven into its story (issue 45: the work leads throughout, not after the text):
 * each part of the story (server-rendered, `story`) is followed by the pictures `after` gives it, large and
 * captioned, each a link to the full-size picture (so it works before and without JavaScript), which with
 * JavaScript opens the native `<dialog>` as a modal: the browser makes the rest of the page inert (focus
 * stays inside), closes it on Escape and returns focus to the thumbnail. The viewer moves through every
 * picture of the case study, wherever it sits in the story. Without `story`, the pictures in one list.
 *
 * The viewer fills the screen (issue 45): the picture has the whole space between two solid bars, and the
 * controls sit on those bars, never on the picture, so they read on a white picture as on a dark one.
 * Arrow keys and a horizontal swipe move between pictures; the picture itself allows the browser's pinch
 * zoom (`touch-action: pinch-zoom`; the site never locks the viewport's scale), and while the page is
 * zoomed a swipe pans instead of moving on.
 */
/** The gallery's words in the page's language (dictionary "gallery"). */
export type GalleryLabels = { openLarge: string; position: string; close: string; previous: string; next: string; counter: string };

/** Some of the pictures, in a list: each a link to the full-size file that opens the viewer (`onOpen`). */
function Figures({
  images,
  indices,
  sizes,
  labels,
  inStory,
  onOpen,
}: {
  images: PictureData[];
  indices: number[];
  sizes: string;
  labels: GalleryLabels;
  inStory: boolean;
  onOpen: (index: number, link: HTMLAnchorElement) => void;
}) {
  if (indices.length === 0) return null;
  return (
    <ul className={inStory ? 'mt-10 grid gap-10' : 'grid gap-12'}>
      {indices.map((i) => {
        const image = images[i]!;
        return (
          <li key={image.webp.at(-1)!.url}>
            <figure>
              <a
                href={image.webp.at(-1)!.url}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onOpen(i, event.currentTarget);
                }}
                className="group border-border block overflow-hidden rounded-(--radius-card) border cursor-zoom-in"
                data-gallery-thumb={i}
              >
                <Picture
                  image={image}
                  sizes={sizes}
                  className="h-auto w-full transition-transform duration-300 group-hover:scale-[1.01] motion-reduce:transition-none"
                />
                <span className="sr-only"> {labels.openLarge}</span>
              </a>
              <figcaption className="text-muted-foreground mt-3 flex gap-3 text-sm sm:text-base">
                <span aria-hidden="true" className="text-foreground font-semibold tabular-nums">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <span>{image.caption ?? image.alt}</span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

const control = 'grid size-11 shrink-0 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20';

export function ProjectGallery({
  images,
  title,
  labels,
  sizes,
  story,
  after = [],
}: {
  images: PictureData[];
  title: string;
  labels: GalleryLabels;
  /** The pictures' laid-out width, as `<img sizes>` says it. */
  sizes: string;
  /** The story's parts, in order; the pictures follow the parts `after` names. */
  story?: ReactNode[];
  /** For each picture, the index of the story part it follows. */
  after?: number[];
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  const swipeFrom = useRef<number | null>(null);
  const pointers = useRef(0);
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;
  const current = index === null ? undefined : images[index];
  const position = (i: number, text: string) => text.replace('{index}', String(i + 1)).replace('{count}', String(count));

  const open = (i: number, link: HTMLAnchorElement) => {
    opener.current = link;
    setIndex(i);
    dialog.current?.showModal();
  };
  const move = (step: number) => setIndex((i) => (i === null ? i : (i + step + count) % count));

  const all = images.map((_, i) => i);
  const list = { images, sizes, labels, inStory: Boolean(story), onOpen: open };

  return (
    <>
      {story
        ? story.map((part, p) => (
            <Fragment key={p}>
              {part}
              <Figures {...list} indices={all.filter((i) => (after[i] ?? story.length - 1) === p)} />
            </Fragment>
          ))
        : <Figures {...list} indices={all} />}
      <dialog
        ref={dialog}
        aria-label={current ? `${title}: ${position(index!, labels.position)}` : title}
        className="bg-ink backdrop:bg-ink m-0 h-dvh max-h-none w-full max-w-none p-0 text-white open:flex open:flex-col"
        onClose={() => {
          setIndex(null);
          // The browser returns focus to the opener on its own; this covers those that do not yet.
          if (opener.current && document.activeElement !== opener.current) opener.current.focus();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          else if (event.key === 'ArrowLeft') move(-1);
          else return;
          event.preventDefault();
        }}
      >
        <div className="flex shrink-0 items-center justify-between gap-4 px-3 py-2 sm:px-5">
          <span className="text-ink-foreground text-sm tabular-nums">{current ? position(index!, labels.counter) : ''}</span>
          <button type="button" autoFocus onClick={() => dialog.current?.close()} aria-label={labels.close} className={control}>
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        {current && (
          <figure
            className="flex min-h-0 flex-1 flex-col"
            // A mouse drag would otherwise start the browser's own drag of the image and cancel the pointer.
            onDragStart={(event) => event.preventDefault()}
            onPointerDown={(event) => {
              pointers.current += 1;
              // A second finger is a pinch, not a swipe.
              swipeFrom.current = pointers.current === 1 ? event.clientX : null;
            }}
            onPointerCancel={() => {
              pointers.current = Math.max(0, pointers.current - 1);
              swipeFrom.current = null;
            }}
            onPointerUp={(event) => {
              pointers.current = Math.max(0, pointers.current - 1);
              const from = swipeFrom.current;
              swipeFrom.current = null;
              // Zoomed in, a swipe pans the picture.
              if (from === null || (window.visualViewport?.scale ?? 1) > 1.01 || Math.abs(event.clientX - from) < SWIPE_PX) return;
              move(event.clientX < from ? 1 : -1);
            }}
          >
            <Picture
              key={current.webp.at(-1)!.url}
              image={current}
              sizes="100vw"
              loading="eager"
              pictureClassName="flex min-h-0 flex-1 items-center justify-center"
              className="size-full touch-pinch-zoom object-contain"
            />
            <figcaption className="flex shrink-0 items-center gap-3 px-3 py-3 sm:px-5">
              {count > 1 && (
                <button type="button" onClick={() => move(-1)} aria-label={labels.previous} className={control}>
                  <ArrowLeft aria-hidden="true" className="size-6" />
                </button>
              )}
              <span className="mx-auto max-w-3xl flex-1 text-center text-sm text-pretty sm:text-base">{current.caption ?? current.alt}</span>
              {count > 1 && (
                <button type="button" onClick={() => move(1)} aria-label={labels.next} className={control}>
                  <ArrowRight aria-hidden="true" className="size-6" />
                </button>
              )}
            </figcaption>
          </figure>
        )}
      </dialog>
    </>
  );
}
