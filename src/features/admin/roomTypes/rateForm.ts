import type { Rate } from '../../../../contract';
import { netPriceOf } from './roomTypeForm';

/** The rate form's values as typed (numbers may be blank while typing). */
export interface RateFormValues {
  from: string;
  to: string;
  price: number | string;
  weekendPrice: number | string;
  minStay: number | string;
  maxStay: number | string;
  closedToArrival: boolean;
  stopSell: boolean;
  /** Prices typed with the hotel's taxes (TaxEntryChoice); stored before tax. */
  pricesInclTaxes: boolean;
}

export const EMPTY: RateFormValues = { from: '', to: '', price: '', weekendPrice: '', minStay: '', maxStay: '', closedToArrival: false, stopSell: false, pricesInclTaxes: false };

/** The rate body of the form's values: prices before tax (netPriceOf), for the room type. */
export const rateBodyOf = ({ pricesInclTaxes, ...values }: RateFormValues, roomTypeId: string, taxRate: number) => ({
  ...values,
  price: netPriceOf(values.price, pricesInclTaxes, taxRate),
  weekendPrice: netPriceOf(values.weekendPrice, pricesInclTaxes, taxRate),
  roomTypeId,
});

/** A listed rate as the form shows it for editing (blank: no weekend price, no limit). */
export const valuesOf = (rate: Rate): RateFormValues => ({
  from: rate.from,
  to: rate.to,
  price: rate.price,
  weekendPrice: rate.weekendPrice ?? '',
  minStay: rate.minStay ?? '',
  maxStay: rate.maxStay ?? '',
  closedToArrival: rate.closedToArrival,
  stopSell: rate.stopSell,
  pricesInclTaxes: false,
});
