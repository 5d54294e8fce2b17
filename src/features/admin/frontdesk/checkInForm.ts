/**
 * The check-in dialog's values, their checks (the contract's rules: contract/frontDesk.ts) and the
 * body they become. One row per guest; a Turkish citizen gives a T.C. number, anyone else a passport.
 */
import { COUNTRY_CODES, isValidTcNumber, TURKEY, type CheckInRequest } from '../../../../contract/frontDesk';
import { isRealDate } from '../../../../contract/common';
import type { TranslationKey } from '../../../lib/i18n';

export interface GuestRowValues {
  /** A row's own key (rows are added and removed). */
  key: string;
  fullName: string;
  nationality: string;
  tcNumber: string;
  passportNumber: string;
  passportCountry: string;
  birthDate: string;
}

export interface CheckInFormValues {
  guests: GuestRowValues[];
}

let rows = 0;
export const emptyGuest = (): GuestRowValues => ({
  key: `guest-${++rows}`,
  fullName: '',
  nationality: '',
  tcNumber: '',
  passportNumber: '',
  passportCountry: '',
  birthDate: '',
});

/** Field path (`guests.0.tcNumber`) -> the text key of what is wrong with it; empty when every row is valid. */
export function checkInErrors(values: CheckInFormValues, today: string): Record<string, TranslationKey> {
  const errors: Record<string, TranslationKey> = {};
  values.guests.forEach((guest, index) => {
    const at = (field: keyof GuestRowValues, key: TranslationKey) => (errors[`guests.${index}.${field}`] = key);
    if (!guest.fullName.trim()) at('fullName', 'frontDesk.errors.required');
    if (!COUNTRY_CODES.includes(guest.nationality)) at('nationality', 'frontDesk.errors.country');
    else if (guest.nationality === TURKEY) {
      if (!guest.tcNumber.trim()) at('tcNumber', 'frontDesk.errors.required');
      else if (!isValidTcNumber(guest.tcNumber.trim())) at('tcNumber', 'frontDesk.errors.tc');
    } else {
      if (!guest.passportNumber.trim()) at('passportNumber', 'frontDesk.errors.required');
      if (!COUNTRY_CODES.includes(guest.passportCountry)) at('passportCountry', 'frontDesk.errors.country');
    }
    if (!guest.birthDate) at('birthDate', 'frontDesk.errors.required');
    else if (!isRealDate(guest.birthDate) || guest.birthDate >= today || guest.birthDate < '1900-01-01') at('birthDate', 'frontDesk.errors.birthDate');
  });
  return errors;
}

/** The request body: a T.C. number for a Turkish citizen, a passport for anyone else. */
export function checkInBody(values: CheckInFormValues): CheckInRequest {
  return {
    guests: values.guests.map((guest) => ({
      fullName: guest.fullName.trim(),
      nationality: guest.nationality,
      birthDate: guest.birthDate,
      ...(guest.nationality === TURKEY
        ? { tcNumber: guest.tcNumber.trim() }
        : { passportNumber: guest.passportNumber.trim(), passportCountry: guest.passportCountry }),
    })),
  };
}
