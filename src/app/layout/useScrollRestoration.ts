import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry (location.key), recorded as the visitor scrolls. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top (or at its #hash target); back and forward return to where the
 * visitor was on that entry. It runs once the next screen is on the page (navigations render in
 * a transition). The first view keeps the browser's position.
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (shown.current !== null) positions.set(shown.current, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = key;
    if (previous === null || previous === key) return;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
