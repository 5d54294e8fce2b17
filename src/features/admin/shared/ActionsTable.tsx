import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ActionsTableProps {
  /** The table's name for screen readers (e.g. "Room types of İpekyolu"). */
  label: string;
  /** The column headers, already translated; an "Actions" column follows them. */
  columns: readonly string[];
  verticalSpacing: 'xs' | 'sm';
  /** The rows (`Table.Tr`), each ending with its actions cell. */
  children: ReactNode;
}

/** A short admin list read at once (a hotel's room types, a room type's rates), with row actions at the end. */
export function ActionsTable({ label, columns, verticalSpacing, children }: ActionsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing={verticalSpacing} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={index}>{column}</Table.Th>
            ))}
            <Table.Th ta="end">{t('admin.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
