import { useTranslation } from 'react-i18next';
import { useScreenLoading } from '../screenLoads';
import classes from './Layout.module.css';

/** Screens load lazily: while the next one loads, the current one stays and this bar runs. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useScreenLoading();
  if (!loading) return null;
  return <div className={classes.progress} role="progressbar" aria-label={t('nav.navigating')} />;
}
