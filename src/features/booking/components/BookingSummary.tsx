import '@mantine/core/styles/Alert.css';
import { CancellationPolicyText } from '../../../components/CancellationPolicyText';
import { freeUntilOf } from '../../../../contract/cancellation';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageUrl } from '../../../../contract/pages';
import type { Hotel, StayQuote } from '../../../../contract';
import { isApiError } from '../../../lib/api';
import { formatDate, joinPlace } from '../../../lib/format';
import { QuoteBreakdown } from './QuoteBreakdown';

interface BookingSummaryProps {
  hotel: UseQueryResult<Hotel>;
  checkIn: string;
  checkOut: string;
  /** The quote of the stay as typed so far (null until a room type, dates, guests and rooms make one). */
  quote: UseQueryResult<StayQuote> | null;
  /** The nights of a stay whose price is on its way (0 when none is): their lines are drawn, their amounts to come. */
  expectedNights?: number;
}

/**
 * Beside the form: the hotel, the dates, the stay priced night by night with the hotel's tax and
 * the total before the guest commits (or why it cannot be booked), and the cancellation policy.
 */
export function BookingSummary({ hotel, checkIn, checkOut, quote, expectedNights }: BookingSummaryProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const missing = isApiError(hotel.error) && hotel.error.status === 404;

  return (
    <Card withBorder radius="md" padding="lg" style={{ position: 'sticky', top: 80 }}>
      <Stack gap="sm">
        {hotel.isPending ? (
          // The name and the place as tall as they come (an h3 and a small line).
          <Stack gap={0} aria-hidden>
            <Skeleton height={26} width="70%" my={2.4} />
            <Skeleton height={16} width="40%" my={2.15} />
          </Stack>
        ) : hotel.data ? (
          <div>
            <Title order={2} size="h3">
              {hotel.data.hotelName}
            </Title>
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{joinPlace([hotel.data.hotelCity, hotel.data.district], language)}</Text>
            </Group>
          </div>
        ) : (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{missing ? t('booking.errors.hotelMissing') : t('booking.hotelLoadError')}</Text>
              {missing ? (
                <Button component={Link} to={pageUrl('hotels')} size="xs" variant="light">
                  {t('screens.hotels')}
                </Button>
              ) : (
                <Button size="xs" variant="light" onClick={() => void hotel.refetch()} loading={hotel.isFetching}>
                  {t('common.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {checkIn && checkOut && checkOut > checkIn && (
          <Text size="sm">
            {formatDate(checkIn, language)} – {formatDate(checkOut, language)}
          </Text>
        )}
        <QuoteBreakdown
          quote={quote}
          expected={expectedNights ? { checkIn, nights: expectedNights, taxRate: hotel.data?.taxRate ?? null } : null}
        />
        {/* The cancellation policy's place (about three small lines) until the hotel says it. */}
        {hotel.isPending && <Skeleton height={61} aria-hidden />}
        {hotel.data && (
          <CancellationPolicyText
            policy={hotel.data.cancellationPolicy}
            freeDays={hotel.data.freeCancellationDays}
            freeUntil={checkIn ? freeUntilOf(hotel.data.cancellationPolicy, hotel.data.freeCancellationDays, checkIn) : null}
            withRulesLink
          />
        )}
      </Stack>
    </Card>
  );
}
