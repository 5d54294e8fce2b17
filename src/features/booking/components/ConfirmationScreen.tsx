import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import { Alert, Button, Card, Container, Divider, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHome, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import type { ReservationDetails } from '../reservationForm';
import { roomTypeName } from '../../../lib/roomTypeName';
import { pageUrl } from '../../../../contract/pages';

// Navigation state is whatever the history holds: read it defensively.
const Details = z.object({
  pnrCode: z.string(),
  hotelName: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  reservationGuests: z.number(),
  roomTypeName: z.string().optional(),
  roomTypeDisplayName: z.string().optional(),
  roomCount: z.number().optional(),
  totalAmount: z.number(),
}) satisfies z.ZodType<ReservationDetails>;

function readDetails(state: unknown): ReservationDetails | null {
  const parsed = z.object({ reservationDetails: Details }).safeParse(state);
  return parsed.success ? parsed.data.reservationDetails : null;
}

/** /reservation-confirmation: needs navigation state `reservationDetails` (spec section 2). */
export function ConfirmationScreen() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const details = readDetails(location.state);
  const language = i18n.language;

  if (!details) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center" gap="md" py="xl" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <IconInfoCircle size={32} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('confirmation.noData')}
          </Title>
          <Text c="dimmed">{t('confirmation.noDataDetail')}</Text>
          <Button component={Link} to={pageUrl('home')} leftSection={<IconHome size={16} aria-hidden />}>
            {t('common.backHome')}
          </Button>
        </Stack>
      </Container>
    );
  }

  const rows: [string, string][] = [
    [t('confirmation.hotelName'), details.hotelName],
    [t('confirmation.guestName'), details.guestName],
    [t('confirmation.guestEmail'), details.guestEmail],
    [t('confirmation.checkIn'), formatDate(details.checkIn, language, 'long')],
    [t('confirmation.checkOut'), formatDate(details.checkOut, language, 'long')],
    [t('confirmation.reservationGuests'), formatNumber(details.reservationGuests, language)],
    ...(details.roomTypeName && details.roomCount
      ? ([[t('confirmation.rooms'), `${formatNumber(details.roomCount, language)} × ${roomTypeName(details.roomTypeName, t, details.roomTypeDisplayName)}`]] as [string, string][])
      : []),
    [t('confirmation.totalAmount'), `${formatMoney(details.totalAmount, language)} ${t('common.currency')}`],
  ];

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={1}>{t('confirmation.title')}</Title>
          <Text c="dimmed">{t('confirmation.subtitle')}</Text>
        </Stack>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <div>
              <Text size="sm" c="dimmed">
                {t('confirmation.pnrCode')}
              </Text>
              <Text fw={700} size="xl" ff="monospace" data-testid="confirmation-pnr">
                {details.pnrCode}
              </Text>
            </div>
            <Divider />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" m={0}>
              {rows.map(([label, value]) => (
                <div key={label}>
                  <Text component="dt" size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
        <Alert color="lake" variant="light" role="note" title={t('confirmation.notesTitle')} icon={<IconInfoCircle size={18} aria-hidden />}>
          <List size="sm" spacing={4}>
            <List.Item>{t('confirmation.notes.active')}</List.Item>
            <List.Item>{t('confirmation.notes.email', { email: details.guestEmail })}</List.Item>
            <List.Item>{t('confirmation.notes.pnr')}</List.Item>
          </List>
        </Alert>
        <Button component={Link} to={pageUrl('home')} variant="light" leftSection={<IconHome size={16} aria-hidden />} style={{ alignSelf: 'center' }}>
          {t('common.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
