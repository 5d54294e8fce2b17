import '@mantine/core/styles/Combobox.css';
import { NativeSelect, Paper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MAX_NIGHTS } from '../../../../contract/reservation';
import { ROOM_CAPACITY_MAX, RoomTypeInput } from '../../../../contract/roomType';
import type { RoomTypeAvailability } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import {
  contractValidate,
  hotelAdminKeys,
  roomTypeAdminKeys,
  SectionForm,
  SectionHeader,
  useAdminMutation,
  useChosenHotel,
  useFormMode,
  useRowDelete,
  validatedSubmit,
} from '../shared';
import { createRoomType, deleteRoomType, updateRoomType } from './api';
import { RatesPanel } from './RatesPanel';
import { RoomTypesTable } from './RoomTypesTable';
import { RoomTypeFields } from './RoomTypeFields';
import { EMPTY_ROOM_TYPE, roomTypeBodyOf, roomTypeValuesOf, type RoomTypeFormValues } from './roomTypeForm';
import { GalleryEditorOnDemand } from '../gallery/GalleryEditorOnDemand';

const RATES_PARAM = 'rates';
const HOTEL_PARAM = 'hotel';

/**
 * Spec "Room Types": choose a hotel, add or edit a room type (with its min/max nights), its room
 * types with Edit, Delete (no confirmation) and Rates (the date-range rates of one room type,
 * `?rates=` in the URL: RatesPanel).
 */
export function RoomTypesSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const hotelId = searchParams.get(HOTEL_PARAM) ?? '';
  const { hotels, hotel, rooms } = useChosenHotel(hotelId);

  const ratesRoomId = searchParams.get(RATES_PARAM);
  const ratesRoom = rooms.data?.find((room) => room.id === ratesRoomId);

  const form = useForm<RoomTypeFormValues>({ initialValues: EMPTY_ROOM_TYPE });
  const mode = useFormMode(form, EMPTY_ROOM_TYPE);
  const validate = contractValidate<RoomTypeFormValues>(RoomTypeInput, {
    required: t('admin.form.required'),
    toBody: (values) => roomTypeBodyOf(values, hotelId, hotel?.taxRate ?? 0),
    messages: {
      pricePerNight: t('admin.roomTypes.errors.price'),
      capacity: t('admin.roomTypes.errors.capacity', { max: ROOM_CAPACITY_MAX }),
      roomCount: t('admin.roomTypes.errors.rooms'),
      minNights: t('admin.roomTypes.errors.nights', { max: MAX_NIGHTS }),
      maxNights: t('admin.roomTypes.errors.maxNights', { max: MAX_NIGHTS }),
    },
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roomTypeAdminKeys.ofHotel(hotelId) }),
      // Total rooms on the hotels' cards follow the inventory.
      queryClient.invalidateQueries({ queryKey: hotelAdminKeys.section }),
    ]);

  // Adds a room type, or (editing) changes the one in the form (PUT /api/roomType/updateRoomType?id=).
  const save = useAdminMutation({
    mutationFn: (values: RoomTypeFormValues) => {
      const body = roomTypeBodyOf(values as Required<typeof values>, hotelId, hotel?.taxRate ?? 0) as Parameters<typeof createRoomType>[0];
      return mode.editingId ? updateRoomType(mode.editingId, body) : createRoomType(body);
    },
    // The spec's own text for a failed create: 'Failed to create room type: ...'.
    form,
    errorFallback: t('admin.form.saveFailed'),
    errorText: (message) => (mode.isEditing ? message : t('admin.roomTypes.createFailed', { message })),
    successMessage: mode.isEditing ? t('admin.roomTypes.updated') : t('admin.roomTypes.created'),
    onSuccess: () => {
      mode.reset();
      void refresh();
    },
  });

  const { remove, deletingId } = useRowDelete({
    mutationFn: (room: RoomTypeAvailability) => deleteRoomType(room.id),
    failed: t('admin.roomTypes.deleteFailed'),
    deleted: t('admin.roomTypes.deleted'),
    onSuccess: () => void refresh(),
  });

  const submit = validatedSubmit(form, validate, (values) => save.mutate(values));

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
          <SectionForm
            mode={mode.mode}
            addTitle={t('admin.roomTypes.addTitle')}
            editTitle={t('admin.roomTypes.editTitle')}
            submitting={save.isPending}
            onCancel={mode.reset}
            onSubmit={submit}
          >
            <RoomTypeFields form={form} taxRate={hotel.taxRate} />
          </SectionForm>
          {mode.editingId && <GalleryEditorOnDemand key={mode.editingId} kind="roomType" entityId={mode.editingId} name={form.values.name} />}

          {rooms.isPending ? (
            <LoadingState />
          ) : rooms.isError ? (
            <ErrorState message={t('admin.roomTypes.loadError')} onRetry={() => void rooms.refetch()} retrying={rooms.isFetching} />
          ) : rooms.data.length === 0 ? (
            <EmptyState message={t('admin.roomTypes.empty')} />
          ) : (
            <RoomTypesTable
              hotelName={hotel.hotelName}
              rooms={rooms.data}
              editingId={mode.editingId}
              deletingId={deletingId}
              onEdit={(room) => mode.edit(room.id, roomTypeValuesOf(room))}
              onDelete={remove}
              ratesOf={ratesRoomId}
              onRates={(room) => {
                const next = new URLSearchParams(searchParams);
                next.set(RATES_PARAM, room.id);
                setSearchParams(next, { replace: true });
              }}
            />
          )}
          {ratesRoom && <RatesPanel room={ratesRoom} taxRate={hotel.taxRate} />}
        </>
      )}
    </>
  );
}
