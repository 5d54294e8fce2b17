import { notifications } from '@mantine/notifications';
import { isApiError } from './api';
import { errorText } from './errorMessages';

/** The part of a `@mantine/form` form this helper needs (any form's `useForm()` result fits). */
export interface FormWithErrors {
  setFieldError: (path: string, error: string) => void;
  getValues: () => object;
}

export interface ApiErrorReport {
  /** The message to show: the server's, or `fallback` when the failure carried none. */
  message: string;
  /** Field errors placed on the form (field path → message). */
  fieldErrors: Record<string, string>;
}

/**
 * The one place that turns a failed call into what the user sees (docs/conventions.md, "Texts, messages and errors"): the error
 * envelope's `details[].path` become the form's field errors (for fields the form has), and the
 * message is shown in a red notification unless `notify` is false (a screen that shows it inline).
 * Both are in the visitor's language: the translation of the answer's `code` (and of each field
 * error's), else the server's text (`errorText`). Nothing typed is touched: the form keeps every value.
 */
export function reportApiError(
  error: unknown,
  options: { form?: FormWithErrors; fallback: string; title?: string; notify?: boolean },
): ApiErrorReport {
  const fieldErrors: Record<string, string> = {};
  let message = options.fallback;
  if (isApiError(error)) {
    if (error.message && error.status !== 500) message = errorText(error);
    if (options.form) {
      const values = options.form.getValues() as Record<string, unknown>;
      for (const detail of error.details) {
        const field = detail.path.split('.')[0] ?? '';
        if (field && field in values && !fieldErrors[detail.path]) {
          const text = errorText(detail);
          fieldErrors[detail.path] = text;
          options.form.setFieldError(detail.path, text);
        }
      }
    }
  } else if (error instanceof Error && error.name !== 'AbortError' && error.message && !/fetch|network/i.test(error.message)) {
    message = error.message;
  }
  if (options.notify !== false) {
    notifications.show({ color: 'red', title: options.title, message, autoClose: 8000 });
  }
  return { message, fieldErrors };
}
