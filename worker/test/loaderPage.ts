/**
 * A page for the loader /first-view.js (worker/pages/startApp.ts), small enough to hold in the
 * hand: the loader's tag names `sources`, #root has a photo (none, already loaded, or still
 * loading), and the test fires the photo's events, paints frames and runs timers itself. The
 * served text runs as it is, except that its `import(...)` records the source instead.
 */
export function loaderPage(script: string, sources: string[], photo: 'none' | 'complete' | 'loading') {
  const imported: string[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const timers: { run: () => void; delay: number }[] = [];
  const image = { complete: photo === 'complete', addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) };
  const tag = { getAttribute: (name: string) => (name === 'data-app' ? sources.join(' ') : null) };
  const document = {
    querySelector: (selectors: string) => (selectors === 'script[data-app]' ? tag : selectors === '#root img' && photo !== 'none' ? image : null),
  };
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'recordImport', script.replace(/\bimport\(/g, 'recordImport('));
  run(
    document,
    (frame: () => void) => frames.push(frame),
    (callback: () => void, delay: number) => timers.push({ run: callback, delay }),
    (source: string) => imported.push(source),
  );
  /** Lets the loader's promise settle (its `then` runs in a microtask). */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    /** The sources imported so far, in order. */
    imported,
    /** The photo's `load` or `error` event. */
    fire: (type: 'load' | 'error') => {
      listeners.get(type)?.();
      return settled();
    },
    /** The browser paints: the frame callbacks waiting run. */
    paint: () => {
      for (const frame of frames.splice(0)) frame();
      return settled();
    },
    /** The timers of `delay` ms waiting run. */
    elapse: (delay: number) => {
      const due = timers.filter((timer) => timer.delay === delay);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay !== delay));
      for (const timer of due) timer.run();
      return settled();
    },
    settled,
  };
}
