import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { Autocomplete, NativeSelect, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
// The product's numeric field (Persian digits too): src/components/NumberField.tsx.
import { NumberField as NumberInput } from '../../../components/NumberField';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ReservationStatus } from '../../../../contract/reservation';
import { UUID_PATTERN } from '../../../../contract/patterns';
import type { Hotel } from '../../../../contract';
import { useAdminRoomTypes } from '../shared';
import { hotelIdOf, type ReservationFormValues } from './reservationForm';
import { roomTypeName } from '../../../lib/roomTypeName';
import { DateField } from '../../../components/DateField';

/** Room types offered before a known hotel is chosen. */
const DEFAULT_ROOM_NAMES = ['SINGLE', 'DOUBLE', 'SUITE'];

interface ReservationFieldsProps {
  form: UseFormReturnType<ReservationFormValues>;
  hotels: readonly Hotel[];
  /** An edit also shows the amounts and the status. */
  editing: boolean;
}

/** The fields of the admin's reservation form; the room types are those of the hotel typed or picked. */
export function ReservationFields({ form, hotels, editing }: ReservationFieldsProps) {
  const { t } = useTranslation();
  const hotelId = hotelIdOf(form.values.hotel, hotels);
  // The room types section's key: a room type added there shows here at once.
  const roomTypes = useAdminRoomTypes(hotelId, UUID_PATTERN.test(hotelId));
  const roomNames = roomTypes.data?.map((r) => r.name) ?? DEFAULT_ROOM_NAMES;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput label={t('adminOps.reservations.fields.guestName')} withAsterisk {...form.getInputProps('guestName')} />
        <TextInput label={t('adminOps.reservations.fields.guestEmail')} type="email" withAsterisk {...form.getInputProps('guestEmail')} />
        <TextInput label={t('adminOps.reservations.fields.guestPhone')} type="tel" withAsterisk {...form.getInputProps('guestPhone')} />
        <Autocomplete
          label={t('adminOps.reservations.fields.hotel')}
          withAsterisk
          data={hotels.map((h) => h.hotelName)}
          {...form.getInputProps('hotel')}
          error={form.errors.hotel ?? form.errors.hotelId}
        />
        <DateField label={t('adminOps.reservations.fields.checkIn')} withAsterisk {...form.getInputProps('checkIn')} />
        <DateField label={t('adminOps.reservations.fields.checkOut')} withAsterisk {...form.getInputProps('checkOut')} />
        <NativeSelect
          label={t('adminOps.reservations.fields.roomType')}
          withAsterisk
          data={[...new Set([form.values.roomType, ...roomNames].filter(Boolean))].map((name) => ({ value: name, label: roomTypeName(name, t) }))}
          {...form.getInputProps('roomType')}
        />
        <NumberInput label={t('adminOps.reservations.fields.roomCount')} min={1} withAsterisk {...form.getInputProps('roomCount')} />
        <NumberInput label={t('adminOps.reservations.fields.guests')} min={1} withAsterisk {...form.getInputProps('reservationGuests')} error={form.errors.reservationGuests} />
        {!editing && (
          <Text size="sm" c="dimmed" style={{ alignSelf: 'end' }}>
            {t('adminOps.reservations.pricedOnAdd')}
          </Text>
        )}
        {editing && (
          <>
            <NumberInput label={t('adminOps.reservations.fields.totalAmount')} min={0} step={0.01} decimalScale={2} withAsterisk {...form.getInputProps('totalAmount')} />
            <NumberInput label={t('adminOps.reservations.fields.advancePayment')} min={0} step={0.01} decimalScale={2} {...form.getInputProps('advancePayment')} />
            <NativeSelect
              label={t('adminOps.reservations.fields.status')}
              withAsterisk
              data={ReservationStatus.options.map((s) => ({ value: s, label: t(`adminOps.reservations.status.${s}`) }))}
              {...form.getInputProps('status')}
            />
          </>
        )}
      </SimpleGrid>
      <Textarea label={t('adminOps.reservations.fields.specialRequests')} autosize minRows={2} {...form.getInputProps('specialRequests')} />
    </>
  );
}
