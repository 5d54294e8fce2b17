import '@mantine/core/styles/Alert.css';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/format';

interface TourBookingTotalProps {
  /** The tour's price per person. */
  price: number;
  /** The people counted so far (0 while the field holds no count). */
  people: number;
  /** Why the server refused the booking, shown above the button. */
  refusal: string | null;
  submitting: boolean;
  /** False when no date of the tour is left to book. */
  bookable: boolean;
}

/** The booking's side card: the live total (price x people), the server's refusal and the submit button. */
export function TourBookingTotal({ price, people, refusal, submitting, bookable }: TourBookingTotalProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const total = Math.round(price * people * 100) / 100;

  return (
    <Card withBorder radius="md" padding="lg" component="aside" aria-label={t('tours.booking.total')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('tours.booking.total')}
        </Text>
        <Text fw={700} size="xl" c="lake.8" aria-live="polite" data-testid="tour-total">
          {formatMoney(total, language)} {t('common.currency')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('tours.booking.totalBreakdown', {
            price: formatMoney(price, language),
            people: t('counts.people', { count: people, formatted: formatNumber(people, language) }),
          })}
        </Text>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={submitting} disabled={!bookable}>
          {t('tours.booking.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
