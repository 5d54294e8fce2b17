import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { vanToday } from '../../contract/time';
import { useLanguage } from '../lib/i18n';
import { NumberField } from './NumberField';
import { preloadDatePickerFor, StayDateInput } from './StayDateInput';
import type { StaySearch, StaySearchErrors, StaySearchFields } from './staySearch';
import { nextDay, staySearchErrors } from './staySearch';

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

/**
 * Spec "Home" search by city, check-in, check-out and guests. Check-in is not before Van's today,
 * check-out after check-in ('Çıkış tarihi giriş tarihinden sonra olmalıdır'), guests at least 1.
 */
export function HotelSearchForm({ initial = {}, onSearch, withCity = true, submitLabel, today = vanToday() }: HotelSearchFormProps) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  // Four fields and one rule set (staySearch.ts): plain state, so the first view of the public
  // pages does without a form library (5.6 KB gzip).
  const [fields, setFields] = useState<StaySearchFields>({
    city: initial.city ?? '',
    checkIn: initial.checkIn ?? null,
    checkOut: initial.checkOut ?? null,
    guests: initial.guests ?? 1,
  });
  const [errors, setErrors] = useState<StaySearchErrors>({});
  /** A changed field loses its error until the next submit. */
  const change = (patch: Partial<StaySearchFields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };
  const error = (field: keyof StaySearchErrors) => (errors[field] ? t(`searchForm.${errors[field]}`) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = staySearchErrors(fields, today);
    setErrors(found);
    if (Object.keys(found).length) return;
    onSearch({
      city: withCity ? fields.city.trim() || undefined : undefined,
      checkIn: fields.checkIn ?? undefined,
      checkOut: fields.checkOut ?? undefined,
      guests: Number(fields.guests),
    });
  };

  return (
    // A visitor who comes near the form will likely pick dates: the calendar starts downloading
    // then, not with the page (it stays out of the first view's JavaScript).
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('searchForm.label')}
      onFocus={() => preloadDatePickerFor(code)}
      onPointerEnter={() => preloadDatePickerFor(code)}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: withCity ? 5 : 4 }} spacing="sm" verticalSpacing="sm">
        {withCity && (
          <TextInput
            label={t('searchForm.city')}
            placeholder={t('searchForm.cityPlaceholder')}
            leftSection={<IconMapPin size={16} aria-hidden />}
            autoComplete="address-level2"
            value={fields.city}
            onChange={(event) => change({ city: event.currentTarget.value })}
          />
        )}
        <StayDateInput
          label={t('searchForm.checkIn')}
          minDate={today}
          value={fields.checkIn}
          error={error('checkIn')}
          // A check-out no longer after the new check-in is cleared.
          onChange={(value) => change(value && fields.checkOut && fields.checkOut <= value ? { checkIn: value, checkOut: null } : { checkIn: value })}
        />
        <StayDateInput
          label={t('searchForm.checkOut')}
          minDate={fields.checkIn ? nextDay(fields.checkIn) : nextDay(today)}
          value={fields.checkOut}
          error={error('checkOut')}
          onChange={(value) => change({ checkOut: value })}
        />
        {/* Persian digits typed are read as digits and shown as the page's (NumberField needs no number-formatting library). */}
        <NumberField
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          label={t('searchForm.guests')}
          leftSection={<IconUsers size={16} aria-hidden />}
          value={fields.guests}
          onChange={(value) => change({ guests: value })}
          error={error('guests')}
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
