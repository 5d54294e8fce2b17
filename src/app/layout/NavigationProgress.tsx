import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './Layout.module.css';

/** Screens load lazily: while the next one loads, the current one stays and this bar runs. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.progress} role="progressbar" aria-label={t('nav.navigating')} />;
}
