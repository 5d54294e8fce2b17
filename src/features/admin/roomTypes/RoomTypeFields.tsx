import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { SimpleGrid, TextInput } from '@mantine/core';
// The product's numeric field (Persian digits too): src/components/NumberField.tsx.
import { NumberField as NumberInput } from '../../../components/NumberField';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MAX_NIGHTS } from '../../../../contract/reservation';
import { ROOM_CAPACITY_MAX } from '../../../../contract/roomType';
import { TranslationTabs } from '../shared';
import type { RoomTypeFormValues } from './roomTypeForm';
import { TaxEntryChoice } from './TaxEntryChoice';

/**
 * The fields of the admin's room type form: name, price per night (typed without or with the
 * hotel's taxes, `taxRate`), capacity, rooms, min/max nights, the name's translations.
 */
export function RoomTypeFields({ form, taxRate }: { form: UseFormReturnType<RoomTypeFormValues>; taxRate: number }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput label={t('admin.roomTypes.fields.name')} withAsterisk placeholder={t('admin.placeholders.roomTypeName')} {...form.getInputProps('name')} />
        <NumberInput label={t('admin.roomTypes.fields.pricePerNight')} withAsterisk min={0} step={0.01} decimalScale={2} allowNegative={false} {...form.getInputProps('pricePerNight')} />
        <NumberInput label={t('admin.roomTypes.fields.capacity')} min={1} max={ROOM_CAPACITY_MAX} clampBehavior="none" allowDecimal={false} allowNegative={false} {...form.getInputProps('capacity')} />
        <NumberInput label={t('admin.roomTypes.fields.roomCount')} min={0} allowDecimal={false} allowNegative={false} {...form.getInputProps('roomCount')} />
        <NumberInput label={t('admin.roomTypes.fields.minNights')} min={1} max={MAX_NIGHTS} allowDecimal={false} allowNegative={false} {...form.getInputProps('minNights')} />
        <NumberInput label={t('admin.roomTypes.fields.maxNights')} min={1} max={MAX_NIGHTS} allowDecimal={false} allowNegative={false} {...form.getInputProps('maxNights')} />
      </SimpleGrid>
      <TaxEntryChoice
        checkboxProps={form.getInputProps('pricesInclTaxes', { type: 'checkbox' })}
        inclTaxes={form.values.pricesInclTaxes}
        price={form.values.pricePerNight}
        taxRate={taxRate}
      />
      <TranslationTabs
        kind="roomType"
        value={form.values.translations}
        onChange={(next) => form.setFieldValue('translations', next)}
        error={form.errors.translations as string | undefined}
      />
    </>
  );
}
