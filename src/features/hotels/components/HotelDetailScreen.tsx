import '@mantine/core/styles/Tabs.css';
import { Anchor, Badge, Button, Card, Container, Grid, Group, List, Paper, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconCircleCheck,
  IconClockBolt,
  IconLock,
  IconMail,
  IconMap2,
  IconMapPin,
  IconPhone,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Hotel } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { StarRating } from '../../../components/StarRating';
import type { StaySearch } from '../../../components/staySearch';
import { parseStaySearch, reserveHref, staySearchParams } from '../../../components/staySearch';
import { isApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { useHotelById } from '../api/getHotelById';
import { HotelGallery } from './HotelGallery';
import { RoomTypesSection } from './RoomTypesSection';
import { pageUrl } from '../../../../contract/pages';

/** The chat link of a phone number: https://wa.me/ and its digits only. */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** /hotel/{id}: hero and gallery with lightbox, Overview and Location tabs, room types. */
export function HotelDetailScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const stay = parseStaySearch(searchParams);
  const query = useHotelById(id);

  if (query.isPending) return <LoadingState minHeight="60vh" />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <Container size="md" py="xl">
          <EmptyState
            message={t('hotelDetail.notFound')}
            action={
              <Button component={Link} to={pageUrl('hotels')} variant="light">
                {t('hotels.showAll')}
              </Button>
            }
          />
        </Container>
      );
    }
    return (
      <Container size="md" py="xl">
        <ErrorState message={t('hotelDetail.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Container>
    );
  }

  const hotel = query.data;
  const changeStay = (next: StaySearch) => setSearchParams(staySearchParams({ ...next, city: undefined }), { replace: true });

  return (
    <>
      <HotelGallery photos={hotel.photoUrls} name={hotel.hotelName} />
      <Container size="xl" py="xl">
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={1}>{hotel.hotelName}</Title>
            <Group gap="sm">
              <StarRating rating={hotel.starRating} />
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text c="dimmed">{[hotel.hotelCity, hotel.district].filter(Boolean).join(', ')}</Text>
              </Group>
            </Group>
          </Stack>

          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview">{t('hotelDetail.tabs.overview')}</Tabs.Tab>
              <Tabs.Tab value="location">{t('hotelDetail.tabs.location')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="lg">
              <Overview hotel={hotel} stay={stay} />
            </Tabs.Panel>
            <Tabs.Panel value="location" pt="lg">
              <Location hotel={hotel} />
            </Tabs.Panel>
          </Tabs>

          <RoomTypesSection hotelId={hotel.id} stay={stay} onStayChange={changeStay} />
        </Stack>
      </Container>
    </>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <div>{children}</div>
      </div>
    </Group>
  );
}

function Overview({ hotel, stay }: { hotel: Hotel; stay: StaySearch }) {
  const { t, i18n } = useTranslation();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <SimpleFacts hotel={hotel} />
          {hotel.features.length > 0 && (
            <div>
              <Title order={2} size="h4" mb="xs">
                {t('hotelDetail.features')}
              </Title>
              <Group gap="xs">
                {hotel.features.map((feature) => (
                  <Badge key={feature} variant="light" size="lg" tt="none">
                    {feature}
                  </Badge>
                ))}
              </Group>
            </div>
          )}
          <List spacing="xs" icon={<IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />}>
            <List.Item>{t('hotelDetail.freeCancellation')}</List.Item>
            <List.Item icon={<IconClockBolt size={18} color="var(--mantine-color-green-8)" aria-hidden />}>{t('hotelDetail.instantConfirmation')}</List.Item>
            <List.Item icon={<IconLock size={18} color="var(--mantine-color-green-8)" aria-hidden />}>{t('hotelDetail.securePayment')}</List.Item>
          </List>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder shadow="sm" radius="md" padding="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('hotelDetail.reservationCard.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('hotelCard.startingFrom')}
            </Text>
            <Text fw={700} fz={28} c="lake.8">
              {t('hotelCard.pricePerNight', { price: formatMoney(hotel.advancePayment, i18n.language) })}
            </Text>
            <Group gap={4}>
              <IconRosetteDiscountCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
              <Text size="sm">{t('hotelDetail.freeCancellation')}</Text>
            </Group>
            <Button component={Link} to={reserveHref(hotel.id, { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests })} size="md" mt="xs">
              {t('hotelCard.book')}
            </Button>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}

function SimpleFacts({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {hotel.phone && (
        <Fact icon={<IconPhone size={18} />} label={t('hotelDetail.phone')}>
          <Group gap="sm">
            <Anchor href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {hotel.phone}
            </Anchor>
            <Button
              component="a"
              href={whatsappHref(hotel.phone)}
              target="_blank"
              rel="noopener noreferrer"
              size="compact-sm"
              color="teal.9"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            >
              {t('hotelDetail.whatsapp')}
            </Button>
          </Group>
        </Fact>
      )}
      <Fact icon={<IconMapPin size={18} />} label={t('hotelDetail.cityDistrict')}>
        <Text>{[hotel.hotelCity, hotel.district].filter(Boolean).join(' / ')}</Text>
      </Fact>
      <Fact icon={<IconRosetteDiscountCheck size={18} />} label={t('hotelDetail.starRating')}>
        <StarRating rating={hotel.starRating} />
      </Fact>
      {hotel.email && (
        <Fact icon={<IconMail size={18} />} label={t('hotelDetail.email')}>
          <Anchor href={`mailto:${hotel.email}`}>{hotel.email}</Anchor>
        </Fact>
      )}
    </Stack>
  );
}

function Location({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Fact icon={<IconMapPin size={18} />} label={t('hotelDetail.address')}>
            <Text>{hotel.hotelAddress}</Text>
          </Fact>
          <Fact icon={<IconMap2 size={18} />} label={t('hotelDetail.city')}>
            <Text>{hotel.hotelCity}</Text>
          </Fact>
          {hotel.district && (
            <Fact icon={<IconMap2 size={18} />} label={t('hotelDetail.district')}>
              <Text>{hotel.district}</Text>
            </Fact>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" h={260} bg="gray.1" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Stack align="center" gap={4}>
            <IconMap2 size={40} aria-hidden />
            <Text fw={600}>{t('hotelDetail.map')}</Text>
            <Badge variant="light">{t('common.comingSoon')}</Badge>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
