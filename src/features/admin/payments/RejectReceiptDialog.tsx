import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { VerifyRequest } from '../../../../contract/payment';
import type { Payment } from '../../../../contract';
import { contractValidate, useAdminMutation, validatedSubmit } from '../shared';
import { paymentKeys, verifyPayment } from './api';

interface RejectForm {
  reason: string;
}

export interface RejectReceiptDialogProps {
  payment: Payment;
  onClose: () => void;
}

/**
 * "Reddet" asks why before anything changes: the reason is required (the guest reads it in the
 * PNR check, the profile and the rejection e-mail) and the reject is confirmed here. Closes on
 * success; a refusal is shown and the dialog stays with what was typed.
 */
export function RejectReceiptDialog({ payment, onClose }: RejectReceiptDialogProps) {
  const { t } = useTranslation();
  const form = useForm<RejectForm>({ initialValues: { reason: '' } });
  const reject = useAdminMutation({
    mutationFn: ({ reason }: RejectForm) => verifyPayment(payment.id, false, reason),
    form,
    errorFallback: t('adminOps.payments.verifyFailed'),
    errorTitle: t('adminOps.payments.verifyErrorTitle'),
    successMessage: t('adminOps.payments.rejected'),
    invalidate: [paymentKeys.section, ['admin', 'reservations'], ['admin', 'dashboard']],
  });
  // The contract's rule, with the reason required here (the API keeps the spec's call without one).
  const validate = contractValidate<RejectForm>(VerifyRequest.required(), { required: t('adminOps.payments.rejectDialog.reasonRequired') });
  const submit = validatedSubmit(form, validate, (values) => reject.mutate(values, { onSuccess: onClose }));
  const title = t('adminOps.payments.rejectDialog.title');

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('adminOps.payments.rejectDialog.cancel') }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm">
            {payment.reservation.guestName} · <span dir="ltr">{payment.reservation.pnrCode}</span>
          </Text>
          <Text size="sm">{t('adminOps.payments.rejectDialog.intro', { pnr: payment.reservation.pnrCode })}</Text>
          <Textarea label={t('adminOps.payments.rejectDialog.reason')} withAsterisk autosize minRows={3} data-autofocus {...form.getInputProps('reason')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={reject.isPending}>
              {t('adminOps.payments.rejectDialog.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={reject.isPending}>
              {t('adminOps.payments.rejectDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
