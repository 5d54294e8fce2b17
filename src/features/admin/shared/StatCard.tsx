import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  /** Already formatted for the interface language. */
  value: ReactNode;
  icon?: ReactNode;
  color?: string;
}

/** One figure of a section's cards row: label above, value large, an icon on the side. */
export function StatCard({ label, value, icon, color = 'lake' }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fw={700} fz={28} lh={1.2} mt={4}>
            {value}
          </Text>
        </div>
        {icon && (
          <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
      </Group>
    </Paper>
  );
}
