import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listSeparator } from '../../../lib/format';
import type { Reservation } from '../../../../contract';
import { OccupancyCalendar } from '../occupancy/OccupancyCalendar';
import { SectionForm, SectionHeader, ServerPagedTable, useAdminHotels, useFormMode, useSectionMutations } from '../shared';
import { createReservation, deleteReservation, getReservationsPage, NO_FILTERS, reservationKeys, updateReservation } from './api';
import type { ReservationFilters } from './api';
import { CancelReservationDialog } from './CancelReservationDialog';
import { DayFilterNote } from './DayFilterNote';
import { useReservationColumns } from './reservationColumns';
import { ReservationFields } from './ReservationFields';
import { ReservationFilterBar } from './ReservationFilterBar';
import { createBodyOf, editOnlyRules, EMPTY_RESERVATION, formValuesOf, reservationFormRules, updateBodyOf, type ReservationFormValues } from './reservationForm';
import { ReservationStats } from './ReservationStats';

/** Spec "Reservations": cards, filter bar, server-paged list, edit form, cancellation with a reason, CSV export, occupancy calendar. */
export function ReservationsSection() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<ReservationFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [calendarHotel, setCalendarHotel] = useState('');

  // The hotels section's call and key: its changes show here at once.
  const hotels = useAdminHotels();
  const hotelList = hotels.data ?? [];

  const form = useForm<ReservationFormValues>({ initialValues: EMPTY_RESERVATION, validate: reservationFormRules(t) });
  const mode = useFormMode(form, EMPTY_RESERVATION);
  const { submit, save, confirm } = useSectionMutations<ReservationFormValues, Reservation>({
    form,
    mode,
    validate: editOnlyRules(t, mode.isEditing),
    save: (values, editingId) =>
      editingId ? updateReservation(editingId, updateBodyOf(values, hotelList)) : createReservation(createBodyOf(values, hotelList)),
    remove: (r) => deleteReservation(r.id),
    invalidate: [reservationKeys.section],
    texts: { created: t('adminOps.reservations.created'), updated: t('adminOps.reservations.updated'), deleted: t('adminOps.reservations.deleted') },
    subject: 'reservation',
    nameOf: (r) => `${r.guestName}${listSeparator(i18n.language)}${r.pnrCode}`,
  });
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const columns = useReservationColumns({ onEdit: (r) => mode.edit(r.id, formValuesOf(r)), onDelete: (r) => confirm.ask(r), onCancel: setCancelling });

  // A night picked on the calendar: the list's one-day range (both days included, contract/reservation.ts).
  const [dayFilter, setDayFilter] = useState<string | null>(null);
  const pickedDay = dayFilter && filters.from === dayFilter && filters.to === dayFilter ? dayFilter : null;

  return (
    <>
      <SectionHeader title={t('admin.sections.reservations')} />
      <ReservationStats />

      <OccupancyCalendar
        hotels={hotelList}
        hotelId={calendarHotel}
        onHotelChange={setCalendarHotel}
        selectedDate={pickedDay}
        onSelectDate={(date) => {
          setSearch('');
          setDayFilter(date);
          setFilters({ ...NO_FILTERS, hotelId: calendarHotel, from: date, to: date });
        }}
      />

      <SectionForm
        mode={mode.mode}
        addTitle={t('adminOps.reservations.addTitle')}
        editTitle={t('adminOps.reservations.editTitle')}
        submitting={save.isPending}
        onCancel={mode.reset}
        onSubmit={submit}
      >
        <ReservationFields form={form} hotels={hotelList} editing={mode.isEditing} />
      </SectionForm>

      <ReservationFilterBar filters={filters} onChange={setFilters} search={search} onSearchChange={setSearch} hotels={hotelList} />
      {pickedDay && <DayFilterNote day={pickedDay} onClear={() => setFilters(NO_FILTERS)} />}

      <ServerPagedTable
        queryKey={reservationKeys.list(filters)}
        fetchPage={getReservationsPage(filters)}
        columns={columns}
        rowKey={(r) => r.id}
        selectedKey={mode.editingId}
        label={t('adminOps.reservations.tableLabel')}
        emptyMessage={t('adminOps.reservations.empty')}
        errorMessage={t('adminOps.reservations.loadError')}
        minWidth={960}
      />
      {confirm.dialog}
      {cancelling && <CancelReservationDialog reservation={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
