import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Place } from '../../contract';
import { CardImage } from './CardImage';
import { pageUrl } from '../../contract/pages';
import { CARD_PHOTO_HEIGHT } from '../../contract/photos';

export type PlaceCardPlace = Pick<Place, 'id' | 'name' | 'image'> & Partial<Pick<Place, 'location' | 'description'>>;

export interface PlaceCardProps {
  place: PlaceCardPlace;
  /** Heading level of the place name: 2 under a page title, 3 under a section title. */
  headingOrder?: 2 | 3 | 4;
  /** The first card of a list: its photo is the page's largest image (loaded at once, high priority). */
  priority?: boolean;
  /** Show the first lines of the description (lists); the home section shows only the name. */
  showDescription?: boolean;
}

/** Spec "Home"/"Places": a tourist place's image, name (location) and a link to /place/{id}. */
export function PlaceCard({ place, headingOrder = 3, showDescription = false, priority = false }: PlaceCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder shadow="sm" radius="md" padding="md" h="100%">
      <Card.Section>
        <CardImage priority={priority} src={place.image} alt={place.name} height={CARD_PHOTO_HEIGHT.place} />
      </Card.Section>
      <Stack gap="xs" mt="md" flex={1}>
        <Title order={headingOrder} size="h4" id={titleId} lineClamp={2}>
          {place.name}
        </Title>
        {place.location && (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="sm" c="dimmed" lineClamp={1}>
              {place.location}
            </Text>
          </Group>
        )}
        {showDescription && place.description && (
          <Text size="sm" lineClamp={3}>
            {place.description}
          </Text>
        )}
        <Group mt="auto" pt="xs" grow>
          <Button component={Link} to={pageUrl('place', place.id)} variant="light" aria-describedby={titleId}>
            {t('placeCard.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
