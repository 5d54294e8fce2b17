import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Button, Card, Container, Grid, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconBus,
  IconCar,
  IconCheck,
  IconClock,
  IconHourglass,
  IconMapPin,
  IconPhone,
  IconRoute,
  IconCarSuv,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Place } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { isApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { getDirection } from '../../../lib/i18n';
import { phoneHref } from '../../../lib/supportContact';
import { usePlaceById } from '../api/getPlaceById';
import { groupTransport, localizeDigits, sortWeekdays, weekdayLabel } from '../localize';
import { placeCategories, seasons } from '../placeFilters';
import { PlacePhoto } from './PlacePhoto';
import { pageUrl } from '../../../../contract/pages';

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

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Group gap="xs" mb="sm" wrap="nowrap">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

function PlaceDetail({ place }: { place: Place }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const category = placeCategories.find((known) => known === place.category);
  const transport = groupTransport(place.transportationCars);
  const fee = (amount: number) =>
    amount === 0 ? t('places.detail.free') : `${formatMoney(amount, language)} ${t('common.currency')}`;
  const seasonLabel = (value: string) => {
    const known = seasons.find((season) => season === value.trim().toLowerCase());
    return known ? t(`places.season.${known}`) : value;
  };
  const modes = [
    { key: 'car', label: t('places.detail.byCar'), icon: <IconCar size={18} aria-hidden />, entries: transport.car },
    { key: 'bus', label: t('places.detail.byBus'), icon: <IconBus size={18} aria-hidden />, entries: transport.bus },
    { key: 'taxi', label: t('places.detail.byTaxi'), icon: <IconCarSuv size={18} aria-hidden />, entries: transport.taxi },
  ] as const;

  return (
    <Stack gap="lg">
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

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Section title={t('places.detail.photos')}>
              <PlacePhoto src={place.image} alt={t('places.detail.photoAlt', { name: place.name })} />
            </Section>

            <Section title={t('places.detail.about')}>
              <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
                {place.description}
              </Text>
              {place.bestSeasons.length > 0 && (
                <Group gap="xs" mt="md">
                  <Text fw={500}>{t('places.detail.bestSeasons')}:</Text>
                  {place.bestSeasons.map((season) => (
                    <Badge key={season} variant="outline" color="gray">
                      {seasonLabel(season)}
                    </Badge>
                  ))}
                </Group>
              )}
            </Section>

            <Section title={t('places.detail.transportation')} icon={<IconRoute size={20} aria-hidden />}>
              <Stack gap="sm">
                {modes.map((mode) => (
                  <div key={mode.key}>
                    <Group gap="xs" wrap="nowrap">
                      {mode.icon}
                      <Text fw={600}>{mode.label}</Text>
                    </Group>
                    {mode.entries.length > 0 ? (
                      <List size="sm" ps="lg" mt={4}>
                        {mode.entries.map((entry) => (
                          <List.Item key={entry}>{entry}</List.Item>
                        ))}
                      </List>
                    ) : (
                      <Text size="sm" c="dimmed" ps="lg">
                        {t('places.detail.noTransportInfo')}
                      </Text>
                    )}
                  </div>
                ))}
                {transport.other.length > 0 && (
                  <div>
                    <Text fw={600}>{t('places.detail.otherTransport')}</Text>
                    <List size="sm" ps="lg" mt={4}>
                      {transport.other.map((entry) => (
                        <List.Item key={entry}>{entry}</List.Item>
                      ))}
                    </List>
                  </div>
                )}
              </Stack>
            </Section>

            <Section title={t('places.detail.facilities')}>
              <List spacing="xs" icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />}>
                {place.facilities.map((facility) => (
                  <List.Item key={facility}>{facility}</List.Item>
                ))}
              </List>
            </Section>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Section title={t('places.detail.openingHours')} icon={<IconClock size={20} aria-hidden />}>
              <Text fw={600} size="lg">
                {localizeDigits(t('places.detail.hours', { open: place.visitOpenTime, close: place.visitCloseTime }), language)}
              </Text>
              <Text size="sm" fw={500} mt="sm">
                {t('places.detail.openDays')}
              </Text>
              <Group gap={6} mt={4}>
                {sortWeekdays(place.visitDays).map((day) => (
                  <Badge key={day} variant="light" color="gray" tt="none">
                    {weekdayLabel(day, language)}
                  </Badge>
                ))}
              </Group>
            </Section>

            <Section title={t('places.detail.entryFees')}>
              <Table>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row">{t('places.detail.feeAdult')}</Table.Th>
                    <Table.Td ta="end">{fee(place.entryFeeAdult)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('places.detail.feeStudent')}</Table.Th>
                    <Table.Td ta="end">{fee(place.entryFeeStudent)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('places.detail.feeMuseum')}</Table.Th>
                    <Table.Td ta="end">{fee(place.entryFeeMuseum)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Section>

            <Section title={t('places.detail.recommendedDuration')} icon={<IconHourglass size={20} aria-hidden />}>
              <Text>{place.recommendedDuration ? localizeDigits(place.recommendedDuration, language) : t('places.detail.notGiven')}</Text>
            </Section>

            <Section title={t('places.detail.contact')} icon={<IconPhone size={20} aria-hidden />}>
              {place.contact ? (
                /^[\d\s+()-]+$/.test(place.contact) ? (
                  <Anchor href={phoneHref(place.contact)} dir="ltr" aria-label={t('places.detail.call', { phone: place.contact })}>
                    {place.contact}
                  </Anchor>
                ) : (
                  <Text>{place.contact}</Text>
                )
              ) : (
                <Text c="dimmed">{t('places.detail.noContact')}</Text>
              )}
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
