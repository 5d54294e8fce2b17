import { useCallback, useState } from 'react';

/** The part of a `@mantine/form` form the mode helper drives. */
export interface ResettableForm<V> {
  setValues: (values: V) => void;
  resetDirty: (values?: V) => void;
  clearErrors: () => void;
  setInitialValues: (values: V) => void;
}

/**
 * Add / edit modes of a section's form (spec section 2): `edit(id, values)` fills the form and
 * switches to edit mode; `reset()` (cancel, or after a successful save) empties it and returns
 * to add mode.
 */
export function useFormMode<V>(form: ResettableForm<V>, emptyValues: V) {
  const [editingId, setEditingId] = useState<string | null>(null);

  const edit = useCallback(
    (id: string, values: V) => {
      setEditingId(id);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
    },
    [form],
  );

  const reset = useCallback(() => {
    setEditingId(null);
    form.setValues(emptyValues);
    form.resetDirty(emptyValues);
    form.clearErrors();
  }, [form, emptyValues]);

  return { mode: editingId ? ('edit' as const) : ('add' as const), editingId, isEditing: editingId !== null, edit, reset };
}
