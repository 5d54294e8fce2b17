import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
// The product's numeric field (Persian digits too): src/components/NumberField.tsx.
import { NumberField as NumberInput } from '../../../components/NumberField';
import { useForm } from '@mantine/form';
import { IconCalendarTime, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FREE_CANCELLATION_DAYS, MAX_FREE_CANCELLATION_DAYS, type CancellationPolicy } from '../../../../contract/cancellation';
import { vanToday } from '../../../../contract/time';
import { TOUR_TYPES } from '../../../../contract/enums';
import { TourInput } from '../../../../contract/tour';
import type { Tour, TourType } from '../../../../contract';
import { formatDate, formatNumber } from '../../../lib/format';
import {
  CancellationPolicyFields,
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
import { createTour, deleteTour, getAllTours, getToursPage, tourAdminKeys, updateTour } from './api';
import { DateField } from '../../../components/DateField';
import { GalleryEditorOnDemand } from '../gallery/GalleryEditorOnDemand';

interface TourFormValues extends CoordinateValues {
  tourName: string;
  tourStartAddress: string;
  tourEndAddress: string;
  startDate: string;
  endDate: string;
  price: number | string;
  participantCount: number | string;
  duration: number | string;
  starRating: number | string;
  photoUrl: string;
  phone: string;
  tourType: TourType;
  cancellationPolicy: CancellationPolicy;
  /** Days before the tour date a cancellation stays free; only sent with the free policy. */
  freeCancellationDays: number | string;
  /** The tr / en / fa texts (shared/TranslationTabs.tsx); the fields above are the base texts. */
  translations: TranslationDraft;
}

const EMPTY: TourFormValues = {
  tourName: '',
  tourStartAddress: '',
  tourEndAddress: '',
  startDate: '',
  endDate: '',
  price: '',
  participantCount: '',
  duration: '',
  starRating: 0,
  photoUrl: '',
  phone: '',
  tourType: 'cultural',
  cancellationPolicy: 'FREE_UNTIL',
  freeCancellationDays: DEFAULT_FREE_CANCELLATION_DAYS,
  ...EMPTY_COORDINATES,
  translations: {},
};

const blankToUndefined = (value: number | string) => (value === '' ? undefined : value);
const toBody = (values: TourFormValues) => ({
  ...values,
  price: blankToUndefined(values.price),
  participantCount: blankToUndefined(values.participantCount),
  starRating: values.starRating === '' ? 0 : values.starRating,
  freeCancellationDays: values.cancellationPolicy === 'FREE_UNTIL' ? blankToUndefined(values.freeCancellationDays) : undefined,
  ...coordinateBodyOf(values),
  translations: translationsBodyOf('tour', values.translations),
});

/** Spec "Tours": cards Active (all tours) / Upcoming (start in the future), form, table. */
export function ToursSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const all = useQuery({ queryKey: tourAdminKeys.all, queryFn: ({ signal }) => getAllTours(signal) });
  const form = useForm<TourFormValues>({ initialValues: EMPTY });
  const mode = useFormMode(form, EMPTY);
  const validate = contractValidate<TourFormValues>(TourInput, {
    required: t('admin.form.required'),
    toBody,
    messages: {
      endDate: t('admin.tours.errors.endBeforeStart'),
      participantCount: t('admin.tours.errors.min1'),
      starRating: t('admin.tours.errors.stars'),
      price: t('admin.tours.errors.price'),
      photoUrl: t('admin.tours.errors.url'),
      freeCancellationDays: t('admin.tours.errors.freeDays', { max: MAX_FREE_CANCELLATION_DAYS }),
    },
  });

  const { submit, save, confirm, createdId } = useSectionMutations<TourFormValues, Tour>({
    form,
    validate,
    mode,
    save: (values, editingId) => {
      const body = toBody(values) as Parameters<typeof createTour>[0];
      return editingId ? updateTour(editingId, body) : createTour(body);
    },
    remove: (tour) => deleteTour(tour.id),
    invalidate: [tourAdminKeys.section],
    texts: { created: t('admin.tours.created'), updated: t('admin.tours.updated'), deleted: t('admin.tours.deleted') },
    subject: 'tour',
    nameOf: (tour) => tour.tourName,
  });

  const tours = all.data ?? [];
  const today = vanToday();
  const count = (value: number) => (all.isSuccess ? formatNumber(value, lang) : '–');

  const edit = (tour: Tour) =>
    mode.edit(tour.id, {
      ...tour,
      duration: tour.duration ?? '',
      photoUrl: tour.photoUrl ?? '',
      phone: tour.phone ?? '',
      ...coordinateValuesOf(tour),
      translations: translationDraftOf(tour.translations),
    });

  const columns: Column<Tour>[] = [
    { key: 'name', header: t('admin.tours.columns.name'), render: (tour) => <Text fw={600} size="sm">{tour.tourName}</Text> },
    { key: 'dates', header: t('admin.tours.columns.dates'), render: (tour) => `${formatDate(tour.startDate, lang)} – ${formatDate(tour.endDate, lang)}` },
    { key: 'price', header: t('admin.tours.columns.price'), render: (tour) => dollars(tour.price, lang) },
    { key: 'capacity', header: t('admin.tours.columns.capacity'), render: (tour) => t('admin.tours.capacity', { count: tour.participantCount, n: formatNumber(tour.participantCount, lang) }) },
    { key: 'actions', header: t('admin.table.actions'), actions: true, render: (tour) => <RowActions name={tour.tourName} onEdit={() => edit(tour)} onDelete={() => confirm.ask(tour)} /> },
  ];

  const field = (key: Exclude<keyof TourFormValues, keyof CoordinateValues | 'translations'>, required = true) => ({
    label: t(`admin.tours.fields.${key}`),
    withAsterisk: required,
    ...form.getInputProps(key),
  });

  return (
    <>
      <SectionHeader title={t('admin.sections.tours')} />
      <StatGrid>
        <StatCard label={t('admin.tours.stats.active')} value={count(tours.length)} icon={<IconRoute size={24} />} />
        <StatCard label={t('admin.tours.stats.upcoming')} value={count(tours.filter((tour) => tour.startDate > today).length)} icon={<IconCalendarTime size={24} />} color="teal" />
      </StatGrid>

      <SectionForm
        mode={mode.mode}
        addTitle={t('admin.tours.addTitle')}
        editTitle={t('admin.tours.editTitle')}
        submitting={save.isPending}
        onCancel={mode.reset}
        onSubmit={submit}
      >
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
      </SectionForm>
      {mode.editingId && <GalleryEditorOnDemand key={mode.editingId} kind="tour" entityId={mode.editingId} name={form.values.tourName} />}

      <ServerPagedTable
        queryKey={tourAdminKeys.list}
        fetchPage={getToursPage}
        columns={columns}
        rowKey={(tour) => tour.id}
        selectedKey={mode.editingId}
        createdKey={createdId}
        label={t('admin.tours.tableLabel')}
        emptyMessage={t('admin.tours.empty')}
        errorMessage={t('admin.tours.loadError')}
      />
      {confirm.dialog}
    </>
  );
}
