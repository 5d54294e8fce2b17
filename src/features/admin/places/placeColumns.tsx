import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../../contract';
import { dollars, RowActions } from '../shared';
import type { Column } from '../shared';

interface PlaceActions {
  onEdit: (place: Place) => void;
  onDelete: (place: Place) => void;
}

/** The places table's columns: name, location, visit hours, adult fee, and edit / delete. */
export function usePlaceColumns({ onEdit, onDelete }: PlaceActions): Column<Place>[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return [
    { key: 'name', header: t('admin.places.columns.name'), render: (place) => <Text fw={600} size="sm">{place.name}</Text> },
    { key: 'location', header: t('admin.places.columns.location'), render: (place) => place.location },
    { key: 'hours', header: t('admin.places.columns.visitHours'), render: (place) => <span dir="ltr">{`${place.visitOpenTime} – ${place.visitCloseTime}`}</span> },
    { key: 'fee', header: t('admin.places.columns.adultFee'), render: (place) => dollars(place.entryFeeAdult, lang) },
    { key: 'actions', header: t('admin.table.actions'), actions: true, render: (place) => <RowActions name={place.name} onEdit={() => onEdit(place)} onDelete={() => onDelete(place)} /> },
  ];
}
