// First imports: appStyles.ts attaches the stylesheets the Worker preloaded (before any lazy
// chunk loader looks at the page's links); evaluating i18n.ts starts the download of the
// visitor's language, in parallel with the route chunk the router requests. zodWithoutEval.ts keeps
// zod from asking for eval, which the Content-Security-Policy refuses.
import './app/zodWithoutEval';
import { appStylesReady } from './app/appStyles';
import { i18nReady } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(container: HTMLElement) {
  // The first render as a transition: React renders in slices of a few milliseconds and lets
  // the browser paint and answer input between them (no long task while the page builds).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The first render waits for the texts, so it never shows translation keys. If they cannot be
// downloaded the page still renders (keys beat a blank page; the menu can retry a language).
Promise.all([i18nReady, appStylesReady]).then(
  () => render(root),
  (error: unknown) => {
    console.error('Could not load the interface language', error);
    render(root);
  },
);
