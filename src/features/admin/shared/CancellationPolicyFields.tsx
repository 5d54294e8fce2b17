import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { NativeSelect } from '@mantine/core';
// The product's numeric field (Persian digits too): src/components/NumberField.tsx.
import { NumberField as NumberInput } from '../../../components/NumberField';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_POLICIES, MAX_FREE_CANCELLATION_DAYS, type CancellationPolicy } from '../../../../contract/cancellation';

/** The form values the policy fields edit (a hotel's or a tour's form). */
export interface PolicyValues {
  cancellationPolicy: CancellationPolicy;
  freeCancellationDays: number | string;
}

/**
 * A hotel's or a tour's cancellation policy (contract/cancellation.ts): free until N days before
 * arrival (or the tour date), or non-refundable. The day count is asked only for the free policy.
 */
export function CancellationPolicyFields<Values extends PolicyValues>({ form, subject }: { form: UseFormReturnType<Values>; subject: 'hotels' | 'tours' }) {
  const { t } = useTranslation();
  return (
    <>
      <NativeSelect
        label={t(`admin.${subject}.fields.cancellationPolicy`)}
        data={CANCELLATION_POLICIES.map((value) => ({ value, label: t(`admin.${subject}.policy.${value}`) }))}
        {...form.getInputProps('cancellationPolicy')}
      />
      {form.values.cancellationPolicy === 'FREE_UNTIL' && (
        <NumberInput
          label={t(`admin.${subject}.fields.freeCancellationDays`)}
          description={t(`admin.${subject}.freeDaysHint`, { max: MAX_FREE_CANCELLATION_DAYS })}
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
