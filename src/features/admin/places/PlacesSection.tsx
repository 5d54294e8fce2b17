import { IconBuildingCommunity, IconCash, IconDoorEnter, IconMapPin } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlaceInput } from '../../../../contract/place';
import type { Place } from '../../../../contract';
import { formatMoney, formatNumber } from '../../../lib/format';
import { contractValidate, SectionForm, SectionHeader, ServerPagedTable, StatCard, StatGrid, useSectionMutations, useFormMode } from '../shared';
import { createPlace, deletePlace, getAllPlaces, getPlacesPage, placeAdminKeys, updatePlace } from './api';
import { placeStats } from './placeStats';
import { EMPTY_PLACE, placeBodyOf, placeValuesOf, type PlaceFormValues } from './placeForm';
import { PlaceFields } from './PlaceFields';
import { usePlaceColumns } from './placeColumns';
import { GalleryEditorOnDemand } from '../gallery/GalleryEditorOnDemand';

/** Spec "Tourist Places": cards, the all-required form (lists comma-separated), table. */
export function PlacesSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const all = useQuery({ queryKey: placeAdminKeys.all, queryFn: ({ signal }) => getAllPlaces(signal) });
  const form = useForm<PlaceFormValues>({ initialValues: EMPTY_PLACE });
  const mode = useFormMode(form, EMPTY_PLACE);
  const e = (key: 'url' | 'time' | 'fee' | 'list') => t(`admin.places.errors.${key}`);
  const validate = contractValidate<PlaceFormValues>(PlaceInput, {
    required: t('admin.form.required'),
    toBody: placeBodyOf,
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
      const body = placeBodyOf(values) as Parameters<typeof createPlace>[0];
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

  const edit = (place: Place) => mode.edit(place.id, placeValuesOf(place));
  const columns = usePlaceColumns({ onEdit: edit, onDelete: (place) => confirm.ask(place) });

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
        <PlaceFields form={form} />
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
