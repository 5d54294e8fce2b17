import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the login and register screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Container size={440} py={{ base: 'lg', sm: 60 }}>
      <Stack gap="xs" ta="center" mb="lg">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
    </Container>
  );
}
