import { Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface FactProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  /** The icon's corners: round on the hotel page, softer on the tour page. */
  radius?: 'xl' | 'md';
  /** The value in medium weight (a short figure), instead of as it comes. */
  strong?: boolean;
}

/** One fact of a hotel or a tour: its icon, a small label and the value under it. */
export function Fact({ icon, label, children, radius = 'xl', strong = false }: FactProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="lg" radius={radius} aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {strong ? <Text fw={500}>{children}</Text> : <div>{children}</div>}
      </div>
    </Group>
  );
}
