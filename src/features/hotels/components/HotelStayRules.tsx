import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Hotel } from '../../../../contract';
import { formatTimeOfDay } from '../../../lib/format';

/** Check-in from / check-out until (24-hour, the language's digits) and the house rules; a part the hotel has not given is left out. */
export function HotelStayRules({ hotel }: { hotel: Pick<Hotel, 'checkInTime' | 'checkOutTime' | 'houseRules'> }) {
  const { t, i18n } = useTranslation();
  const { checkInTime, checkOutTime, houseRules } = hotel;
  if (!checkInTime && !checkOutTime && !houseRules) return null;
  return (
    <Stack gap="lg">
      {(checkInTime || checkOutTime) && (
        <section aria-labelledby="hotel-stay-times">
          <Title order={2} size="h4" mb="xs" id="hotel-stay-times">
            {t('hotelDetail.stayTimes')}
          </Title>
          <Group gap="xl">
            {checkInTime && (
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
                  <IconLogin size={18} />
                </ThemeIcon>
                <Text fw={500}>{t('hotelDetail.checkIn', { time: formatTimeOfDay(checkInTime, i18n.language) })}</Text>
              </Group>
            )}
            {checkOutTime && (
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
                  <IconLogout size={18} />
                </ThemeIcon>
                <Text fw={500}>{t('hotelDetail.checkOut', { time: formatTimeOfDay(checkOutTime, i18n.language) })}</Text>
              </Group>
            )}
          </Group>
        </section>
      )}
      {houseRules && (
        <section aria-labelledby="hotel-house-rules">
          <Title order={2} size="h4" mb="xs" id="hotel-house-rules">
            {t('hotelDetail.houseRules')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{houseRules}</Text>
        </section>
      )}
    </Stack>
  );
}
