import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Card, Group, Radio, Stack, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ReservationFormValues } from '../reservationForm';

/** How the guest pays (bank transfer) and what they ask of the hotel. */
export function PaymentFields({ form }: { form: UseFormReturnType<ReservationFormValues> }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('booking.paymentSection')}
        </Title>
        <Radio.Group label={t('booking.fields.paymentMethod')} {...form.getInputProps('paymentMethod')}>
          <Group mt="xs">
            <Radio value="BANK_TRANSFER" label={t('booking.bankTransfer')} />
          </Group>
        </Radio.Group>
        <Textarea
          label={t('booking.fields.specialRequests')}
          placeholder={t('booking.specialRequestsPlaceholder')}
          autosize
          minRows={3}
          maxLength={5000}
          {...form.getInputProps('specialRequests')}
        />
      </Stack>
    </Card>
  );
}
