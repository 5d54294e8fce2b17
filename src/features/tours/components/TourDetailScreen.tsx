import '@mantine/core/styles/Timeline.css';
import { Anchor, Button, Card, Container, Grid, Group, List, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconBolt,
  IconCalendarEvent,
  IconCheck,
  IconClock,
  IconFlag,
  IconMapPin,
  IconPhone,
  IconShieldCheck,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Tour } from '../../../../contract';
import { Gallery } from '../../../components/Gallery';
import { ContentFallbackNote } from '../../../components/ContentFallbackNote';
import { StarRating } from '../../../components/StarRating';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { phoneHref } from '../../../lib/supportContact';
import { useTourById } from '../api/getTourById';
import { TourBackLink } from './TourBackLink';
import { TourQueryContent } from './TourQueryContent';
import { pageUrl } from '../../../../contract/pages';
import { GALLERY_HERO_HEIGHT } from '../../../../contract/photos';
import { Fact } from '../../../components/Fact';
import { AddressOnMap } from '../../../components/map/PointMap';
import { pointOf } from '../../../../contract/geo';

/** /tour/{id}: photo, route, the meeting point's map, duration, group size, phone, price and the book link. */
export function TourDetailScreen() {
  const { id } = useParams();
  const query = useTourById(id);

  const content = <TourQueryContent query={query}>{(tour) => <TourDetail tour={tour} />}</TourQueryContent>;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <TourBackLink />
        {content}
      </Stack>
    </Container>
  );
}

function TourDetail({ tour }: { tour: Tour }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const notGiven = t('tours.detail.notGiven');

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{tour.tourName}</Title>
        <Group gap="xs" mt="xs">
          <StarRating rating={tour.starRating} />
        </Group>
      </div>
      <ContentFallbackNote fallback={tour.fallback} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <section aria-label={t('tours.detail.photos')}>
              <Gallery photos={tour.photos} fallbackUrls={[tour.photoUrl]} name={tour.tourName} heroHeight={GALLERY_HERO_HEIGHT.tour} width="column" priority />
            </section>

            <Card withBorder radius="md" padding="lg" component="section">
              <Title order={2} size="h4" mb="md">
                {t('tours.detail.itinerary')}
              </Title>
              <Timeline active={1} bulletSize={28} lineWidth={2}>
                <Timeline.Item bullet={<IconMapPin size={16} aria-hidden />} title={t('tours.detail.itineraryStart')}>
                  <Text size="sm">{tour.tourStartAddress}</Text>
                </Timeline.Item>
                <Timeline.Item bullet={<IconFlag size={16} aria-hidden />} title={t('tours.detail.itineraryEnd')}>
                  <Text size="sm">{tour.tourEndAddress}</Text>
                </Timeline.Item>
              </Timeline>
            </Card>

            <Card withBorder radius="md" padding="lg" component="section">
              <Title order={2} size="h4" mb="md">
                {t('map.meetingPoint')}
              </Title>
              <AddressOnMap point={pointOf(tour)} name={tour.tourStartAddress} address={tour.tourStartAddress} href={pageUrl('tour', tour.id)} height={260} />
            </Card>

            <Grid gap="lg">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Card withBorder radius="md" padding="lg" component="section" h="100%">
                  <Title order={2} size="h4" mb="sm">
                    {t('tours.detail.included')}
                  </Title>
                  <List spacing="xs" icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />}>
                    <List.Item>{t('tours.detail.includedItems.guide')}</List.Item>
                    <List.Item>{t('tours.detail.includedItems.transport')}</List.Item>
                    <List.Item>{t('tours.detail.includedItems.insurance')}</List.Item>
                  </List>
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Card withBorder radius="md" padding="lg" component="section" h="100%">
                  <Title order={2} size="h4" mb="sm">
                    {t('tours.detail.notIncluded')}
                  </Title>
                  <List spacing="xs" icon={<IconX size={16} color="var(--mantine-color-red-8)" aria-hidden />}>
                    <List.Item>{t('tours.detail.notIncludedItems.meals')}</List.Item>
                    <List.Item>{t('tours.detail.notIncludedItems.personal')}</List.Item>
                    <List.Item>{t('tours.detail.notIncludedItems.tips')}</List.Item>
                  </List>
                </Card>
              </Grid.Col>
            </Grid>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg" component="aside" aria-label={t('tours.detail.price')} style={{ position: 'sticky', top: 80 }}>
            <Stack gap="md">
              <div>
                <Text size="sm" c="dimmed">
                  {t('tours.detail.price')}
                </Text>
                <Text fw={700} size="xl" c="lake.8">
                  {formatMoney(tour.price, language)} {t('common.currency')}{' '}
                  <Text span size="sm" c="dimmed" fw={400}>
                    {t('tours.detail.perPerson')}
                  </Text>
                </Text>
              </div>
              <Fact radius="md" strong icon={<IconMapPin size={18} />} label={t('tours.detail.startPoint')}>
                {tour.tourStartAddress}
              </Fact>
              <Fact radius="md" strong icon={<IconFlag size={18} />} label={t('tours.detail.endPoint')}>
                {tour.tourEndAddress}
              </Fact>
              <Fact radius="md" strong icon={<IconCalendarEvent size={18} />} label={t('tours.detail.dates')}>
                {tour.startDate === tour.endDate
                  ? formatDate(tour.startDate, language)
                  : t('tours.detail.datesValue', { start: formatDate(tour.startDate, language), end: formatDate(tour.endDate, language) })}
              </Fact>
              <Fact radius="md" strong icon={<IconClock size={18} />} label={t('tours.detail.duration')}>
                {tour.duration === null
                  ? notGiven
                  : t('tours.detail.hours', { count: tour.duration, formattedCount: formatNumber(tour.duration, language) })}
              </Fact>
              <Fact radius="md" strong icon={<IconUsers size={18} />} label={t('tours.detail.groupSize')}>
                {t('tours.detail.groupSizeValue', { count: tour.participantCount, formattedCount: formatNumber(tour.participantCount, language) })}
              </Fact>
              <Fact radius="md" strong icon={<IconPhone size={18} />} label={t('tours.detail.phone')}>
                {tour.phone ? (
                  <Anchor href={phoneHref(tour.phone)} dir="ltr">
                    {tour.phone}
                  </Anchor>
                ) : (
                  notGiven
                )}
              </Fact>
              <Button component={Link} to={pageUrl('tourReservation', tour.id)} size="md" fullWidth>
                {t('tours.detail.book')}
              </Button>
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap">
                  <IconBolt size={18} color="var(--mantine-color-teal-7)" aria-hidden />
                  <Text size="sm">{t('tours.detail.instantConfirmation')}</Text>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <IconShieldCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
                  <Text size="sm">{t('tours.detail.freeCancellation')}</Text>
                </Group>
              </Stack>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
