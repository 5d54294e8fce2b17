import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadingStateProps {
  /** Announced to screen readers; "Loading…" in the current language by default. */
  label?: string;
  minHeight?: number | string;
}

/** A centred spinner with an accessible name (role status). */
export function LoadingState({ label, minHeight = 240 }: LoadingStateProps) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} py="xl">
      <Loader role="status" aria-label={label ?? t('common.loading')} />
    </Center>
  );
}
