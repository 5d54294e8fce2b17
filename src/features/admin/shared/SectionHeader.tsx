import { Stack, Text, Title } from '@mantine/core';

/** The heading of the section shown in the admin screen (h2 under the screen's h1). */
export function SectionHeader({ title, description }: { title: string; description?: string }) {
  return (
    <Stack gap={2}>
      <Title order={2}>{title}</Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
