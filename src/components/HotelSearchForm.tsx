import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMapPin, IconSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { vanToday } from '../../contract/time';
import { preloadStayDatePicker, StayDateInput } from './StayDateInput';
import type { StaySearch } from './staySearch';
import { nextDay } from './staySearch';

export interface HotelSearchFormProps {
  /** Prefilled values (e.g. from the URL). */
  initial?: StaySearch;
  /** Called with the valid search (blank fields left out). */
  onSearch: (search: StaySearch) => void;
  /** The city field (home, hotel list); the hotel detail page searches its own hotel only. */
  withCity?: boolean;
  submitLabel?: string;
  /** Today in Van (YYYY-MM-DD); stories pin it. */
  today?: string;
}

interface FormValues {
  city: string;
  checkIn: string | null;
  checkOut: string | null;
  guests: number | string;
}

/**
 * Spec "Home" search by city, check-in, check-out and guests. Check-in is not before Van's today,
 * check-out after check-in ('Çıkış tarihi giriş tarihinden sonra olmalıdır'), guests at least 1.
 */
export function HotelSearchForm({ initial = {}, onSearch, withCity = true, submitLabel, today = vanToday() }: HotelSearchFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      city: initial.city ?? '',
      checkIn: initial.checkIn ?? null,
      checkOut: initial.checkOut ?? null,
      guests: initial.guests ?? 1,
    },
    validate: {
      checkIn: (value, values) => {
        if (!value && values.checkOut) return t('searchForm.checkInRequired');
        if (value && value < today) return t('searchForm.pastDate');
        return null;
      },
      checkOut: (value, values) => {
        if (!value && values.checkIn) return t('searchForm.checkOutRequired');
        if (value && values.checkIn && value <= values.checkIn) return t('searchForm.checkOutAfterCheckIn');
        return null;
      },
      guests: (value) => {
        const guests = Number(value);
        return value === '' || !Number.isInteger(guests) || guests < 1 || guests > 100 ? t('searchForm.guestsInvalid') : null;
      },
    },
  });

  const checkIn = form.values.checkIn;

  const submit = form.onSubmit((values) => {
    onSearch({
      city: withCity ? values.city.trim() || undefined : undefined,
      checkIn: values.checkIn ?? undefined,
      checkOut: values.checkOut ?? undefined,
      guests: Number(values.guests),
    });
  });

  return (
    // A visitor who comes near the form will likely pick dates: the calendar starts downloading
    // then, not with the page (it stays out of the first view's JavaScript).
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('searchForm.label')}
      onFocus={preloadStayDatePicker}
      onPointerEnter={preloadStayDatePicker}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: withCity ? 5 : 4 }} spacing="sm" verticalSpacing="sm">
        {withCity && (
          <TextInput
            label={t('searchForm.city')}
            placeholder={t('searchForm.cityPlaceholder')}
            leftSection={<IconMapPin size={16} aria-hidden />}
            autoComplete="address-level2"
            {...form.getInputProps('city')}
          />
        )}
        <StayDateInput
          label={t('searchForm.checkIn')}
          minDate={today}
          {...form.getInputProps('checkIn')}
          onChange={(value) => {
            form.setFieldValue('checkIn', value);
            const out = form.getValues().checkOut;
            if (value && out && out <= value) form.setFieldValue('checkOut', null);
            form.clearFieldError('checkIn');
          }}
        />
        <StayDateInput
          label={t('searchForm.checkOut')}
          minDate={checkIn ? nextDay(checkIn) : nextDay(today)}
          {...form.getInputProps('checkOut')}
        />
        {/* A numeric text field (as NumberInput renders one) without the number-formatting library: 9 KB less in the first view. */}
        <TextInput
          inputMode="numeric"
          pattern="[0-9]*"
          label={t('searchForm.guests')}
          leftSection={<IconUsers size={16} aria-hidden />}
          {...form.getInputProps('guests')}
        />
        <Group align="flex-end">
          <Button type="submit" fullWidth leftSection={<IconSearch size={16} aria-hidden />} mt={{ base: 0, md: 24 }}>
            {submitLabel ?? t('searchForm.submit')}
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  );
}
