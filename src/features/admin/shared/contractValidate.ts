import type { z } from 'zod';

type Values = Record<string, unknown>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * A `@mantine/form` `validate` function from a contract schema: the same rules as the Worker,
 * with texts in the interface language. A blank field gets `required`; any other failure gets
 * `messages[field]` (or the contract's own message when none is given).
 */
export function contractValidate<V extends object>(
  schema: z.ZodType,
  options: { required: string; messages?: Partial<Record<keyof V & string, string>>; toBody?: (values: V) => unknown },
) {
  return (values: V): Record<string, string> => {
    const body = options.toBody ? options.toBody(values) : values;
    const result = schema.safeParse(body);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!field || errors[field]) continue;
      const raw = (values as Values)[field];
      errors[field] = isBlank(raw) ? options.required : (options.messages?.[field as keyof V & string] ?? issue.message);
    }
    return errors;
  };
}
