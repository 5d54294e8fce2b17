import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  /** Already formatted for the interface language. */
  value: ReactNode;
  icon?: ReactNode;
  color?: string;
}

/** One figure of a section's cards row: label above, value large (a season's revenue wraps before its unit, never out of the card), an icon on the side on wide screens. */
export function StatCard({ label, value, icon, color = 'lake' }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fw={700} fz={{ base: 20, sm: 24 }} lh={1.2} mt={4} style={{ overflowWrap: 'break-word' }}>
            {value}
          </Text>
        </div>
        {icon && (
          <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden visibleFrom="xl">
            {icon}
          </ThemeIcon>
        )}
      </Group>
    </Paper>
  );
}
