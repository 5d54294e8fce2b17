import { Badge, Group, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../../contract';
import { placeCategories } from '../placeFilters';

/** The place's name, where it is and its category. */
export function PlaceHeader({ place }: { place: Place }) {
  const { t } = useTranslation();
  const category = placeCategories.find((known) => known === place.category);

  return (
    <div>
      <Title order={1}>{place.name}</Title>
      <Group gap="xs" mt="xs">
        <Group gap={4} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text c="dimmed" dir="auto">
            {place.location}
          </Text>
        </Group>
        {category && (
          <Badge variant="light" color="lake">
            {t(`places.category.${category}`)}
          </Badge>
        )}
      </Group>
    </div>
  );
}
