/**
 * On public pages the Worker hands the app's stylesheets over as preloads, so the HTML's top bar
 * paints before they arrive. Attach them (in their order) and wait for them: React's first
 * render is never unstyled. A sheet that fails to load does not stop the page.
 */
function attachAppStyles(): Promise<unknown> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-app-style]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.onload = () => resolve();
          sheet.onerror = () => resolve();
          preload.after(sheet);
        }),
    ),
  );
}

/** Settles when the app's stylesheets are applied (at once where the HTML linked them itself). */
export const appStylesReady = typeof document === 'undefined' ? Promise.resolve() : attachAppStyles();
