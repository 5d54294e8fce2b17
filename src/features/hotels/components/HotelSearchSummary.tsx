import { Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaySearch } from '../../../components/staySearch';
import { formatDate, formatNumber, listSeparator } from '../../../lib/format';

/** The hotel list's stay search in one line (city, dates, guests), or that none is chosen; a dated search says only free hotels are shown. */
export function HotelSearchSummary({ search }: { search: StaySearch }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const parts: string[] = [];
  if (search.city) parts.push(search.city);
  if (search.checkIn && search.checkOut) {
    parts.push(t('hotels.search.dates', { checkIn: formatDate(search.checkIn, language), checkOut: formatDate(search.checkOut, language) }));
  }
  if (search.guests) parts.push(t('hotelCard.guests', { count: search.guests, formatted: formatNumber(search.guests, language) }));
  return (
    <div>
      <Text fw={600}>
        {parts.length > 0 ? (
          <>
            {t('hotels.search.summary')}{' '}
            {/* Each part isolated: a Latin city next to Persian dates keeps its order in right-to-left text. */}
            {parts.map((part, index) => (
              <Fragment key={part}>
                {index > 0 && listSeparator(language)}
                <bdi>{part}</bdi>
              </Fragment>
            ))}
          </>
        ) : (
          t('hotels.search.none')
        )}
      </Text>
      {search.checkIn && search.checkOut && (
        <Text size="sm" c="dimmed">
          {t('hotels.search.availableOnly')}
        </Text>
      )}
    </div>
  );
}
