import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MarkRefundedRequest } from '../../../../contract/refund';
import type { Refund } from '../../../../contract';
import { formatMoney } from '../../../lib/format';
import { contractValidate, validatedSubmit } from '../shared';
import { useMarkRefunded } from './useMarkRefunded';

interface MarkRefundedForm {
  bankReference: string;
}

export interface MarkRefundedDialogProps {
  refund: Refund;
  onClose: () => void;
}

/**
 * "Mark refunded": the bank's reference of the transfer sent to the guest (required, the
 * contract's MarkRefundedRequest); the Worker e-mails the guest. Closes on success; a refusal
 * (409: already refunded) is shown and the dialog stays.
 */
export function MarkRefundedDialog({ refund, onClose }: MarkRefundedDialogProps) {
  const { t, i18n } = useTranslation();
  const form = useForm<MarkRefundedForm>({ initialValues: { bankReference: '' } });
  const mark = useMarkRefunded(form);
  const validate = contractValidate<MarkRefundedForm>(MarkRefundedRequest, { required: t('admin.form.required') });
  const submit = validatedSubmit(form, validate, ({ bankReference }) => mark.mutate({ id: refund.id, bankReference }, { onSuccess: onClose }));
  const title = t('adminOps.refunds.markTitle');

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('adminOps.refunds.close') }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={600}>
              {refund.guestName} · <span dir="ltr">{refund.pnrCode}</span>
            </Text>
            <Text size="sm">{refund.hotelName}</Text>
            <Text size="sm" fw={600}>
              {t('adminOps.refunds.amountDue', { amount: formatMoney(refund.amount, i18n.language) })}
            </Text>
          </Stack>
          <TextInput label={t('adminOps.refunds.bankReference')} description={t('adminOps.refunds.bankReferenceHint')} withAsterisk dir="ltr" data-autofocus {...form.getInputProps('bankReference')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={mark.isPending}>
              {t('adminOps.refunds.close')}
            </Button>
            <Button type="submit" color="teal.9" loading={mark.isPending}>
              {t('adminOps.refunds.markSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
