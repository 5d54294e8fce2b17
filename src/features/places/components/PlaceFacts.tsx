import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconClock, IconHourglass, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../../contract';
import { formatMoney } from '../../../lib/format';
import { phoneHref } from '../../../lib/supportContact';
import { localizeDigits } from '../../../lib/format';
import { sortWeekdays, weekdayLabel } from '../localize';
import { PlaceSection } from './PlaceSection';

/** What a visit needs to know: opening hours and days, entry fees, recommended duration, contact. */
export function PlaceFacts({ place }: { place: Place }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const fees = [
    { key: 'adult', label: t('places.detail.feeAdult'), amount: place.entryFeeAdult },
    { key: 'student', label: t('places.detail.feeStudent'), amount: place.entryFeeStudent },
    { key: 'museum', label: t('places.detail.feeMuseum'), amount: place.entryFeeMuseum },
  ];
  const fee = (amount: number) =>
    amount === 0 ? t('places.detail.free') : `${formatMoney(amount, language)} ${t('common.currency')}`;

  return (
    <Stack gap="lg">
      <PlaceSection title={t('places.detail.openingHours')} icon={<IconClock size={20} aria-hidden />}>
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
      </PlaceSection>

      <PlaceSection title={t('places.detail.entryFees')}>
        <Table>
          <Table.Tbody>
            {fees.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row">{row.label}</Table.Th>
                <Table.Td ta="end">{fee(row.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </PlaceSection>

      <PlaceSection title={t('places.detail.recommendedDuration')} icon={<IconHourglass size={20} aria-hidden />}>
        <Text>{place.recommendedDuration ? localizeDigits(place.recommendedDuration, language) : t('places.detail.notGiven')}</Text>
      </PlaceSection>

      <PlaceSection title={t('places.detail.contact')} icon={<IconPhone size={20} aria-hidden />}>
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
      </PlaceSection>
    </Stack>
  );
}
