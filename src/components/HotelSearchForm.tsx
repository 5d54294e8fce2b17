import 'dayjs/locale/fa';
import 'dayjs/locale/tr';

import { Button, Group, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { DateFormatter } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar, IconMapPin, IconSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { vanToday } from '../../contract/time';
import { formatDate } from '../lib/format';
import { useLanguage } from '../lib/i18n';
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
  const { t, i18n } = useTranslation();
  const { code } = useLanguage();
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

  const formatter: DateFormatter = ({ date }) => (typeof date === 'string' && date ? formatDate(date, i18n.language) : '');
  const checkIn = form.values.checkIn;
  // Each day button carries its date (tests pick days independently of the language's labels).
  const dayProps = (date: string) => ({ 'data-date': date }) as Record<string, string>;
  const ariaLabels = { nextMonth: t('searchForm.nextMonth'), previousMonth: t('searchForm.previousMonth') };

  const submit = form.onSubmit((values) => {
    onSearch({
      city: withCity ? values.city.trim() || undefined : undefined,
      checkIn: values.checkIn ?? undefined,
      checkOut: values.checkOut ?? undefined,
      guests: Number(values.guests),
    });
  });

  return (
    <DatesProvider settings={{ locale: code, firstDayOfWeek: code === 'fa' ? 6 : 1 }}>
      <form onSubmit={submit} noValidate aria-label={t('searchForm.label')}>
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
          <DatePickerInput
            label={t('searchForm.checkIn')}
            leftSection={<IconCalendar size={16} aria-hidden />}
            minDate={today}
            valueFormatter={formatter}
            getDayProps={dayProps}
            ariaLabels={ariaLabels}
            clearable
            clearButtonProps={{ 'aria-label': t('searchForm.clear') }}
            {...form.getInputProps('checkIn')}
            onChange={(value) => {
              form.setFieldValue('checkIn', value);
              const out = form.getValues().checkOut;
              if (value && out && out <= value) form.setFieldValue('checkOut', null);
              form.clearFieldError('checkIn');
            }}
          />
          <DatePickerInput
            label={t('searchForm.checkOut')}
            leftSection={<IconCalendar size={16} aria-hidden />}
            minDate={checkIn ? nextDay(checkIn) : nextDay(today)}
            valueFormatter={formatter}
            getDayProps={dayProps}
            ariaLabels={ariaLabels}
            clearable
            clearButtonProps={{ 'aria-label': t('searchForm.clear') }}
            {...form.getInputProps('checkOut')}
          />
          <NumberInput
            label={t('searchForm.guests')}
            leftSection={<IconUsers size={16} aria-hidden />}
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('guests')}
          />
          <Group align="flex-end">
            <Button type="submit" fullWidth leftSection={<IconSearch size={16} aria-hidden />} mt={{ base: 0, md: 24 }}>
              {submitLabel ?? t('searchForm.submit')}
            </Button>
          </Group>
        </SimpleGrid>
      </form>
    </DatesProvider>
  );
}
