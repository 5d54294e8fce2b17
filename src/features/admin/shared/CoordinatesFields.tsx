import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
// The product's numeric field (Persian digits too): src/components/NumberField.tsx.
import { NumberField as NumberInput } from '../../../components/NumberField';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { pointOf } from '../../../../contract/geo';
import { LocationMap } from '../../../components/map/LocationMap';

/** The form values of a position (blank = none): a hotel's, a place's or a tour meeting point's. */
export interface CoordinateValues {
  latitude: number | string;
  longitude: number | string;
}

export const EMPTY_COORDINATES: CoordinateValues = { latitude: '', longitude: '' };

/** The form's values of a stored position (null → blank). */
export const coordinateValuesOf = (entity: { latitude: number | null; longitude: number | null }): CoordinateValues => ({
  latitude: entity.latitude ?? '',
  longitude: entity.longitude ?? '',
});

/** The body's coordinates: blank clears the position (contract/common.ts coordinateFields). */
export const coordinateBodyOf = (values: CoordinateValues) => ({
  latitude: values.latitude === '' ? null : values.latitude,
  longitude: values.longitude === '' ? null : values.longitude,
});

/** Latitude and longitude, typed or picked with a click on the map of Van. */
export function CoordinatesFields<Values extends CoordinateValues>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation();
  const point = pointOf({
    latitude: typeof form.values.latitude === 'number' ? form.values.latitude : null,
    longitude: typeof form.values.longitude === 'number' ? form.values.longitude : null,
  });
  return (
    <Fieldset legend={t('admin.coordinates.title')} variant="unstyled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label={t('admin.coordinates.latitude')} min={-90} max={90} decimalScale={6} clampBehavior="none" dir="ltr" {...form.getInputProps('latitude')} />
          <NumberInput label={t('admin.coordinates.longitude')} min={-180} max={180} decimalScale={6} clampBehavior="none" dir="ltr" {...form.getInputProps('longitude')} />
        </SimpleGrid>
        <Text size="sm" c="dark.9">
          {t('admin.coordinates.pickHint')}
        </Text>
        <LocationMap
          height={240}
          label={t('admin.coordinates.mapLabel')}
          markers={point ? [{ id: 'picked', point, label: t('admin.coordinates.picked'), href: '' }] : []}
          onPick={(picked) => form.setValues({ latitude: picked.latitude, longitude: picked.longitude } as Partial<Values>)}
        />
      </Stack>
    </Fieldset>
  );
}
