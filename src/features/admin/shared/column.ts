import type { ReactNode } from 'react';

/** One column of an admin list: its header and how a row shows in it (a table cell, or a line of a phone's card). */
export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** E.g. actions: no wrapping, aligned to the end. */
  actions?: boolean;
}
