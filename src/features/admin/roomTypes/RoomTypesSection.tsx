import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Table.css';
import { ActionIcon, NativeSelect, NumberInput, Paper, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_CAPACITY, ROOM_CAPACITY_MAX, RoomTypeInput } from '../../../../contract/roomType';
import type { RoomTypeAvailability } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatMoney, formatNumber } from '../../../lib/format';
import { getAllHotels, hotelAdminKeys } from '../hotels/api';
import { contractValidate, SectionForm, SectionHeader, useAdminMutation, validatedSubmit } from '../shared';
import { getHotelRoomTypes } from '../../../lib/hotels';
import { createRoomType, deleteRoomType, roomTypeAdminKeys } from './api';

interface RoomTypeFormValues {
  name: string;
  pricePerNight: number | string;
  capacity: number | string;
  roomCount: number | string;
}

const EMPTY: RoomTypeFormValues = { name: '', pricePerNight: '', capacity: DEFAULT_CAPACITY, roomCount: 1 };
const HOTEL_PARAM = 'hotel';

/** Spec "Room Types": choose a hotel, add a room type, its room types with Delete (no confirmation). */
export function RoomTypesSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const hotelId = searchParams.get(HOTEL_PARAM) ?? '';
  const hotels = useQuery({ queryKey: hotelAdminKeys.all, queryFn: ({ signal }) => getAllHotels(signal) });
  const hotel = hotels.data?.find((h) => h.id === hotelId);
  const rooms = useQuery({
    queryKey: roomTypeAdminKeys.ofHotel(hotelId),
    queryFn: ({ signal }) => getHotelRoomTypes(hotelId, {}, { signal }),
    enabled: Boolean(hotel),
  });

  const form = useForm<RoomTypeFormValues>({ initialValues: EMPTY });
  const validate = contractValidate<RoomTypeFormValues>(RoomTypeInput, {
    required: t('admin.form.required'),
    toBody: (values) => ({ ...values, hotelId }),
    messages: {
      pricePerNight: t('admin.roomTypes.errors.price'),
      capacity: t('admin.roomTypes.errors.capacity', { max: ROOM_CAPACITY_MAX }),
      roomCount: t('admin.roomTypes.errors.rooms'),
    },
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roomTypeAdminKeys.ofHotel(hotelId) }),
      // Total rooms on the hotels' cards follow the inventory.
      queryClient.invalidateQueries({ queryKey: hotelAdminKeys.section }),
    ]);

  const create = useAdminMutation({
    mutationFn: (values: RoomTypeFormValues) => createRoomType({ ...(values as Required<typeof values>), hotelId } as Parameters<typeof createRoomType>[0]),
    // The spec's own text for this failure: 'Failed to create room type: ...'.
    form,
    errorFallback: t('admin.form.saveFailed'),
    errorText: (message) => t('admin.roomTypes.createFailed', { message }),
    successMessage: t('admin.roomTypes.created'),
    onSuccess: () => {
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      void refresh();
    },
  });

  const remove = useAdminMutation({
    mutationFn: (room: RoomTypeAvailability) => deleteRoomType(room.id),
    errorFallback: t('admin.roomTypes.deleteFailed'),
    errorTitle: t('admin.roomTypes.deleteFailed'),
    successMessage: t('admin.roomTypes.deleted'),
    onSuccess: () => void refresh(),
  });

  const submit = validatedSubmit(form, validate, (values) => create.mutate(values));

  return (
    <>
      <SectionHeader title={t('admin.sections.roomTypes')} />
      <Paper withBorder radius="md" p="md">
        {hotels.isPending ? (
          <LoadingState minHeight={60} />
        ) : hotels.isError ? (
          <ErrorState message={t('admin.roomTypes.hotelsError')} onRetry={() => void hotels.refetch()} retrying={hotels.isFetching} />
        ) : (
          <NativeSelect
            label={t('admin.roomTypes.chooseHotel')}
            value={hotel ? hotelId : ''}
            data={[{ value: '', label: t('admin.roomTypes.chooseHotelPlaceholder'), disabled: true }, ...hotels.data.map((h) => ({ value: h.id, label: h.hotelName }))]}
            onChange={(event) => {
              const next = new URLSearchParams(searchParams);
              next.set(HOTEL_PARAM, event.currentTarget.value);
              setSearchParams(next, { replace: true });
            }}
          />
        )}
      </Paper>

      {!hotel ? (
        hotels.isSuccess && <Text c="dimmed">{t('admin.roomTypes.noHotel')}</Text>
      ) : (
        <>
          <SectionForm mode="add" addTitle={t('admin.roomTypes.addTitle')} editTitle="" submitting={create.isPending} onCancel={() => undefined} onSubmit={submit}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <TextInput label={t('admin.roomTypes.fields.name')} withAsterisk placeholder={t('admin.placeholders.roomTypeName')} {...form.getInputProps('name')} />
              <NumberInput label={t('admin.roomTypes.fields.pricePerNight')} withAsterisk min={0} step={0.01} decimalScale={2} allowNegative={false} {...form.getInputProps('pricePerNight')} />
              <NumberInput label={t('admin.roomTypes.fields.capacity')} min={1} max={ROOM_CAPACITY_MAX} clampBehavior="none" allowDecimal={false} allowNegative={false} {...form.getInputProps('capacity')} />
              <NumberInput label={t('admin.roomTypes.fields.roomCount')} min={0} allowDecimal={false} allowNegative={false} {...form.getInputProps('roomCount')} />
            </SimpleGrid>
          </SectionForm>

          {rooms.isPending ? (
            <LoadingState />
          ) : rooms.isError ? (
            <ErrorState message={t('admin.roomTypes.loadError')} onRetry={() => void rooms.refetch()} retrying={rooms.isFetching} />
          ) : rooms.data.length === 0 ? (
            <EmptyState message={t('admin.roomTypes.empty')} />
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="sm" aria-label={t('admin.roomTypes.tableLabel', { hotel: hotel.hotelName })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.roomTypes.columns.hotel')}</Table.Th>
                    <Table.Th>{t('admin.roomTypes.columns.name')}</Table.Th>
                    <Table.Th>{t('admin.roomTypes.columns.pricePerNight')}</Table.Th>
                    <Table.Th>{t('admin.roomTypes.columns.capacity')}</Table.Th>
                    <Table.Th>{t('admin.roomTypes.columns.roomCount')}</Table.Th>
                    <Table.Th ta="end">{t('admin.roomTypes.columns.delete')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rooms.data.map((room) => (
                    <Table.Tr key={room.id}>
                      <Table.Td>{hotel.hotelName}</Table.Td>
                      <Table.Td>{room.name}</Table.Td>
                      <Table.Td>
                        {formatMoney(room.pricePerNight, lang)} {t('common.currency')}
                      </Table.Td>
                      <Table.Td>{formatNumber(room.capacity, lang)}</Table.Td>
                      <Table.Td>{formatNumber(room.roomCount, lang)}</Table.Td>
                      <Table.Td ta="end">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('admin.roomTypes.deleteItem', { name: room.name })}
                          loading={remove.isPending && remove.variables?.id === room.id}
                          onClick={() => remove.mutate(room)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </>
  );
}
