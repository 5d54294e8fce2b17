import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { priceWithTaxes } from '../../../../contract/stayPricing';
import { formatMoney, formatNumber } from '../../../lib/format';
import { netPriceOf } from './roomTypeForm';

export interface TaxEntryChoiceProps {
  /** Whether the prices typed include the hotel's taxes. */
  checkboxProps: { checked?: boolean; onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void };
  inclTaxes: boolean;
  /** The price as typed (blank while typing). */
  price: number | string;
  /** The hotel's tax rate in percent. */
  taxRate: number;
}

/**
 * The room type and rate forms' choice of typing prices without or with taxes (issue 33), and
 * what guests will see for the price typed: prices are stored before tax, a price typed with
 * taxes is converted by the one rule (contract/stayPricing.ts `priceWithoutTaxes`).
 */
export function TaxEntryChoice({ checkboxProps, inclTaxes, price, taxRate }: TaxEntryChoiceProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const net = netPriceOf(price, inclTaxes, taxRate);
  return (
    <Stack gap={4}>
      <Checkbox label={t('admin.roomTypes.pricesInclTaxes')} {...checkboxProps} />
      {typeof net === 'number' && net > 0 && (
        <Text size="sm" c="dark.9" data-testid="guest-price">
          {t('admin.roomTypes.guestPrice', {
            price: formatMoney(priceWithTaxes(net, taxRate), language),
            rate: formatNumber(taxRate, language),
            net: formatMoney(net, language),
          })}
        </Text>
      )}
    </Stack>
  );
}
