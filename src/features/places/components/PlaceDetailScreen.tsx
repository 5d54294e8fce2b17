import { Anchor, Button, Container, Grid, Group, List, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Place } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { Gallery } from '../../../components/Gallery';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { isApiError } from '../../../lib/api';
import { getDirection } from '../../../lib/i18n';
import { usePlaceById } from '../api/getPlaceById';
import { PlaceAbout } from './PlaceAbout';
import { PlaceFacts } from './PlaceFacts';
import { ContentFallbackNote } from '../../../components/ContentFallbackNote';
import { PlaceHeader } from './PlaceHeader';
import { PlaceSection } from './PlaceSection';
import { PlaceTransport } from './PlaceTransport';
import { pageUrl } from '../../../../contract/pages';
import { GALLERY_HERO_HEIGHT } from '../../../../contract/photos';
import { pointOf } from '../../../../contract/geo';
import { AddressOnMap } from '../../../components/map/PointMap';

function BackLink() {
  const { t, i18n } = useTranslation();
  const Arrow = getDirection(i18n.language) === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={pageUrl('places')} size="sm" w="fit-content">
      <Group gap={4} component="span" wrap="nowrap">
        <Arrow size={16} aria-hidden />
        {t('places.detail.back')}
      </Group>
    </Anchor>
  );
}

/** /place/{id}: every block of the spec's place detail, with the back link to /touristic-places. */
export function PlaceDetailScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = usePlaceById(id);

  let content: ReactNode;
  if (query.isPending) content = <LoadingState />;
  else if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    content = missing ? (
      <EmptyState
        message={<Title order={1} size="h3">{t('places.detail.notFoundTitle')}</Title>}
        description={t('places.detail.notFoundMessage')}
        action={
          <Button component={Link} to={pageUrl('places')} variant="light">
            {t('places.detail.back')}
          </Button>
        }
      />
    ) : (
      <ErrorState message={t('places.detail.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else content = <PlaceDetail place={query.data} />;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <BackLink />
        {content}
      </Stack>
    </Container>
  );
}

/** The header, then photos, about, transport, the map and facilities beside the facts of a visit. */
function PlaceDetail({ place }: { place: Place }) {
  const { t } = useTranslation();

  return (
    <Stack gap="lg">
      <PlaceHeader place={place} />
      <ContentFallbackNote fallback={place.fallback} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PlaceSection title={t('places.detail.photos')}>
              <Gallery photos={place.photos} fallbackUrls={[place.image]} name={place.name} heroHeight={GALLERY_HERO_HEIGHT.place} width="column" priority />
            </PlaceSection>

            <PlaceAbout place={place} />

            <PlaceTransport place={place} />

            <PlaceSection title={t('map.title')}>
              <AddressOnMap point={pointOf(place)} name={place.name} address={place.location} href={pageUrl('place', place.id)} />
            </PlaceSection>

            <PlaceSection title={t('places.detail.facilities')}>
              <List spacing="xs" icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />}>
                {place.facilities.map((facility) => (
                  <List.Item key={facility}>{facility}</List.Item>
                ))}
              </List>
            </PlaceSection>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <PlaceFacts place={place} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
