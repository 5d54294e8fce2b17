import { useAdminMutation } from './useAdminMutation';

interface RowDeleteOptions<T> {
  mutationFn: (row: T) => Promise<unknown>;
  /** The failure's title, and its text when the server sends none (already translated). */
  failed: string;
  /** Shown in green once the row is gone. */
  deleted: string;
  /** Refetches the list. */
  onSuccess: () => void;
}

/**
 * Deletes one row of a short admin list (a room type, a rate) with no confirmation, as the spec
 * says; `deletingId` is the row whose delete is running, for its button (DeleteRowButton.tsx).
 */
export function useRowDelete<T extends { id: string }>({ mutationFn, failed, deleted, onSuccess }: RowDeleteOptions<T>) {
  const remove = useAdminMutation({ mutationFn, errorFallback: failed, errorTitle: failed, successMessage: deleted, onSuccess: () => onSuccess() });
  return { remove: remove.mutate, deletingId: remove.isPending ? (remove.variables?.id ?? null) : null };
}
