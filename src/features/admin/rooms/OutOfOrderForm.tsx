import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { HousekeepingInput } from '../../../../contract/room';
import type { Room } from '../../../../contract';
import { DateField } from '../../../components/DateField';
import { localizeDigits } from '../../../lib/format';
import { contractValidate, useAdminMutation, validatedSubmit } from '../shared';
import { roomKeys, setHousekeeping } from './api';

interface OutOfOrderValues {
  from: string;
  to: string;
  reason: string;
}

const bodyOf = (values: OutOfOrderValues) => ({
  status: 'OUT_OF_ORDER' as const,
  from: values.from || undefined,
  to: values.to || undefined,
  reason: values.reason.trim() || null,
});

/** Takes a room off sale for the nights from <= night < to, with a reason. */
export function OutOfOrderForm({ room, hotelId, onDone }: { room: Room; hotelId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const number = localizeDigits(room.number, i18n.language);
  const form = useForm<OutOfOrderValues>({
    initialValues: { from: room.outOfOrder?.from ?? '', to: room.outOfOrder?.to ?? '', reason: room.outOfOrder?.reason ?? '' },
  });
  const save = useAdminMutation({
    mutationFn: (values: OutOfOrderValues) => setHousekeeping(room.id, bodyOf(values)),
    form,
    errorFallback: t('adminRooms.list.saveFailed'),
    successMessage: t('adminRooms.list.statusSaved', { number, status: t('adminRooms.status.OUT_OF_ORDER') }),
    invalidate: [roomKeys.ofHotel(hotelId)],
    onSuccess: onDone,
  });
  const validate = contractValidate<OutOfOrderValues>(HousekeepingInput, {
    required: t('admin.form.required'),
    toBody: bodyOf,
    messages: { to: t('adminRooms.outOfOrder.toAfterFrom') },
  });
  const title = t('adminRooms.outOfOrder.title', { number });

  return (
    <form onSubmit={validatedSubmit(form, validate, (values) => save.mutate(values))} noValidate aria-label={title}>
      <Stack gap="xs">
        <Title order={4} size="h5">
          {title}
        </Title>
        <Group grow wrap="wrap" align="flex-start">
          <DateField label={t('adminRooms.outOfOrder.from')} withAsterisk {...form.getInputProps('from')} />
          <DateField label={t('adminRooms.outOfOrder.to')} withAsterisk {...form.getInputProps('to')} />
        </Group>
        <TextInput label={t('adminRooms.outOfOrder.reason')} withAsterisk maxLength={500} {...form.getInputProps('reason')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone} disabled={save.isPending}>
            {t('adminRooms.outOfOrder.cancel')}
          </Button>
          <Button type="submit" size="xs" color="red.9" loading={save.isPending}>
            {t('adminRooms.outOfOrder.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
