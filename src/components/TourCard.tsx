import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tour } from '../../contract';
import { formatMoney } from '../lib/format';
import { CardImage } from './CardImage';
import { StarRating } from './StarRating';
import { pageUrl } from '../../contract/pages';
import { CARD_PHOTO_HEIGHT } from '../../contract/photos';

export type TourCardTour = Pick<Tour, 'id' | 'tourName' | 'tourStartAddress' | 'tourEndAddress' | 'price' | 'photoUrl' | 'starRating'>;

export interface TourCardProps {
  tour: TourCardTour;
  /** Heading level of the tour name: 2 under a page title, 3 under a section title. */
  headingOrder?: 2 | 3 | 4;
  /** The first card of a list: its photo is the page's largest image (loaded at once, high priority). */
  priority?: boolean;
}

/** Spec "Tours" card: photo, name, start-end addresses, price per person, stars, Details and Book. */
export function TourCard({ tour, headingOrder = 3, priority = false }: TourCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder shadow="sm" radius="md" padding="md" h="100%">
      <Card.Section>
        <CardImage priority={priority} src={tour.photoUrl} alt={tour.tourName} height={CARD_PHOTO_HEIGHT.tour} />
      </Card.Section>
      <Stack gap="xs" mt="md" flex={1}>
        <Title order={headingOrder} size="h4" id={titleId} lineClamp={2}>
          {tour.tourName}
        </Title>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <IconRoute size={16} color="var(--mantine-color-dimmed)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            {t('tourCard.route', { start: tour.tourStartAddress, end: tour.tourEndAddress })}
          </Text>
        </Group>
        <StarRating rating={tour.starRating} />
        <Text fw={700} size="lg" c="lake.8">
          {t('tourCard.pricePerPerson', { price: formatMoney(tour.price, i18n.language) })}
        </Text>
        <Group grow gap="xs" mt="auto" pt="xs">
          <Button component={Link} to={pageUrl('tour', tour.id)} variant="default" aria-describedby={titleId}>
            {t('tourCard.details')}
          </Button>
          <Button component={Link} to={pageUrl('tourReservation', tour.id)} aria-describedby={titleId}>
            {t('tourCard.book')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
