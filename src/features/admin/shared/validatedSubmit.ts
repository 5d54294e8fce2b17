import type { FormEvent } from 'react';
import i18n from '../../../lib/i18n';
import { notifyAdmin } from './notify';

/** Field → message, as `contractValidate` returns them (empty when the values are valid). */
export type FieldErrors = Record<string, string>;

/** The part of a `@mantine/form` form the submit step drives (any form's `useForm()` result fits). */
export interface SubmittableForm<V> {
  onSubmit: (
    handler: (values: V) => void,
    onInvalid?: (errors: Record<string, unknown>) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
  setErrors: (errors: FieldErrors) => void;
}

/**
 * A refused submit is never silent: a notification says so, and once the errors are drawn the
 * first marked field is scrolled into view and focused (a phone shows one field at a time).
 */
function showInvalidFields(formElement: HTMLFormElement | null | undefined) {
  notifyAdmin('error', i18n.t('admin.form.invalid'), i18n.t('admin.form.saveFailed'));
  requestAnimationFrame(() => {
    const first = formElement?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  });
}

/**
 * The submit step of an admin form: the form's own `useForm` rules run first (form.onSubmit),
 * then `validate` (usually `contractValidate`: the Worker's rules); any error is shown on its
 * field (showInvalidFields) and nothing is sent, otherwise `send(values)`.
 */
export function validatedSubmit<V>(
  form: SubmittableForm<V>,
  validate: ((values: V) => FieldErrors) | undefined,
  send: (values: V) => void,
): (event?: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    const formElement = event?.currentTarget;
    form.onSubmit(
      (values) => {
        const errors = validate?.(values) ?? {};
        if (Object.keys(errors).length > 0) {
          form.setErrors(errors);
          showInvalidFields(formElement);
          return;
        }
        send(values);
      },
      () => showInvalidFields(formElement),
    )(event);
  };
}
