import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState, type ComponentType } from 'react';
import type { within } from 'storybook/test';

/**
 * A section's form fields in a form of their own, as the section holds them: a submit shows the
 * body the API would get (`submittedBody`), so a story fills the fields from empty, or from a
 * stored record, and checks what would be sent.
 */
export function fieldsHarness<Values extends object>(
  label: string,
  Fields: ComponentType<{ form: UseFormReturnType<Values> }>,
  empty: Values,
  bodyOf: (values: Values) => unknown,
) {
  return function FieldsHarness({ initial = empty }: { initial?: Values }) {
    const form = useForm<Values>({ initialValues: initial });
    const [body, setBody] = useState('');
    return (
      <form aria-label={label} onSubmit={form.onSubmit((values) => setBody(JSON.stringify(bodyOf(values))))}>
        <Fields form={form} />
        <button type="submit">submit</button>
        <output aria-label="body">{body}</output>
      </form>
    );
  };
}

/** The body the harness's last submit would send. */
export const submittedBody = (form: ReturnType<typeof within>) =>
  JSON.parse(form.getByRole('status', { name: 'body' }).textContent ?? '{}') as Record<string, unknown>;
