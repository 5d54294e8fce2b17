import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CsvMapping } from '../../../../contract';
import { notifyAdmin } from '../shared';
import { bankStatementKeys, getBankCsvMappings } from './api';

export type MappingValues = { bank: string } & Required<{ [K in keyof CsvMapping]: string }>;

export const EMPTY_MAPPING: MappingValues = {
  bank: '',
  dateColumn: '',
  amountColumn: '',
  descriptionColumn: '',
  referenceColumn: '',
  directionColumn: '',
  debitColumn: '',
  currencyColumn: '',
};

const REQUIRED = ['bank', 'dateColumn', 'amountColumn', 'descriptionColumn'] as const;
const OPTIONAL = ['referenceColumn', 'directionColumn', 'debitColumn', 'currencyColumn'] as const;

/** The required fields left blank (the server says the same with BANK_CSV_MAPPING_REQUIRED). */
export function mappingProblems(values: MappingValues, required: string): Record<string, string> {
  return Object.fromEntries(REQUIRED.filter((name) => !values[name].trim()).map((name) => [name, required]));
}

/**
 * A CSV export's bank and column mapping. Leaving the bank's name fills the columns saved for it
 * at an earlier upload (each still editable); a new mapping is saved with the upload.
 */
export function CsvMappingFields({ form }: { form: UseFormReturnType<MappingValues> }) {
  const { t } = useTranslation();
  const saved = useQuery({ queryKey: bankStatementKeys.mappings, queryFn: ({ signal }) => getBankCsvMappings(signal) });

  const fillSaved = () => {
    const bank = form.getValues().bank.trim().toLowerCase();
    const found = saved.data?.find((item) => item.bank.toLowerCase() === bank);
    if (!found) return;
    form.setValues(Object.fromEntries(Object.entries(found.mapping).map(([name, value]) => [name, value ?? ''])));
    notifyAdmin('success', t('adminBank.mapping.savedFilled', { bank: found.bank }));
  };
  const field = (name: (typeof REQUIRED)[number] | (typeof OPTIONAL)[number], required: boolean) => (
    <TextInput
      key={name}
      label={t(`adminBank.mapping.${name}`)}
      withAsterisk={required}
      maxLength={100}
      style={{ flex: '1 1 12rem' }}
      {...form.getInputProps(name)}
      {...(name === 'bank' ? { onBlur: fillSaved, list: 'bank-csv-banks' } : {})}
    />
  );

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600}>
        {t('adminBank.mapping.title')}
      </Text>
      <Text size="sm" c="dark.9">
        {t('adminBank.mapping.hint')}
      </Text>
      <datalist id="bank-csv-banks">
        {saved.data?.map((item) => <option key={item.bank} value={item.bank} />)}
      </datalist>
      <Group gap="sm" align="flex-start">
        {REQUIRED.map((name) => field(name, true))}
      </Group>
      <Group gap="sm" align="flex-start">
        {OPTIONAL.map((name) => field(name, false))}
      </Group>
    </Stack>
  );
}
