import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Group, NativeSelect, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddressChoices } from '../shared/useAddressChoices';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionHeader, useChosenHotel } from '../shared';
import { HousekeepingPanel } from './HousekeepingPanel';
import { RoomGridPanel } from './RoomGridPanel';

const HOTEL_PARAM = 'hotel';
const VIEW_PARAM = 'view';
const FROM_PARAM = 'from';
const VIEWS = ['housekeeping', 'grid'] as const;
type View = (typeof VIEWS)[number];

/**
 * Admin › Rooms (issue 32, docs/decisions/0017-numbered-rooms.md): choose a hotel, then its
 * housekeeping list (rooms with their status, add, edit, retire) or its room-by-night grid.
 * The hotel, the view and the grid's first night are in the URL (docs/urls.md).
 */
export function RoomsSection() {
  const { t } = useTranslation();
  const { searchParams, choose } = useAddressChoices();
  const hotelId = searchParams.get(HOTEL_PARAM) ?? '';
  const view: View = searchParams.get(VIEW_PARAM) === 'grid' ? 'grid' : 'housekeeping';
  const from = searchParams.get(FROM_PARAM) ?? '';
  const { hotels, hotel, rooms: roomTypes } = useChosenHotel(hotelId);

  return (
    <Stack gap="md">
      <SectionHeader title={t('adminRooms.section')} description={t('adminRooms.description')} />
      <Paper withBorder radius="md" p="md">
        {hotels.isPending ? (
          <LoadingState minHeight={60} />
        ) : hotels.isError ? (
          <ErrorState message={t('admin.roomTypes.hotelsError')} onRetry={() => void hotels.refetch()} retrying={hotels.isFetching} />
        ) : (
          <Group align="flex-end" wrap="wrap">
            <NativeSelect
              style={{ flex: '1 1 14rem' }}
              label={t('admin.roomTypes.chooseHotel')}
              value={hotel ? hotelId : ''}
              data={[{ value: '', label: t('admin.roomTypes.chooseHotelPlaceholder'), disabled: true }, ...hotels.data.map((h) => ({ value: h.id, label: h.hotelName }))]}
              onChange={(event) => choose({ [HOTEL_PARAM]: event.currentTarget.value, [FROM_PARAM]: '' })}
            />
            <SegmentedControl
              aria-label={t('adminRooms.view.label')}
              value={view}
              onChange={(value) => choose({ [VIEW_PARAM]: value === 'grid' ? 'grid' : '' })}
              data={VIEWS.map((value) => ({ value, label: t(`adminRooms.view.${value}`) }))}
            />
          </Group>
        )}
      </Paper>
      {hotels.isSuccess && !hotel && <Text c="dimmed">{t('adminRooms.pick')}</Text>}
      {hotel && view === 'housekeeping' && (
        <HousekeepingPanel key={hotel.id} hotelId={hotel.id} hotelName={hotel.hotelName} roomTypes={roomTypes.data ?? []} />
      )}
      {hotel && view === 'grid' && (
        <RoomGridPanel key={hotel.id} hotelId={hotel.id} hotelName={hotel.hotelName} from={from} onFrom={(night) => choose({ [FROM_PARAM]: night })} />
      )}
    </Stack>
  );
}
