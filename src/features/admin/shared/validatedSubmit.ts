import type { FormEvent } from 'react';

/** Field → message, as `contractValidate` returns them (empty when the values are valid). */
export type FieldErrors = Record<string, string>;

/** The part of a `@mantine/form` form the submit step drives (any form's `useForm()` result fits). */
export interface SubmittableForm<V> {
  onSubmit: (handler: (values: V) => void) => (event?: FormEvent<HTMLFormElement>) => void;
  setErrors: (errors: FieldErrors) => void;
}

/**
 * The submit step of an admin form: the form's own `useForm` rules run first (form.onSubmit),
 * then `validate` (usually `contractValidate`: the Worker's rules); any error is shown on its
 * field and nothing is sent, otherwise `send(values)`.
 */
export function validatedSubmit<V>(
  form: SubmittableForm<V>,
  validate: ((values: V) => FieldErrors) | undefined,
  send: (values: V) => void,
): (event?: FormEvent<HTMLFormElement>) => void {
  return form.onSubmit((values) => {
    const errors = validate?.(values) ?? {};
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    send(values);
  });
}
