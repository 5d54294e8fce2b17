import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import type { TranslationKey } from '../../lib/i18n';
import { Footer } from './Footer';
import classes from './Layout.module.css';
import { TopBar } from './TopBar';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** Page title (document.title), translated. */
  titleKey?: TranslationKey;
}

function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .findLast((key) => key !== undefined);
  const title = titleKey ? `${t(titleKey)} · ${t('app.name')}` : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Every screen: skip link, sticky top bar, the screen, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <TopBar />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
