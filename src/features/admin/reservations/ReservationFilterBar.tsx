import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ReservationStatus } from '../../../../contract/reservation';
import { routes } from '../../../../contract/routes';
import type { Hotel, ListSort, SortOrder } from '../../../../contract';
import { notifyAdmin } from '../shared';
import { downloadCsv, filterQuery, NO_FILTERS, type ReservationFilters } from './api';
import { DateField } from '../../../components/DateField';

const SORTS = ['createdAt_desc', 'createdAt_asc', 'checkIn_asc', 'checkIn_desc', 'amount_desc', 'amount_asc'] as const;

interface ReservationFilterBarProps {
  filters: ReservationFilters;
  onChange: Dispatch<SetStateAction<ReservationFilters>>;
  /** The search text being typed (applied on Enter, on leaving the field or on Search). */
  search: string;
  onSearchChange: (search: string) => void;
  hotels: readonly Hotel[];
}

/** Search, status, hotel, dates and order of the reservations (filtered on the server), and the CSV export of what they select. */
export function ReservationFilterBar({ filters, onChange, search, onSearchChange, hotels }: ReservationFilterBarProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const setFilter = (patch: Partial<ReservationFilters>) => onChange((current) => ({ ...current, ...patch }));

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

  return (
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
            onChange={(event) => onSearchChange(event.currentTarget.value)}
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
            data={[{ value: '', label: t('adminOps.reservations.filters.allHotels') }, ...hotels.map((h) => ({ value: h.id, label: h.hotelName }))]}
          />
          <DateField label={t('adminOps.reservations.filters.from')} value={filters.from} onChange={(value) => setFilter({ from: value })} />
          <DateField label={t('adminOps.reservations.filters.to')} value={filters.to} onChange={(value) => setFilter({ to: value })} />
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
              onSearchChange('');
              onChange(NO_FILTERS);
            }}
          >
            {t('adminOps.reservations.filters.clear')}
          </Button>
          <Button leftSection={<IconDownload size={16} />} variant="outline" loading={exporting} onClick={() => void exportCsv()}>
            {t('adminOps.reservations.export')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
