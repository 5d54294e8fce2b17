import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import { Checkbox, NativeSelect, PasswordInput, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
// The product's numeric field (Persian digits too): src/components/NumberField.tsx.
import { NumberField as NumberInput } from '../../../components/NumberField';
import { useForm } from '@mantine/form';
import { IconBed, IconBuildingSkyscraper, IconMapPins, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FREE_CANCELLATION_DAYS } from '../../../../contract/cancellation';
import { HOTEL_AMENITIES } from '../../../../contract/enums';
import { HotelInput, MAX_TAX_RATE } from '../../../../contract/hotel';
import type { Hotel } from '../../../../contract';
import { StarRating } from '../../../components/StarRating';
import { formatNumber } from '../../../lib/format';
import { CoordinatesFields,
  CancellationPolicyFields,
  contractValidate,
  RowActions,
  SectionForm,
  SectionHeader,
  ServerPagedTable,
  StatCard,
  StatGrid,
  TranslationTabs,
  useAdminHotels,
  useSectionMutations,
  useFormMode,
  hotelAdminKeys,
} from '../shared';
import type { Column } from '../shared';
import { createHotel, deleteHotel, getHotelsPage, updateHotel } from './api';
import { CancellationPolicyText } from './CancellationPolicyText';
import { EMPTY_HOTEL, hotelBodyOf, hotelFormValuesOf, type HotelFormValues } from './hotelForm';
import { HotelPhotos } from './HotelPhotos';
import { HotelPhotosInput } from './HotelPhotosInput';
import { PendingPhotos, uploadPendingPhotos } from './PendingPhotos';
import { GalleryEditorOnDemand } from '../gallery/GalleryEditorOnDemand';

/** Spec "Hotels": cards, add/edit form (photos one by one, apiKey masked), table with thumbnails. */
export function HotelsSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const all = useAdminHotels();

  const form = useForm<HotelFormValues>({ initialValues: EMPTY_HOTEL });
  // Pictures chosen from the computer for a hotel being added (its gallery exists once it is saved).
  const [pending, setPending] = useState<File[]>([]);
  const mode = useFormMode(form, EMPTY_HOTEL);
  const validate = contractValidate<HotelFormValues>(HotelInput, {
    required: t('admin.form.required'),
    toBody: hotelBodyOf,
    messages: {
      advancePayment: t('admin.hotels.errors.fee'),
      apiUrl: t('admin.hotels.errors.url'),
      photoUrls: t('admin.hotels.errors.url'),
      freeCancellationDays: t('admin.hotels.errors.freeDays', { max: MAX_FREE_CANCELLATION_DAYS }),
      taxRate: t('admin.hotels.errors.taxRate', { max: MAX_TAX_RATE }),
      checkInTime: t('errors.CHECK_IN_TIME_INVALID'),
      checkOutTime: t('errors.CHECK_OUT_TIME_INVALID'),
    },
  });

  const { submit, save, confirm, createdId } = useSectionMutations<HotelFormValues, Hotel>({
    form,
    validate,
    mode,
    save: async (values, editingId) => {
      const body = hotelBodyOf(values) as Parameters<typeof createHotel>[0];
      if (editingId) return updateHotel(editingId, body);
      const created = await createHotel(body);
      setPending([]);
      if (pending.length > 0) void uploadPendingPhotos(created.id, pending);
      return created;
    },
    remove: (hotel) => deleteHotel(hotel.id),
    invalidate: [hotelAdminKeys.section],
    texts: { created: t('admin.hotels.created'), updated: t('admin.hotels.updated'), deleted: t('admin.hotels.deleted') },
    subject: 'hotel',
    nameOf: (hotel) => hotel.hotelName,
  });

  const hotels = all.data ?? [];
  const count = (value: number) => (all.isSuccess ? formatNumber(value, lang) : '–');
  const cities = new Set(hotels.map((hotel) => hotel.hotelCity.trim().toLocaleLowerCase('tr'))).size;

  const edit = (hotel: Hotel) => mode.edit(hotel.id, hotelFormValuesOf(hotel));

  const columns: Column<Hotel>[] = [
    { key: 'name', header: t('admin.hotels.columns.name'), render: (hotel) => <Text fw={600} size="sm">{hotel.hotelName}</Text> },
    { key: 'location', header: t('admin.hotels.columns.location'), render: (hotel) => [hotel.hotelCity, hotel.district].filter(Boolean).join(' / ') },
    { key: 'stars', header: t('admin.hotels.columns.stars'), render: (hotel) => <StarRating rating={hotel.starRating} size={14} /> },
    { key: 'phone', header: t('admin.hotels.columns.phone'), render: (hotel) => <span dir="ltr">{hotel.phone ?? '–'}</span> },
    { key: 'policy', header: t('admin.hotels.columns.policy'), render: (hotel) => <CancellationPolicyText hotel={hotel} /> },
    { key: 'photos', header: t('admin.hotels.columns.photos'), render: (hotel) => <HotelPhotos name={hotel.hotelName} photos={hotel.photoUrls} /> },
    { key: 'actions', header: t('admin.table.actions'), actions: true, render: (hotel) => <RowActions name={hotel.hotelName} onEdit={() => edit(hotel)} onDelete={() => confirm.ask(hotel)} /> },
  ];

  const photoError = Object.entries(form.errors).find(([key]) => key.startsWith('photoUrls'))?.[1];

  return (
    <>
      <SectionHeader title={t('admin.sections.hotels')} />
      <StatGrid>
        <StatCard label={t('admin.hotels.stats.total')} value={count(hotels.length)} icon={<IconBuildingSkyscraper size={24} />} />
        <StatCard label={t('admin.hotels.stats.fiveStar')} value={count(hotels.filter((h) => h.starRating === 5).length)} icon={<IconStarFilled size={24} />} color="yellow" />
        <StatCard label={t('admin.hotels.stats.cities')} value={count(cities)} icon={<IconMapPins size={24} />} color="teal" />
        <StatCard label={t('admin.hotels.stats.rooms')} value={count(hotels.reduce((sum, h) => sum + h.roomCount, 0))} icon={<IconBed size={24} />} color="grape" />
      </StatGrid>

      <SectionForm
        mode={mode.mode}
        addTitle={t('admin.hotels.addTitle')}
        editTitle={t('admin.hotels.editTitle')}
        submitting={save.isPending}
        onCancel={mode.reset}
        onSubmit={submit}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('admin.hotels.fields.hotelName')} withAsterisk {...form.getInputProps('hotelName')} />
          <TextInput label={t('admin.hotels.fields.hotelCity')} withAsterisk {...form.getInputProps('hotelCity')} />
          <TextInput label={t('admin.hotels.fields.district')} {...form.getInputProps('district')} />
          <NumberInput label={t('admin.hotels.fields.advancePayment')} withAsterisk min={0} step={0.01} decimalScale={2} allowNegative={false} {...form.getInputProps('advancePayment')} />
          <NumberInput
            label={t('admin.hotels.fields.taxRate')}
            description={t('admin.hotels.taxRateHint')}
            min={0}
            max={MAX_TAX_RATE}
            clampBehavior="none"
            step={0.5}
            decimalScale={2}
            allowNegative={false}
            {...form.getInputProps('taxRate')}
          />
          <NativeSelect
            label={t('admin.hotels.fields.starRating')}
            data={['1', '2', '3', '4', '5'].map((value) => ({ value, label: t('admin.hotels.stars', { count: Number(value), n: formatNumber(Number(value), lang) }) }))}
            {...form.getInputProps('starRating')}
          />
          <TextInput label={t('admin.hotels.fields.phone')} type="tel" dir="ltr" {...form.getInputProps('phone')} />
          <TextInput label={t('admin.hotels.fields.email')} type="email" dir="ltr" {...form.getInputProps('email')} />
          <TextInput label={t('admin.hotels.fields.apiUrl')} type="url" dir="ltr" {...form.getInputProps('apiUrl')} />
          <CancellationPolicyFields form={form} subject="hotels" />
          <PasswordInput
            label={t('admin.hotels.fields.apiKey')}
            description={mode.isEditing ? t('admin.hotels.apiKeyHint') : undefined}
            autoComplete="off"
            {...form.getInputProps('apiKey')}
          />
        </SimpleGrid>
        <Textarea label={t('admin.hotels.fields.hotelAddress')} withAsterisk autosize minRows={2} {...form.getInputProps('hotelAddress')} />
        <Textarea label={t('admin.hotels.fields.description')} rows={3} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('admin.hotels.fields.checkInTime')} type="time" dir="ltr" {...form.getInputProps('checkInTime')} />
          <TextInput label={t('admin.hotels.fields.checkOutTime')} type="time" dir="ltr" {...form.getInputProps('checkOutTime')} />
        </SimpleGrid>
        <Textarea label={t('admin.hotels.fields.houseRules')} rows={3} {...form.getInputProps('houseRules')} />
        <Checkbox.Group label={t('admin.hotels.fields.amenities')} {...form.getInputProps('amenities')}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} mt="xs">
            {HOTEL_AMENITIES.map((amenity) => (
              <Checkbox key={amenity} value={amenity} label={t(`amenities.${amenity}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <CoordinatesFields form={form} />
        <HotelPhotosInput value={form.values.photoUrls} onChange={(urls) => form.setFieldValue('photoUrls', urls)} error={photoError as string | undefined} />
        {!mode.isEditing && <PendingPhotos files={pending} onChange={setPending} />}
        <TranslationTabs
          kind="hotel"
          value={form.values.translations}
          onChange={(next) => form.setFieldValue('translations', next)}
          error={form.errors.translations as string | undefined}
        />
      </SectionForm>
      {mode.editingId && <GalleryEditorOnDemand key={mode.editingId} kind="hotel" entityId={mode.editingId} name={form.values.hotelName} />}

      <ServerPagedTable
        queryKey={hotelAdminKeys.list}
        fetchPage={getHotelsPage}
        columns={columns}
        rowKey={(hotel) => hotel.id}
        selectedKey={mode.editingId}
        createdKey={createdId}
        label={t('admin.hotels.tableLabel')}
        emptyMessage={t('admin.hotels.empty')}
        errorMessage={t('admin.hotels.loadError')}
        minWidth={980}
      />
      {confirm.dialog}
    </>
  );
}
