import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PlaceSectionProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** One block of the place detail: a bordered card with its heading (and icon). */
export function PlaceSection({ title, icon, children }: PlaceSectionProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Group gap="xs" mb="sm" wrap="nowrap">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}
