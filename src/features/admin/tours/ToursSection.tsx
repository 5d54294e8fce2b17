import { useForm } from '@mantine/form';
import { IconCalendarTime, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_FREE_CANCELLATION_DAYS } from '../../../../contract/cancellation';
import { vanToday } from '../../../../contract/time';
import { TourInput } from '../../../../contract/tour';
import type { Tour } from '../../../../contract';
import { formatNumber } from '../../../lib/format';
import { contractValidate, SectionForm, SectionHeader, ServerPagedTable, StatCard, StatGrid, useSectionMutations, useFormMode } from '../shared';
import { createTour, deleteTour, getAllTours, getToursPage, tourAdminKeys, updateTour } from './api';
import { EMPTY_TOUR, tourBodyOf, tourValuesOf, type TourFormValues } from './tourForm';
import { TourFields } from './TourFields';
import { useTourColumns } from './tourColumns';
import { GalleryEditorOnDemand } from '../gallery/GalleryEditorOnDemand';

/** Spec "Tours": cards Active (all tours) / Upcoming (start in the future), form, table. */
export function ToursSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const all = useQuery({ queryKey: tourAdminKeys.all, queryFn: ({ signal }) => getAllTours(signal) });
  const form = useForm<TourFormValues>({ initialValues: EMPTY_TOUR });
  const mode = useFormMode(form, EMPTY_TOUR);
  const validate = contractValidate<TourFormValues>(TourInput, {
    required: t('admin.form.required'),
    toBody: tourBodyOf,
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
      const body = tourBodyOf(values) as Parameters<typeof createTour>[0];
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

  const edit = (tour: Tour) => mode.edit(tour.id, tourValuesOf(tour));
  const columns = useTourColumns({ onEdit: edit, onDelete: (tour) => confirm.ask(tour) });

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
        <TourFields form={form} />
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
