import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** The cards row of a section: 1 column on phones, 2 on tablets, 4 on desktops. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">{children}</SimpleGrid>;
}
