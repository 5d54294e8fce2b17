import { useLayoutEffect } from 'react';
import { useExternalValue } from '../lib/useExternalValue';

/**
 * Screen chunks in flight and loading fallbacks on the page. A navigation renders in a React
 * transition (react-router's BrowserRouter), so while the next screen's chunk loads the current
 * screen stays and the top bar's progress line runs; on the first load the fallback shows instead.
 */
let loads = 0;
let fallbacks = 0;
const listeners = new Set<() => void>();

function change(update: () => void) {
  update();
  for (const listener of listeners) listener();
}

/** Counts `promise` as a screen load until it settles. */
export function trackScreenLoad<T>(promise: Promise<T>): Promise<T> {
  // React.lazy starts the load while rendering: the count changes after that render.
  queueMicrotask(() => change(() => loads++));
  return promise.finally(() => queueMicrotask(() => change(() => loads--)));
}

/** Marks a loading fallback as shown while the calling component is mounted. */
export function useShownFallback(): void {
  useLayoutEffect(() => {
    change(() => fallbacks++);
    return () => change(() => fallbacks--);
  }, []);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const keepingScreen = () => loads > 0 && fallbacks === 0;

/** True while a screen chunk loads behind the current screen (no fallback shown). */
export function useScreenLoading(): boolean {
  return useExternalValue(subscribe, keepingScreen);
}
