import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tour } from '../../../../contract';
import { formatDate, formatNumber } from '../../../lib/format';
import { dollars, RowActions } from '../shared';
import type { Column } from '../shared';

interface TourActions {
  onEdit: (tour: Tour) => void;
  onDelete: (tour: Tour) => void;
}

/** The tours table's columns: name, dates, price, capacity, and edit / delete. */
export function useTourColumns({ onEdit, onDelete }: TourActions): Column<Tour>[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return [
    { key: 'name', header: t('admin.tours.columns.name'), render: (tour) => <Text fw={600} size="sm">{tour.tourName}</Text> },
    { key: 'dates', header: t('admin.tours.columns.dates'), render: (tour) => `${formatDate(tour.startDate, lang)} – ${formatDate(tour.endDate, lang)}` },
    { key: 'price', header: t('admin.tours.columns.price'), render: (tour) => dollars(tour.price, lang) },
    { key: 'capacity', header: t('admin.tours.columns.capacity'), render: (tour) => t('admin.tours.capacity', { count: tour.participantCount, n: formatNumber(tour.participantCount, lang) }) },
    { key: 'actions', header: t('admin.table.actions'), actions: true, render: (tour) => <RowActions name={tour.tourName} onEdit={() => onEdit(tour)} onDelete={() => onDelete(tour)} /> },
  ];
}
