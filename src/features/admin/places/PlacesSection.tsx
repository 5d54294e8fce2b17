import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { NativeSelect, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
// The product's numeric field (Persian digits too): src/components/NumberField.tsx.
import { NumberField as NumberInput } from '../../../components/NumberField';
import { useForm } from '@mantine/form';
import { IconBuildingCommunity, IconCash, IconDoorEnter, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLACE_CATEGORIES } from '../../../../contract/enums';
import { PlaceInput } from '../../../../contract/place';
import type { Place } from '../../../../contract';
import { formatMoney, formatNumber } from '../../../lib/format';
import {
  contractValidate,
  dollars,
  RowActions,
  SectionForm,
  SectionHeader,
  ServerPagedTable,
  StatCard,
  StatGrid,
  TranslationTabs,
  translationDraftOf,
  translationsBodyOf,
  useSectionMutations,
  useFormMode,
  CoordinatesFields,
  coordinateBodyOf,
  coordinateValuesOf,
  EMPTY_COORDINATES,
} from '../shared';
import type { Column, CoordinateValues, TranslationDraft } from '../shared';
import { createPlace, deletePlace, getAllPlaces, getPlacesPage, placeAdminKeys, updatePlace } from './api';
import { placeStats, splitList } from './placeStats';
import { GalleryEditorOnDemand } from '../gallery/GalleryEditorOnDemand';

interface PlaceFormValues extends CoordinateValues {
  name: string;
  location: string;
  image: string;
  description: string;
  visitOpenTime: string;
  visitCloseTime: string;
  bestSeasons: string;
  facilities: string;
  visitDays: string;
  entryFeeAdult: number | string;
  entryFeeStudent: number | string;
  entryFeeMuseum: number | string;
  transportationCars: string;
  /** '' is no category. */
  category: NonNullable<Place['category']> | '';
  recommendedDuration: string;
  contact: string;
  /** The tr / en / fa texts (shared/TranslationTabs.tsx); the fields above are the base texts. */
  translations: TranslationDraft;
}

const EMPTY: PlaceFormValues = {
  name: '',
  location: '',
  image: '',
  description: '',
  visitOpenTime: '',
  visitCloseTime: '',
  bestSeasons: '',
  facilities: '',
  visitDays: '',
  entryFeeAdult: '',
  entryFeeStudent: '',
  entryFeeMuseum: '',
  transportationCars: '',
  category: '',
  recommendedDuration: '',
  contact: '',
  ...EMPTY_COORDINATES,
  translations: {},
};

const LISTS = ['bestSeasons', 'facilities', 'visitDays', 'transportationCars'] as const;
const FEES = ['entryFeeAdult', 'entryFeeStudent', 'entryFeeMuseum'] as const;

const toBody = (values: PlaceFormValues) => ({
  ...values,
  ...Object.fromEntries(LISTS.map((key) => [key, splitList(values[key])])),
  ...Object.fromEntries(FEES.map((key) => [key, values[key] === '' ? undefined : values[key]])),
  ...coordinateBodyOf(values),
  translations: translationsBodyOf('place', values.translations),
});

/** Spec "Tourist Places": cards, the all-required form (lists comma-separated), table. */
export function PlacesSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const all = useQuery({ queryKey: placeAdminKeys.all, queryFn: ({ signal }) => getAllPlaces(signal) });
  const form = useForm<PlaceFormValues>({ initialValues: EMPTY });
  const mode = useFormMode(form, EMPTY);
  const e = (key: 'url' | 'time' | 'fee' | 'list') => t(`admin.places.errors.${key}`);
  const validate = contractValidate<PlaceFormValues>(PlaceInput, {
    required: t('admin.form.required'),
    toBody,
    messages: {
      image: e('url'),
      visitOpenTime: e('time'),
      visitCloseTime: e('time'),
      entryFeeAdult: e('fee'),
      entryFeeStudent: e('fee'),
      entryFeeMuseum: e('fee'),
      bestSeasons: e('list'),
      facilities: e('list'),
      visitDays: e('list'),
      transportationCars: e('list'),
    },
  });

  const { submit, save, confirm, createdId } = useSectionMutations<PlaceFormValues, Place>({
    form,
    validate,
    mode,
    save: (values, editingId) => {
      const body = toBody(values) as Parameters<typeof createPlace>[0];
      return editingId ? updatePlace(editingId, body) : createPlace(body);
    },
    remove: (place) => deletePlace(place.id),
    invalidate: [placeAdminKeys.section],
    texts: { created: t('admin.places.created'), updated: t('admin.places.updated'), deleted: t('admin.places.deleted') },
    subject: 'place',
    nameOf: (place) => place.name,
  });

  const stats = placeStats(all.data ?? []);
  const show = (value: string) => (all.isSuccess ? value : '–');

  const edit = (place: Place) =>
    mode.edit(place.id, {
      ...place,
      bestSeasons: place.bestSeasons.join(', '),
      facilities: place.facilities.join(', '),
      visitDays: place.visitDays.join(', '),
      transportationCars: place.transportationCars.join(', '),
      category: place.category ?? '',
      recommendedDuration: place.recommendedDuration ?? '',
      contact: place.contact ?? '',
      ...coordinateValuesOf(place),
      translations: translationDraftOf(place.translations),
    });

  const columns: Column<Place>[] = [
    { key: 'name', header: t('admin.places.columns.name'), render: (place) => <Text fw={600} size="sm">{place.name}</Text> },
    { key: 'location', header: t('admin.places.columns.location'), render: (place) => place.location },
    { key: 'hours', header: t('admin.places.columns.visitHours'), render: (place) => <span dir="ltr">{`${place.visitOpenTime} – ${place.visitCloseTime}`}</span> },
    { key: 'fee', header: t('admin.places.columns.adultFee'), render: (place) => dollars(place.entryFeeAdult, lang) },
    { key: 'actions', header: t('admin.table.actions'), actions: true, render: (place) => <RowActions name={place.name} onEdit={() => edit(place)} onDelete={() => confirm.ask(place)} /> },
  ];

  const text = (key: keyof PlaceFormValues & keyof typeof EMPTY, extra: Record<string, unknown> = {}) => ({
    label: t(`admin.places.fields.${key as 'name'}`),
    withAsterisk: true,
    ...extra,
    ...form.getInputProps(key),
  });

  return (
    <>
      <SectionHeader title={t('admin.sections.places')} />
      <StatGrid>
        <StatCard label={t('admin.places.stats.total')} value={show(formatNumber(stats.total, lang))} icon={<IconMapPin size={24} />} />
        <StatCard label={t('admin.places.stats.open')} value={show(formatNumber(stats.open, lang))} icon={<IconDoorEnter size={24} />} color="teal" />
        <StatCard label={t('admin.places.stats.withFacilities')} value={show(formatNumber(stats.withFacilities, lang))} icon={<IconBuildingCommunity size={24} />} color="grape" />
        <StatCard label={t('admin.places.stats.avgFee')} value={show(`$${formatMoney(Math.round(stats.avgFee * 100) / 100, lang)}`)} icon={<IconCash size={24} />} color="yellow" />
      </StatGrid>

      <SectionForm
        mode={mode.mode}
        addTitle={t('admin.places.addTitle')}
        editTitle={t('admin.places.editTitle')}
        submitting={save.isPending}
        onCancel={mode.reset}
        onSubmit={submit}
      >
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
          {LISTS.map((key) => (
            <TextInput key={key} {...text(key, { description: `${t('admin.form.listHint')} · ${t(`admin.places.hints.${key}`)}` })} />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {FEES.map((key) => (
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
      </SectionForm>
      {mode.editingId && <GalleryEditorOnDemand key={mode.editingId} kind="place" entityId={mode.editingId} name={form.values.name} />}

      <ServerPagedTable
        queryKey={placeAdminKeys.list}
        fetchPage={getPlacesPage}
        columns={columns}
        rowKey={(place) => place.id}
        selectedKey={mode.editingId}
        createdKey={createdId}
        label={t('admin.places.tableLabel')}
        emptyMessage={t('admin.places.empty')}
        errorMessage={t('admin.places.loadError')}
      />
      {confirm.dialog}
    </>
  );
}
