import '@mantine/core/styles/Combobox.css';
import { NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { RoomInput } from '../../../../contract/room';
import type { Room, RoomTypeAvailability } from '../../../../contract';
import { NumberField } from '../../../components/NumberField';
import { localizeDigits } from '../../../lib/format';
import { roomTypeName } from '../../../lib/roomTypeName';
import { contractValidate, roomTypeAdminKeys, SectionForm, useAdminMutation, validatedSubmit } from '../shared';
import { createRoom, roomKeys, updateRoom } from './api';

interface RoomFormValues {
  number: string;
  floor: number | string;
  roomTypeId: string;
  note: string;
}

export interface RoomFormProps {
  hotelId: string;
  /** The room edited, or null to add one. */
  room: Room | null;
  roomTypes: readonly RoomTypeAvailability[];
  onDone: () => void;
}

const bodyOf = (values: RoomFormValues) => ({
  roomTypeId: values.roomTypeId,
  number: values.number.trim(),
  floor: values.floor,
  note: values.note.trim() || null,
});

/** Adds a room to one of the hotel's room types, or renames, re-floors or moves one (a move stays in the hotel). */
export function RoomForm({ hotelId, room, roomTypes, onDone }: RoomFormProps) {
  const { t, i18n } = useTranslation();
  const form = useForm<RoomFormValues>({
    initialValues: room
      ? { number: room.number, floor: room.floor, roomTypeId: room.roomTypeId, note: room.note ?? '' }
      : { number: '', floor: '', roomTypeId: '', note: '' },
  });
  const save = useAdminMutation({
    mutationFn: (values: RoomFormValues) => (room ? updateRoom(room.id, bodyOf(values)) : createRoom(bodyOf(values))),
    form,
    errorFallback: t('admin.form.saveFailed'),
    successMessage: (saved: Room) => t(room ? 'adminRooms.form.saved' : 'adminRooms.form.added', { number: localizeDigits(saved.number, i18n.language) }),
    invalidate: [roomKeys.ofHotel(hotelId), roomTypeAdminKeys.ofHotel(hotelId)],
    onSuccess: onDone,
  });
  const validate = contractValidate<RoomFormValues>(RoomInput, { required: t('admin.form.required'), toBody: bodyOf });
  const number = room ? localizeDigits(room.number, i18n.language) : '';

  return (
    <SectionForm
      mode={room ? 'edit' : 'add'}
      addTitle={t('adminRooms.form.addTitle')}
      editTitle={t('adminRooms.form.editTitle', { number })}
      onSubmit={validatedSubmit(form, validate, (values) => save.mutate(values))}
      onCancel={onDone}
      submitting={save.isPending}
    >
      <TextInput label={t('adminRooms.form.number')} withAsterisk maxLength={20} {...form.getInputProps('number')} />
      <NumberField label={t('adminRooms.form.floor')} withAsterisk min={-5} max={200} allowNegative {...form.getInputProps('floor')} />
      <NativeSelect
        label={t('adminRooms.form.roomType')}
        withAsterisk
        data={[
          { value: '', label: t('adminOps.channels.chooseRoomTypePlaceholder'), disabled: true },
          ...roomTypes.map((type) => ({ value: type.id, label: roomTypeName(type.name, t, type.displayName) })),
        ]}
        {...form.getInputProps('roomTypeId')}
      />
      <TextInput label={t('adminRooms.form.note')} maxLength={500} {...form.getInputProps('note')} />
    </SectionForm>
  );
}
