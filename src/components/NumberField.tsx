import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { latinDigits } from '../../contract/phone';
import { numeralsOf, withDigits } from '../lib/numerals';

export interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'> {
  /** A number, or the text typed while it is not one yet ('' when blank), as Mantine's NumberInput gives it. */
  value?: number | string;
  onChange?: (value: number | string) => void;
  min?: number;
  max?: number;
  /** ArrowUp / ArrowDown add or take this much (1 unless told). */
  step?: number;
  allowDecimal?: boolean;
  allowNegative?: boolean;
  /** At most this many decimals are kept. */
  decimalScale?: number;
  /** 'blur' (the default) brings a value outside min..max back inside when the field is left; 'none' leaves it for the form's rules. */
  clampBehavior?: 'blur' | 'none' | 'strict';
}

const COMPLETE = /^-?\d+(\.\d+)?$/;

/**
 * The one numeric field of the product (eslint.config.js forbids Mantine's NumberInput elsewhere):
 * a text field that takes Persian (۰-۹) and Arabic-Indic (٠-٩) digits as well as ASCII ones, and
 * shows the page's digits (Persian on fa pages). Its value is a number once the text is one,
 * else the text ('' when blank), so forms validate it as they did Mantine's NumberInput.
 * It needs no number-formatting library, so the first view's search form can use it.
 */
export function NumberField({
  value,
  onChange,
  min,
  max,
  step = 1,
  allowDecimal = true,
  allowNegative = true,
  decimalScale,
  clampBehavior = 'blur',
  onBlur,
  onKeyDown,
  ...rest
}: NumberFieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const numerals = numeralsOf(language);
  const shown = (text: string) => {
    const local = numerals ? withDigits(text, numerals) : text;
    return numerals?.decimal === '٫' ? local.replace('.', '٫') : local;
  };
  const textOf = (next: number | string | undefined) => (next === undefined || next === null ? '' : String(next));

  // The typed text is kept while it stands for the form's value (a trailing "." or a leading 0
  // survive); a value set from outside (a reset, a prefill) or a new language writes it again.
  const [state, setState] = useState({ text: textOf(value), value, language });
  if (state.language !== language || !Object.is(state.value, value)) {
    const same = state.language === language && String(state.value) !== '' && Number(state.value) === Number(value) && typeof value === 'number';
    setState({ text: same ? state.text : textOf(value), value, language });
  }

  const clean = (typed: string): string => {
    let text = latinDigits(typed).replace(/[٫,]/g, allowDecimal ? '.' : '').replace(/[٬\s]/g, '');
    const negative = allowNegative && text.startsWith('-');
    text = text.replace(allowDecimal ? /[^\d.]/g : /\D/g, '');
    const [whole = '', ...fractions] = text.split('.');
    if (fractions.length > 0) {
      const fraction = fractions.join('');
      text = `${whole}.${decimalScale === undefined ? fraction : fraction.slice(0, decimalScale)}`;
      if (decimalScale === 0) text = whole;
    }
    return negative ? `-${text}` : text;
  };

  const emit = (text: string) => {
    const next: number | string = COMPLETE.test(text) ? Number(text) : text;
    setState({ text, value: next, language });
    onChange?.(next);
  };

  const clamp = (number: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, number));

  return (
    <TextInput
      {...rest}
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      value={shown(state.text)}
      onChange={(event) => emit(clean(event.currentTarget.value))}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        const current = COMPLETE.test(state.text) ? Number(state.text) : (min ?? 0) - (event.key === 'ArrowUp' ? step : -step);
        const next = clamp(Math.round((current + (event.key === 'ArrowUp' ? step : -step)) * 1e6) / 1e6);
        emit(String(next));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (clampBehavior !== 'none' && COMPLETE.test(state.text)) {
          const number = Number(state.text);
          if (clamp(number) !== number) emit(String(clamp(number)));
        }
        onBlur?.(event);
      }}
    />
  );
}
