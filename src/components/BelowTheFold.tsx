import type { ReactNode } from 'react';
import { startTransition } from 'react';
import { useExternalValue } from '../lib/useExternalValue';

/**
 * The first page a visitor opens is drawn in two steps: what the first screen shows, then, once
 * that has painted, what lies below it. The browser styles and lays out each step in a task of
 * its own, so neither holds the main thread for long (on the hotel page one pass over everything
 * was the largest task after the app's start; docs/conventions.md, "The first view's main
 * thread"). Later pages, opened in the app, are drawn whole: a visitor coming back expects the
 * page as long as it was, to return to where they were (src/app/layout/useScrollRestoration.ts).
 */
let shown = typeof window === 'undefined';
let scheduled = false;
const listeners = new Set<() => void>();

/** A hidden tab gets no frames: the timer shows the rest without one. */
const AT_THE_LATEST_MS = 200;

function showBelowTheFold() {
  if (shown) return;
  shown = true;
  // The rest renders as a transition, in slices, like the first page itself.
  startTransition(() => {
    for (const listener of listeners) listener();
  });
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!shown && !scheduled) {
    scheduled = true;
    // A frame after the first commit, then a task of its own: after the first screen's paint.
    requestAnimationFrame(() => setTimeout(showBelowTheFold, 0));
    setTimeout(showBelowTheFold, AT_THE_LATEST_MS);
  }
  return () => listeners.delete(onChange);
}

const read = () => shown;

/**
 * Its children, drawn once the first screen of the first page has painted (at once ever after).
 * Put it around what lies below the first screen on a phone, rendered with the page's data.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const shown = useExternalValue(subscribe, read);
  return shown ? children : null;
}
