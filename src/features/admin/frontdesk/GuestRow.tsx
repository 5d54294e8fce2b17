import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import { ActionIcon, Fieldset, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TURKEY } from '../../../../contract/frontDesk';
import { DateField } from '../../../components/DateField';
import { formatNumber } from '../../../lib/format';
import type { CheckInFormValues } from './checkInForm';

export interface GuestRowProps {
  form: UseFormReturnType<CheckInFormValues>;
  index: number;
  countries: { value: string; label: string }[];
  /** Absent when the row is the only one (a check-in records at least one guest). */
  onRemove?: () => void;
}

/** One guest's identity as the KBS takes it: a T.C. number for a Turkish citizen, else a passport and its country. */
export function GuestRow({ form, index, countries, onRemove }: GuestRowProps) {
  const { t, i18n } = useTranslation();
  const path = (field: string) => `guests.${index}.${field}`;
  const guest = form.getValues().guests[index]!;
  const number = formatNumber(index + 1, i18n.language);
  const choose = [{ value: '', label: t('frontDesk.checkIn.choose'), disabled: true }, ...countries];
  return (
    <Fieldset
      legend={
        <Group gap="xs" wrap="nowrap">
          <span>{t('frontDesk.checkIn.guest', { number })}</span>
          {onRemove && (
            <ActionIcon variant="subtle" color="red.9" onClick={onRemove} aria-label={t('frontDesk.checkIn.remove', { number })}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('frontDesk.checkIn.fullName')} withAsterisk autoComplete="off" {...form.getInputProps(path('fullName'))} />
        <NativeSelect label={t('frontDesk.checkIn.nationality')} withAsterisk data={choose} {...form.getInputProps(path('nationality'))} />
        {guest.nationality === TURKEY ? (
          <TextInput label={t('frontDesk.checkIn.tcNumber')} withAsterisk inputMode="numeric" dir="ltr" maxLength={11} autoComplete="off" {...form.getInputProps(path('tcNumber'))} />
        ) : (
          <>
            <TextInput label={t('frontDesk.checkIn.passportNumber')} withAsterisk dir="ltr" autoComplete="off" {...form.getInputProps(path('passportNumber'))} />
            <NativeSelect label={t('frontDesk.checkIn.passportCountry')} withAsterisk data={choose} {...form.getInputProps(path('passportCountry'))} />
          </>
        )}
        <DateField label={t('frontDesk.checkIn.birthDate')} withAsterisk {...form.getInputProps(path('birthDate'))} />
      </SimpleGrid>
    </Fieldset>
  );
}
