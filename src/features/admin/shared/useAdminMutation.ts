import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { FormWithErrors } from '../../../lib/formErrors';
import { reportApiError } from '../../../lib/formErrors';
import { notifyAdmin } from './notify';

export interface AdminMutationOptions<TVariables, TResult> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** Field errors of a refused save land on this form (src/lib/formErrors.ts). */
  form?: FormWithErrors;
  /** Shown in green after success (already translated); none when absent. */
  successMessage?: string | ((result: TResult, variables: TVariables) => string);
  /** Shown when the failure carries no message of its own. */
  errorFallback: string;
  /**
   * Wraps the failure's message, already in the interface language (e.g. 'Failed to create room
   * type: {{message}}'); `error` is the failure itself, for a screen that says one code its own way.
   */
  errorText?: (message: string, error: unknown) => string;
  /** Title of the red notification (e.g. 'Kaydedilemedi'). */
  errorTitle?: string;
  /** Lists refetched after success (every query whose key starts with one of these). */
  invalidate?: QueryKey[];
  onSuccess?: (result: TResult, variables: TVariables) => void;
}

/**
 * Every admin save and delete: a failure is always shown (notification with the server's
 * message, field errors on the form), never only logged; nothing typed is lost. Use
 * `mutateAsync` when the caller must know the outcome (it rejects after showing the error).
 */
export function useAdminMutation<TVariables, TResult>(options: AdminMutationOptions<TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, unknown, TVariables>({
    mutationFn: options.mutationFn,
    onSuccess: async (result, variables) => {
      const message =
        typeof options.successMessage === 'function' ? options.successMessage(result, variables) : options.successMessage;
      if (message) notifyAdmin('success', message);
      options.onSuccess?.(result, variables);
      await Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      const { message } = reportApiError(error, { form: options.form, fallback: options.errorFallback, notify: false });
      notifyAdmin('error', options.errorText ? options.errorText(message, error) : message, options.errorTitle);
    },
  });
}
