import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TourReservation } from '../../../../contract';
import { formatDate, formatMoney } from '../../../lib/format';
import { pageUrl } from '../../../../contract/pages';

/** The thank-you once a tour booking is stored: tour, date, email, its PNR code, total and the way home. */
export function TourBookingThankYou({ booking, tourName }: { booking: TourReservation; /** The tour's name in the page's language (the tour's own read). */ tourName: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const navigate = useNavigate();

  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" ta="center" gap="md">
        <IconCircleCheck size={56} color="var(--mantine-color-teal-7)" aria-hidden />
        <Title order={1}>{t('tours.booking.thankYouTitle')}</Title>
        <Text role="status">
          {t('tours.booking.thankYouMessage', {
            tour: tourName,
            date: formatDate(booking.tourDate, language, 'long'),
            email: booking.email,
          })}
        </Text>
        <Text fw={700}>{t('tours.booking.thankYouPnr', { pnr: booking.pnrCode })}</Text>
        <Text fw={700}>{t('tours.booking.thankYouTotal', { total: formatMoney(booking.totalAmount, language) })}</Text>
        <Button leftSection={<IconHome size={18} aria-hidden />} onClick={() => void navigate(pageUrl('home'))}>
          {t('tours.booking.goHome')}
        </Button>
      </Stack>
    </Card>
  );
}
