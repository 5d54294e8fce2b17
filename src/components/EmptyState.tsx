import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  message: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** E.g. a button that clears the filters. */
  action?: ReactNode;
}

/** Nothing to show (an empty list or no match for the filters). */
export function EmptyState({ message, description, icon, action }: EmptyStateProps) {
  return (
    <MantineEmptyState
      py="xl"
      variant="light"
      title={message}
      description={description}
      icon={icon ?? <IconMoodEmpty aria-hidden />}
    >
      {action}
    </MantineEmptyState>
  );
}
