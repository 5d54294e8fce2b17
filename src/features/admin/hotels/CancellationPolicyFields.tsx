import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { NativeSelect, NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_POLICIES, MAX_FREE_CANCELLATION_DAYS } from '../../../../contract/cancellation';
import type { HotelFormValues } from './hotelForm';

/**
 * The hotel's cancellation policy (contract/cancellation.ts): free until N days before arrival,
 * or non-refundable. The day count is asked only for the free policy.
 */
export function CancellationPolicyFields({ form }: { form: UseFormReturnType<HotelFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <NativeSelect
        label={t('admin.hotels.fields.cancellationPolicy')}
        data={CANCELLATION_POLICIES.map((value) => ({ value, label: t(`admin.hotels.policy.${value}`) }))}
        {...form.getInputProps('cancellationPolicy')}
      />
      {form.values.cancellationPolicy === 'FREE_UNTIL' && (
        <NumberInput
          label={t('admin.hotels.fields.freeCancellationDays')}
          description={t('admin.hotels.freeDaysHint', { max: MAX_FREE_CANCELLATION_DAYS })}
          withAsterisk
          min={0}
          max={MAX_FREE_CANCELLATION_DAYS}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('freeCancellationDays')}
        />
      )}
    </>
  );
}
