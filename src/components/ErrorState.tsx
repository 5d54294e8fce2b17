import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  message: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** True while the retry runs (the button shows a spinner). */
  retrying?: boolean;
}

/** A load failure: the message (announced) and a retry button. */
export function ErrorState({ message, onRetry, retryLabel, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl">
      <ThemeIcon color="red" variant="light" size={48} radius="xl" aria-hidden>
        <IconAlertTriangle size={28} />
      </ThemeIcon>
      <Text role="alert" c="red.9" fw={500} ta="center">
        {message}
      </Text>
      {onRetry && (
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('common.retry')}
        </Button>
      )}
    </Stack>
  );
}
