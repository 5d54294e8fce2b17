import { Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface HotelFactProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

/** One fact of the hotel: its icon, a small label and the value under it. */
export function HotelFact({ icon, label, children }: HotelFactProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <div>{children}</div>
      </div>
    </Group>
  );
}
