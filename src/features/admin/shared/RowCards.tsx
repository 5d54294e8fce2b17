import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { Column } from './column';

interface RowCardsProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** Accessible name of the list (the table's name on wider screens). */
  label: string;
  highlighted?: string | null | undefined;
  busy: boolean;
}

/**
 * A paged list's rows as cards on a phone (ServerPagedTable `cardsOnPhone`): each column's
 * header beside its value, the actions at the bottom, so nothing hides off-screen at 360 px.
 */
export function RowCards<T>({ rows, columns, rowKey, label, highlighted, busy }: RowCardsProps<T>) {
  const fields = columns.filter((column) => !column.actions);
  const actions = columns.filter((column) => column.actions);
  return (
    <Stack gap="sm" component="ul" aria-label={label} aria-busy={busy} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => {
        const key = rowKey(row);
        return (
          <Paper
            key={key}
            component="li"
            withBorder
            radius="md"
            p="sm"
            bg={highlighted === key ? 'var(--mantine-color-lake-light)' : undefined}
            aria-current={highlighted === key ? 'true' : undefined}
          >
            <Stack gap={6}>
              {fields.map((column) => (
                <Group key={column.key} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                    {column.header}
                  </Text>
                  <Box ta="end" fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {column.render(row)}
                  </Box>
                </Group>
              ))}
              {actions.map((column) => (
                <Group key={column.key} justify="flex-end" mt={4}>
                  {column.render(row)}
                </Group>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
