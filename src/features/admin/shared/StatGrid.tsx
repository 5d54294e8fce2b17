import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** The cards row of a section: 2 columns on phones and tablets, 4 on desktops. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>{children}</SimpleGrid>;
}
