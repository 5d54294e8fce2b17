import '@mantine/core/styles/Table.css';
import { Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** The last cell of an ActionsTable row: its buttons side by side, at the end of the line. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}
