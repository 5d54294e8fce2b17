import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small label over its value, for the facts of a reservation or payment card. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}
