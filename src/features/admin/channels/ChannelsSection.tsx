import '@mantine/core/styles/Combobox.css';
import { Group, NativeSelect, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddressChoices } from '../shared/useAddressChoices';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { roomTypeName } from '../../../lib/roomTypeName';
import { SectionHeader, useChosenHotel } from '../shared';
import { ChannelsPanel } from './ChannelsPanel';

const HOTEL_PARAM = 'hotel';
const ROOM_PARAM = 'roomType';

/** Admin › Channels: choose a hotel and one of its room types, then its channels (ChannelsPanel). */
export function ChannelsSection() {
  const { t } = useTranslation();
  const { searchParams, choose } = useAddressChoices();
  const hotelId = searchParams.get(HOTEL_PARAM) ?? '';
  const roomTypeId = searchParams.get(ROOM_PARAM) ?? '';
  const { hotels, hotel, rooms } = useChosenHotel(hotelId);
  const room = rooms.data?.find((r) => r.id === roomTypeId);

  return (
    <>
      <SectionHeader title={t('adminOps.sections.channels')} description={t('adminOps.channels.description')} />
      <Paper withBorder radius="md" p="md">
        {hotels.isPending ? (
          <LoadingState minHeight={60} />
        ) : hotels.isError ? (
          <ErrorState message={t('admin.roomTypes.hotelsError')} onRetry={() => void hotels.refetch()} retrying={hotels.isFetching} />
        ) : (
          <Group grow align="flex-end">
            <NativeSelect
              label={t('admin.roomTypes.chooseHotel')}
              value={hotel ? hotelId : ''}
              data={[{ value: '', label: t('admin.roomTypes.chooseHotelPlaceholder'), disabled: true }, ...hotels.data.map((h) => ({ value: h.id, label: h.hotelName }))]}
              onChange={(event) => choose({ [HOTEL_PARAM]: event.currentTarget.value, [ROOM_PARAM]: '' })}
            />
            <NativeSelect
              label={t('adminOps.channels.chooseRoomType')}
              disabled={!hotel || !rooms.isSuccess}
              value={room ? roomTypeId : ''}
              data={[{ value: '', label: t('adminOps.channels.chooseRoomTypePlaceholder'), disabled: true }, ...(rooms.data ?? []).map((r) => ({ value: r.id, label: roomTypeName(r.name, t, r.displayName) }))]}
              onChange={(event) => choose({ [ROOM_PARAM]: event.currentTarget.value })}
            />
          </Group>
        )}
      </Paper>
      {hotel && rooms.isError && <ErrorState message={t('admin.roomTypes.loadError')} onRetry={() => void rooms.refetch()} retrying={rooms.isFetching} />}
      {hotels.isSuccess && !room && !(hotel && rooms.isError) && <Text c="dimmed">{t('adminOps.channels.pick')}</Text>}
      {room && <ChannelsPanel key={room.id} roomTypeId={room.id} roomTypeName={roomTypeName(room.name, t, room.displayName)} />}
    </>
  );
}
