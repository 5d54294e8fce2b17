import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
// The product's numeric field (Persian digits too): src/components/NumberField.tsx.
import { NumberField as NumberInput } from '../../../components/NumberField';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { listSeparator } from '../../../lib/format';
import { PLACE_CATEGORIES } from '../../../../contract/enums';
import { CoordinatesFields, TranslationTabs } from '../shared';
import { PLACE_FEES, PLACE_LISTS, type PlaceFormValues } from './placeForm';

/** The fields of the admin's place form: names, hours, category, the lists, the fees, the translations and the map point. */
export function PlaceFields({ form }: { form: UseFormReturnType<PlaceFormValues> }) {
  const { t, i18n } = useTranslation();
  const text = (key: keyof PlaceFormValues, extra: Record<string, unknown> = {}) => ({
    label: t(`admin.places.fields.${key as 'name'}`),
    withAsterisk: true,
    ...extra,
    ...form.getInputProps(key),
  });

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('name')} />
        <TextInput {...text('location')} />
        <TextInput {...text('image', { type: 'url', dir: 'ltr', placeholder: 'https://' })} />
        <SimpleGrid cols={2}>
          <TextInput {...text('visitOpenTime', { type: 'time' })} />
          <TextInput {...text('visitCloseTime', { type: 'time' })} />
        </SimpleGrid>
      </SimpleGrid>
      <Textarea {...text('description')} autosize minRows={2} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t('admin.places.fields.category')}
          data={[{ value: '', label: t('admin.places.noCategory') }, ...PLACE_CATEGORIES.map((category) => ({ value: category, label: t(`places.category.${category}`) }))]}
          {...form.getInputProps('category')}
        />
        <TextInput label={t('admin.places.fields.contact')} {...form.getInputProps('contact')} />
        <TextInput label={t('admin.places.fields.recommendedDuration')} {...form.getInputProps('recommendedDuration')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PLACE_LISTS.map((key) => (
          <TextInput key={key} {...text(key, { description: `${t('admin.form.listHint')}${listSeparator(i18n.language)}${t(`admin.places.hints.${key}`)}` })} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PLACE_FEES.map((key) => (
          <NumberInput key={key} {...text(key)} min={0} step={0.01} decimalScale={2} allowNegative={false} />
        ))}
      </SimpleGrid>
      <TranslationTabs
        kind="place"
        value={form.values.translations}
        onChange={(next) => form.setFieldValue('translations', next)}
        error={form.errors.translations as string | undefined}
      />
      <CoordinatesFields form={form} />
    </>
  );
}
