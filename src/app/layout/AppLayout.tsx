import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/LoadingState';
import { useShownFallback } from '../screenLoads';
import { Footer } from './Footer';
import classes from './Layout.module.css';
import { TopBar } from './TopBar';
import { useScrollRestoration } from './useScrollRestoration';

/** Shown while the first screen's chunk loads (later navigations keep the current screen). */
function ScreenFallback() {
  useShownFallback();
  return <LoadingState minHeight="60vh" />;
}

/** Every screen: skip link, sticky top bar, the screen, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  useScrollRestoration();
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <TopBar />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<ScreenFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
