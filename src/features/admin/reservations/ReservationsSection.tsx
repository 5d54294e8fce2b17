import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { Autocomplete, Badge, Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarCheck, IconCalendarEvent, IconCalendarX, IconClock, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReservationStatus } from '../../../../contract/reservation';
import { addDays } from '../../../../contract/time';
import { UUID_PATTERN } from '../../../../contract/patterns';
import { routes } from '../../../../contract/routes';
import type { Hotel, ListSort, Reservation, SortOrder } from '../../../../contract';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { getHotelRoomTypes } from '../../../lib/hotels';
import { getAllHotels, hotelAdminKeys } from '../hotels/api';
import { OccupancyCalendar } from '../occupancy/OccupancyCalendar';
import { roomTypeAdminKeys } from '../roomTypes/api';
import {
  notifyAdmin,
  RowActions,
  SectionForm,
  SectionHeader,
  ServerPagedTable,
  StatCard,
  StatGrid,
  useSectionMutations,
  useFormMode,
} from '../shared';
import type { Column } from '../shared';
import {
  countReservations,
  createReservation,
  deleteReservation,
  downloadCsv,
  filterQuery,
  getReservationsPage,
  NO_FILTERS,
  reservationKeys,
  updateReservation,
} from './api';
import type { ReservationFilters } from './api';

interface ReservationFormValues {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  /** A hotel id (UUID) or a hotel name (spec section 5). */
  hotel: string;
  checkIn: string;
  checkOut: string;
  roomType: string;
  roomCount: number | string;
  reservationGuests: number | string;
  totalAmount: number | string;
  advancePayment: number | string;
  status: ReservationStatus;
  specialRequests: string;
}

const EMPTY: ReservationFormValues = {
  guestName: '',
  guestEmail: '',
  guestPhone: '',
  hotel: '',
  checkIn: '',
  checkOut: '',
  roomType: 'SINGLE',
  roomCount: 1,
  reservationGuests: 1,
  totalAmount: '',
  advancePayment: '',
  status: 'PENDING',
  specialRequests: '',
};


/** Spec section 5: a hotel value in UUID format is taken as an id, otherwise a hotel name is mapped to its id. */
export function hotelIdOf(value: string, hotels: readonly Hotel[]): string {
  const text = value.trim();
  if (UUID_PATTERN.test(text)) return text;
  return hotels.find((h) => h.hotelName.toLocaleLowerCase('tr') === text.toLocaleLowerCase('tr'))?.id ?? text;
}

const STATUS_COLOR: Record<ReservationStatus, string> = { PENDING: 'orange', CONFIRMED: 'teal', CANCELLED: 'gray' };
const SORTS = ['createdAt_desc', 'createdAt_asc', 'checkIn_asc', 'checkIn_desc', 'amount_desc', 'amount_asc'] as const;

/** Spec "Reservations": cards, filter bar, server-paged list, edit form, CSV export, occupancy calendar. */
export function ReservationsSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [filters, setFilters] = useState<ReservationFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [calendarHotel, setCalendarHotel] = useState('');
  const [exporting, setExporting] = useState(false);
  const setFilter = (patch: Partial<ReservationFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const counts = useQuery({
    queryKey: reservationKeys.counts,
    queryFn: async ({ signal }) => {
      const [total, confirmed, pending, cancelled] = await Promise.all([
        countReservations(undefined, signal),
        countReservations('CONFIRMED', signal),
        countReservations('PENDING', signal),
        countReservations('CANCELLED', signal),
      ]);
      return { total, confirmed, pending, cancelled };
    },
  });
  // The hotels and room types sections' calls and keys: their changes show here at once.
  const hotels = useQuery({ queryKey: hotelAdminKeys.all, queryFn: ({ signal }) => getAllHotels(signal) });
  const hotelList = hotels.data ?? [];

  const form = useForm<ReservationFormValues>({
    initialValues: EMPTY,
    validate: {
      guestName: (v) => (v.trim() ? null : t('admin.form.required')),
      guestEmail: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('admin.form.required')),
      guestPhone: (v) => (v.trim() ? null : t('admin.form.required')),
      hotel: (v) => (v.trim() ? null : t('admin.form.required')),
      checkIn: (v) => (v ? null : t('admin.form.required')),
      checkOut: (v, values) => (!v ? t('admin.form.required') : values.checkIn && v <= values.checkIn ? t('adminOps.reservations.checkOutAfter') : null),
      roomType: (v) => (v.trim() ? null : t('admin.form.required')),
      roomCount: (v) => (Number(v) >= 1 ? null : t('admin.form.required')),
      reservationGuests: (v) => (Number(v) >= 1 ? null : t('admin.form.required')),
      totalAmount: (v) => (v === '' || Number(v) < 0 ? t('admin.form.required') : null),
    },
  });
  const mode = useFormMode(form, EMPTY);
  const formHotelId = hotelIdOf(form.values.hotel, hotelList);
  const roomTypes = useQuery({
    queryKey: roomTypeAdminKeys.ofHotel(formHotelId),
    queryFn: ({ signal }) => getHotelRoomTypes(formHotelId, {}, { signal }),
    enabled: UUID_PATTERN.test(formHotelId),
  });
  const roomNames = roomTypes.data?.map((r) => r.name) ?? ['SINGLE', 'DOUBLE', 'SUITE'];

  const { submit, save, confirm } = useSectionMutations<ReservationFormValues, Reservation>({
    form,
    mode,
    save: async (values, editingId) => {
      const common = {
        guestName: values.guestName,
        guestEmail: values.guestEmail,
        guestPhone: values.guestPhone,
        hotelId: hotelIdOf(values.hotel, hotelList),
        checkIn: values.checkIn,
        checkOut: values.checkOut,
        roomType: values.roomType,
        roomCount: Number(values.roomCount),
        reservationGuests: Number(values.reservationGuests),
        specialRequests: values.specialRequests || null,
      };
      if (editingId) {
        return updateReservation(editingId, {
          ...common,
          totalAmount: Number(values.totalAmount),
          advancePayment: values.advancePayment === '' ? null : Number(values.advancePayment),
          status: values.status,
        });
      }
      return createReservation(common);
    },
    remove: (r) => deleteReservation(r.id),
    invalidate: [reservationKeys.section],
    texts: { created: t('adminOps.reservations.created'), updated: t('adminOps.reservations.updated'), deleted: t('adminOps.reservations.deleted') },
    subject: 'reservation',
    nameOf: (r) => `${r.guestName} · ${r.pnrCode}`,
  });

  const money = (amount: number) => t('adminOps.reservations.money', { amount: formatMoney(amount, lang) });
  const count = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, lang));

  const columns: Column<Reservation>[] = [
    {
      key: 'guest',
      header: t('adminOps.reservations.columns.guest'),
      render: (r) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">{r.guestName}</Text>
          <Text size="xs">{r.guestEmail}</Text>
          <Text size="xs">{r.guestPhone}</Text>
          <Text size="xs" ff="monospace">{r.pnrCode}</Text>
        </Stack>
      ),
    },
    { key: 'hotel', header: t('adminOps.reservations.columns.hotel'), render: (r) => r.hotelName },
    {
      key: 'room',
      header: t('adminOps.reservations.columns.room'),
      render: (r) => t('adminOps.reservations.roomDetail', { type: r.roomType, rooms: formatNumber(r.roomCount, lang), guests: formatNumber(r.reservationGuests, lang) }),
    },
    {
      key: 'dates',
      header: t('adminOps.reservations.columns.dates'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(r.checkIn, lang)} – {formatDate(r.checkOut, lang)}</Text>
          <Text size="xs">{t('adminOps.reservations.nights', { count: r.nights })}</Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('adminOps.reservations.columns.status'),
      render: (r) => (
        <Badge variant="light" color={STATUS_COLOR[r.status]} c="dark.9" tt="none" styles={{ root: { flex: 'none', maxWidth: 'none' }, label: { overflow: 'visible' } }}>
          {t(`adminOps.reservations.status.${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: t('adminOps.reservations.columns.amount'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>{money(r.totalAmount)}</Text>
          {r.advancePayment != null && <Text size="xs">{t('adminOps.reservations.advance', { amount: formatMoney(r.advancePayment, lang) })}</Text>}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('adminOps.reservations.columns.actions'),
      actions: true,
      render: (r) => (
        <RowActions
          name={`${r.guestName} ${r.pnrCode}`}
          onEdit={() =>
            mode.edit(r.id, {
              guestName: r.guestName,
              guestEmail: r.guestEmail,
              guestPhone: r.guestPhone,
              hotel: r.hotelName,
              checkIn: r.checkIn,
              checkOut: r.checkOut,
              roomType: r.roomType,
              roomCount: r.roomCount,
              reservationGuests: r.reservationGuests,
              totalAmount: r.totalAmount,
              advancePayment: r.advancePayment ?? '',
              status: r.status,
              specialRequests: r.specialRequests ?? '',
            })
          }
          onDelete={() => confirm.ask(r)}
        />
      ),
    },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = filterQuery(filters);
      await downloadCsv(routes.exportReservationsCsv.path, { ...query, status: query.status, sort: query.sort, order: query.order }, 'reservations.csv');
    } catch (error) {
      notifyAdmin('error', error instanceof Error ? error.message : String(error), t('adminOps.reservations.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const dayFilter = filters.from && filters.to === (filters.from ? addDays(filters.from, 1) : '') ? filters.from : null;

  return (
    <>
      <SectionHeader title={t('admin.sections.reservations')} />
      <StatGrid>
        <StatCard label={t('adminOps.reservations.stats.total')} value={count(counts.data?.total)} icon={<IconCalendarEvent size={24} />} />
        <StatCard label={t('adminOps.reservations.stats.confirmed')} value={count(counts.data?.confirmed)} icon={<IconCalendarCheck size={24} />} color="teal" />
        <StatCard label={t('adminOps.reservations.stats.pending')} value={count(counts.data?.pending)} icon={<IconClock size={24} />} color="orange" />
        <StatCard label={t('adminOps.reservations.stats.cancelled')} value={count(counts.data?.cancelled)} icon={<IconCalendarX size={24} />} color="gray" />
      </StatGrid>

      <OccupancyCalendar
        hotels={hotelList}
        hotelId={calendarHotel}
        onHotelChange={setCalendarHotel}
        selectedDate={dayFilter}
        onSelectDate={(date) => {
          setSearch('');
          setFilters({ ...NO_FILTERS, hotelId: calendarHotel, from: date, to: addDays(date, 1) });
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
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput label={t('adminOps.reservations.fields.guestName')} withAsterisk {...form.getInputProps('guestName')} />
          <TextInput label={t('adminOps.reservations.fields.guestEmail')} type="email" withAsterisk {...form.getInputProps('guestEmail')} />
          <TextInput label={t('adminOps.reservations.fields.guestPhone')} type="tel" withAsterisk {...form.getInputProps('guestPhone')} />
          <Autocomplete
            label={t('adminOps.reservations.fields.hotel')}
            withAsterisk
            data={hotelList.map((h) => h.hotelName)}
            {...form.getInputProps('hotel')}
            error={form.errors.hotel ?? form.errors.hotelId}
          />
          <TextInput label={t('adminOps.reservations.fields.checkIn')} type="date" withAsterisk {...form.getInputProps('checkIn')} />
          <TextInput label={t('adminOps.reservations.fields.checkOut')} type="date" withAsterisk {...form.getInputProps('checkOut')} />
          <NativeSelect
            label={t('adminOps.reservations.fields.roomType')}
            withAsterisk
            data={[...new Set([form.values.roomType, ...roomNames].filter(Boolean))]}
            {...form.getInputProps('roomType')}
          />
          <NumberInput label={t('adminOps.reservations.fields.roomCount')} min={1} withAsterisk {...form.getInputProps('roomCount')} />
          <NumberInput label={t('adminOps.reservations.fields.guests')} min={1} withAsterisk {...form.getInputProps('reservationGuests')} error={form.errors.reservationGuests} />
          {mode.isEditing && (
            <>
              <NumberInput label={t('adminOps.reservations.fields.totalAmount')} min={0} step={0.01} decimalScale={2} withAsterisk {...form.getInputProps('totalAmount')} />
              <NumberInput label={t('adminOps.reservations.fields.advancePayment')} min={0} step={0.01} decimalScale={2} {...form.getInputProps('advancePayment')} />
              <NativeSelect
                label={t('adminOps.reservations.fields.status')}
                withAsterisk
                data={ReservationStatus.options.map((s) => ({ value: s, label: t(`adminOps.reservations.status.${s}`) }))}
                {...form.getInputProps('status')}
              />
            </>
          )}
        </SimpleGrid>
        <Textarea label={t('adminOps.reservations.fields.specialRequests')} autosize minRows={2} {...form.getInputProps('specialRequests')} />
      </SectionForm>

      <Paper withBorder radius="md" p="md" component="section" aria-label={t('adminOps.reservations.filters.title')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setFilter({ q: search });
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
            <TextInput
              type="search"
              label={t('adminOps.reservations.filters.search')}
              placeholder={t('adminOps.reservations.filters.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              onBlur={() => setFilter({ q: search })}
            />
            <NativeSelect
              label={t('adminOps.reservations.filters.status')}
              value={filters.status}
              onChange={(event) => setFilter({ status: event.currentTarget.value as ReservationFilters['status'] })}
              data={[{ value: '', label: t('adminOps.reservations.filters.all') }, ...ReservationStatus.options.map((s) => ({ value: s, label: t(`adminOps.reservations.status.${s}`) }))]}
            />
            <NativeSelect
              label={t('adminOps.reservations.filters.hotel')}
              value={filters.hotelId}
              onChange={(event) => setFilter({ hotelId: event.currentTarget.value })}
              data={[{ value: '', label: t('adminOps.reservations.filters.allHotels') }, ...hotelList.map((h) => ({ value: h.id, label: h.hotelName }))]}
            />
            <TextInput type="date" label={t('adminOps.reservations.filters.from')} value={filters.from} onChange={(event) => setFilter({ from: event.currentTarget.value })} />
            <TextInput type="date" label={t('adminOps.reservations.filters.to')} value={filters.to} onChange={(event) => setFilter({ to: event.currentTarget.value })} />
            <NativeSelect
              label={t('adminOps.reservations.filters.sort')}
              value={`${filters.sort}_${filters.order}`}
              onChange={(event) => {
                const [sort, order] = event.currentTarget.value.split('_') as [ListSort, SortOrder];
                setFilter({ sort, order });
              }}
              data={SORTS.map((s) => ({ value: s, label: t(`adminOps.reservations.sort.${s}`) }))}
            />
          </SimpleGrid>
          <Group mt="sm" gap="sm">
            <Button type="submit" variant="light">{t('adminOps.reservations.filters.search')}</Button>
            <Button
              variant="default"
              onClick={() => {
                setSearch('');
                setFilters(NO_FILTERS);
              }}
            >
              {t('adminOps.reservations.filters.clear')}
            </Button>
            <Button leftSection={<IconDownload size={16} />} variant="outline" loading={exporting} onClick={() => void exportCsv()}>
              {t('adminOps.reservations.export')}
            </Button>
          </Group>
        </form>
        {dayFilter && (
          <Text mt="sm" size="sm" fw={600} aria-live="polite">
            {t('adminOps.reservations.showingDay', { date: formatDate(dayFilter, lang) })}
          </Text>
        )}
      </Paper>

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
    </>
  );
}
