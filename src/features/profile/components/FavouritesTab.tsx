import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconHeartOff, IconMapPin } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FavouriteHotel } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { useFavourites, useSetFavourite } from '../../../lib/favourites';
import { formatDate, formatMoney, joinPlace, listSeparator } from '../../../lib/format';
import { pageUrl } from '../../../../contract/pages';

/** The user's favourite hotels, each with a link to the hotel and a remove button. */
export function FavouritesTab() {
  const { t } = useTranslation();
  const favourites = useFavourites();

  if (favourites.isPending) return <LoadingState />;
  if (favourites.isError) {
    return (
      <ErrorState
        message={t('profile.favourites.loadError')}
        onRetry={() => void favourites.refetch()}
        retrying={favourites.isFetching}
      />
    );
  }
  if (favourites.data.length === 0) {
    return (
      <EmptyState
        message={t('profile.favourites.empty')}
        description={t('profile.favourites.emptyHint')}
        action={
          <Button component={Link} to={pageUrl('hotels')} variant="light">
            {t('profile.favourites.browse')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {favourites.data.map((hotel) => (
        <FavouriteRow key={hotel.id} hotel={hotel} />
      ))}
    </Stack>
  );
}

function FavouriteRow({ hotel }: { hotel: FavouriteHotel }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const setFavourite = useSetFavourite();
  const location = joinPlace([hotel.hotelCity, hotel.district], i18n.language);

  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Anchor component={Link} to={pageUrl('hotel', hotel.id)} fw={700} size="lg" id={nameId}>
            {hotel.hotelName}
          </Anchor>
          {location && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="sm" c="dimmed">
                {location}
              </Text>
            </Group>
          )}
          <Text size="sm">
            {hotel.fromPriceWithTaxes !== null && (
              <>
                {t('profile.favourites.pricePerNight', { price: formatMoney(hotel.fromPriceWithTaxes, i18n.language) })}
                {listSeparator(i18n.language)}
              </>
            )}
            <Text span c="dimmed" size="sm">
              {t('profile.favourites.savedOn', { date: formatDate(hotel.favouritedAt, i18n.language) })}
            </Text>
          </Text>
        </Stack>
        <Button
          variant="light"
          color="red"
          leftSection={<IconHeartOff size={16} aria-hidden />}
          aria-describedby={nameId}
          loading={setFavourite.isPending}
          onClick={() => setFavourite.mutate({ hotelId: hotel.id, favourite: false })}
        >
          {t('profile.favourites.remove')}
        </Button>
      </Group>
    </Card>
  );
}
