import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AdminCancelRequest } from '../../../../contract/refund';
import type { Reservation } from '../../../../contract';
import { formatDate } from '../../../lib/format';
import { contractValidate, validatedSubmit } from '../shared';
import { useAdminCancelReservation } from './useAdminCancelReservation';

interface CancelForm {
  reason: string;
}

export interface CancelReservationDialogProps {
  reservation: Reservation;
  onClose: () => void;
}

/**
 * "Cancel reservation": the admin gives the reason the guest is told (required, the contract's
 * AdminCancelRequest), the hotel's policy decides the fee (contract/cancellation.ts). Closes on
 * success; a refusal (409) is shown and the dialog stays with the reason typed.
 */
export function CancelReservationDialog({ reservation, onClose }: CancelReservationDialogProps) {
  const { t, i18n } = useTranslation();
  const form = useForm<CancelForm>({ initialValues: { reason: '' } });
  const cancel = useAdminCancelReservation(form);
  const validate = contractValidate<CancelForm>(AdminCancelRequest, { required: t('admin.form.required') });
  const submit = validatedSubmit(form, validate, ({ reason }) => cancel.mutate({ id: reservation.id, reason }, { onSuccess: onClose }));
  const title = t('adminOps.cancel.title');

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('adminOps.cancel.keep') }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={600}>
              {reservation.guestName} · <span dir="ltr">{reservation.pnrCode}</span>
            </Text>
            <Text size="sm">
              {reservation.hotelName} · {formatDate(reservation.checkIn, i18n.language)} – {formatDate(reservation.checkOut, i18n.language)}
            </Text>
          </Stack>
          <Text size="sm">{t('adminOps.cancel.policyNote')}</Text>
          <Textarea label={t('adminOps.cancel.reason')} description={t('adminOps.cancel.reasonHint')} withAsterisk autosize minRows={3} data-autofocus {...form.getInputProps('reason')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
              {t('adminOps.cancel.keep')}
            </Button>
            <Button type="submit" color="red.9" loading={cancel.isPending}>
              {t('adminOps.cancel.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
