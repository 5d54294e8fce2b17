import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
// The product's numeric field (Persian digits too): src/components/NumberField.tsx.
import { NumberField as NumberInput } from '../../../components/NumberField';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { TOUR_TYPES } from '../../../../contract/enums';
import { DateField } from '../../../components/DateField';
import { CancellationPolicyFields, CoordinatesFields, TranslationTabs } from '../shared';
import type { CoordinateValues } from '../shared';
import type { TourFormValues } from './tourForm';

/** The fields of the admin's tour form: name and type, route and dates, price and capacity, contact, cancellation, translations, map point. */
export function TourFields({ form }: { form: UseFormReturnType<TourFormValues> }) {
  const { t } = useTranslation();
  const field = (key: Exclude<keyof TourFormValues, keyof CoordinateValues | 'translations'>, required = true) => ({
    label: t(`admin.tours.fields.${key}`),
    withAsterisk: required,
    ...form.getInputProps(key),
  });

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...field('tourName')} />
        <NativeSelect {...field('tourType')} data={TOUR_TYPES.map((type) => ({ value: type, label: t(`tours.type.${type}`) }))} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...field('tourStartAddress')} />
        <TextInput {...field('tourEndAddress')} />
        <DateField {...field('startDate')} />
        <DateField {...field('endDate')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <NumberInput {...field('price')} min={0} step={0.01} decimalScale={2} allowNegative={false} />
        <NumberInput {...field('participantCount')} min={1} allowDecimal={false} allowNegative={false} />
        <NumberInput {...field('duration', false)} min={0} step={0.5} allowNegative={false} />
        <NumberInput {...field('starRating', false)} min={0} max={5} clampBehavior="none" allowDecimal={false} allowNegative={false} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...field('photoUrl', false)} type="url" dir="ltr" placeholder={t('admin.placeholders.url')} />
        <TextInput {...field('phone', false)} type="tel" dir="ltr" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CancellationPolicyFields form={form} subject="tours" />
      </SimpleGrid>
      <TranslationTabs
        kind="tour"
        value={form.values.translations}
        onChange={(next) => form.setFieldValue('translations', next)}
        error={form.errors.translations as string | undefined}
      />
      <CoordinatesFields form={form} />
    </>
  );
}
