import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Table.css';
import { Badge, Checkbox, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
// The product's numeric field (Persian digits too): src/components/NumberField.tsx.
import { NumberField as NumberInput } from '../../../components/NumberField';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RateInput } from '../../../../contract/rate';
import { MAX_NIGHTS } from '../../../../contract/reservation';
import { addDays } from '../../../../contract/time';
import type { Rate, RoomType } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { ActionsCell, ActionsTable, contractValidate, DeleteRowButton, RowActions, SectionForm, useAdminMutation, useFormMode, useRowDelete, validatedSubmit } from '../shared';
import { createRate, deleteRate, getRates, rateAdminKeys, updateRate } from './api';
import { DateField } from '../../../components/DateField';
import { RateOverlapNotice } from './RateOverlapNotice';
import { EMPTY, rateBodyOf, valuesOf, type RateFormValues } from './rateForm';
import { TaxEntryChoice } from './TaxEntryChoice';

/**
 * The date-range rates of one room type (issue 21): the list, a form to add or edit one, and Delete.
 * A rate covers the nights from `from` up to, not including, `to` (contract/stayPricing.ts);
 * the list shows its first and last night.
 */
export function RatesPanel({ room, taxRate }: { room: Pick<RoomType, 'id' | 'name' | 'pricePerNight'>; taxRate: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const rates = useQuery({ queryKey: rateAdminKeys.ofRoomType(room.id), queryFn: ({ signal }) => getRates(room.id, signal) });
  const form = useForm<RateFormValues>({ initialValues: EMPTY });
  const mode = useFormMode(form, EMPTY);
  const validate = contractValidate<RateFormValues>(RateInput, {
    required: t('admin.form.required'),
    toBody: (values) => rateBodyOf(values, room.id, taxRate),
    messages: {
      to: t('admin.rates.errors.to'),
      price: t('admin.rates.errors.price'),
      weekendPrice: t('admin.rates.errors.price'),
      minStay: t('admin.rates.errors.nights', { max: MAX_NIGHTS }),
      maxStay: t('admin.rates.errors.maxStay', { max: MAX_NIGHTS }),
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: rateAdminKeys.ofRoomType(room.id) });

  const add = useAdminMutation({
    mutationFn: (values: RateFormValues) => {
      const body = rateBodyOf(values, room.id, taxRate) as Parameters<typeof createRate>[0];
      return mode.editingId ? updateRate(mode.editingId, body) : createRate(body);
    },
    form,
    errorFallback: t('admin.form.saveFailed'),
    successMessage: () => (mode.isEditing ? t('admin.rates.updated') : t('admin.rates.created')),
    onSuccess: () => {
      mode.reset();
      void refresh();
    },
  });
  const { remove, deletingId } = useRowDelete({
    mutationFn: (rate: Rate) => deleteRate(rate.id),
    failed: t('admin.rates.deleteFailed'),
    deleted: t('admin.rates.deleted'),
    onSuccess: () => void refresh(),
  });
  const submit = validatedSubmit(form, validate, (values) => add.mutate(values));
  const money = (amount: number) => `${formatMoney(amount, lang)} ${t('common.currency')}`;
  const nights = (value: number | null) => (value === null ? '—' : formatNumber(value, lang));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rates-title">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id="rates-title">
            {t('admin.rates.title', { name: room.name })}
          </Title>
          <Text size="sm" c="dark.9">
            {t('admin.rates.intro', { price: money(room.pricePerNight) })}
          </Text>
        </div>

        {rates.isPending ? (
          <LoadingState minHeight={80} />
        ) : rates.isError ? (
          <ErrorState message={t('admin.rates.loadError')} onRetry={() => void rates.refetch()} retrying={rates.isFetching} />
        ) : rates.data.length === 0 ? (
          <EmptyState message={t('admin.rates.empty')} />
        ) : (
          <ActionsTable
            label={t('admin.rates.tableLabel', { name: room.name })}
            verticalSpacing="xs"
            columns={[
              t('admin.rates.columns.nights'),
              t('admin.rates.columns.price'),
              t('admin.rates.columns.weekendPrice'),
              t('admin.rates.columns.stay'),
              t('admin.rates.columns.rules'),
            ]}
          >
            {rates.data.map((rate) => (
              <Table.Tr key={rate.id}>
                <Table.Td>
                  {formatDate(rate.from, lang)} – {formatDate(addDays(rate.to, -1), lang)}
                </Table.Td>
                <Table.Td>{money(rate.price)}</Table.Td>
                <Table.Td>{rate.weekendPrice === null ? '—' : money(rate.weekendPrice)}</Table.Td>
                <Table.Td>{t('admin.roomTypes.stayLimits', { min: nights(rate.minStay), max: nights(rate.maxStay) })}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {rate.closedToArrival && (
                      <Badge color="orange" variant="light" c="dark.9">
                        {t('admin.rates.closedToArrival')}
                      </Badge>
                    )}
                    {rate.stopSell && (
                      <Badge color="red" variant="light" c="red.9">
                        {t('admin.rates.stopSell')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <ActionsCell>
                  <RowActions name={`${formatDate(rate.from, lang)} – ${formatDate(addDays(rate.to, -1), lang)}`} onEdit={() => mode.edit(rate.id, valuesOf(rate))} />
                  <DeleteRowButton
                    label={t('admin.rates.deleteItem', { from: formatDate(rate.from, lang), to: formatDate(addDays(rate.to, -1), lang) })}
                    deleting={deletingId === rate.id}
                    onDelete={() => remove(rate)}
                  />
                </ActionsCell>
              </Table.Tr>
            ))}
          </ActionsTable>
        )}

        <SectionForm mode={mode.mode} addTitle={t('admin.rates.addTitle')} editTitle={t('admin.rates.editTitle')} submitting={add.isPending} onCancel={mode.reset} onSubmit={submit}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <DateField label={t('admin.rates.fields.from')} withAsterisk {...form.getInputProps('from')} />
            <DateField label={t('admin.rates.fields.to')} description={t('admin.rates.toHint')} withAsterisk {...form.getInputProps('to')} />
            <NumberInput label={t('admin.rates.fields.price')} withAsterisk min={0} step={0.01} decimalScale={2} allowNegative={false} {...form.getInputProps('price')} />
            <NumberInput label={t('admin.rates.fields.weekendPrice')} min={0} step={0.01} decimalScale={2} allowNegative={false} {...form.getInputProps('weekendPrice')} />
            <NumberInput label={t('admin.rates.fields.minStay')} min={1} max={MAX_NIGHTS} allowDecimal={false} allowNegative={false} {...form.getInputProps('minStay')} />
            <NumberInput label={t('admin.rates.fields.maxStay')} min={1} max={MAX_NIGHTS} allowDecimal={false} allowNegative={false} {...form.getInputProps('maxStay')} />
          </SimpleGrid>
          <TaxEntryChoice
            checkboxProps={form.getInputProps('pricesInclTaxes', { type: 'checkbox' })}
            inclTaxes={form.values.pricesInclTaxes}
            price={form.values.price}
            taxRate={taxRate}
          />
          <RateOverlapNotice rates={rates.data ?? []} from={form.values.from} to={form.values.to} exceptId={mode.editingId ?? undefined} />
          <Group gap="lg">
            <Checkbox label={t('admin.rates.fields.closedToArrival')} {...form.getInputProps('closedToArrival', { type: 'checkbox' })} />
            <Checkbox label={t('admin.rates.fields.stopSell')} {...form.getInputProps('stopSell', { type: 'checkbox' })} />
          </Group>
        </SectionForm>
      </Stack>
    </Paper>
  );
}
