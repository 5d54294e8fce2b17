import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormWithErrors } from '../../../lib/formErrors';
import { useDeleteConfirm, type DeleteSubject } from './DeleteConfirm';
import { useAdminMutation } from './useAdminMutation';
import type { useFormMode } from './useFormMode';
import { validatedSubmit, type FieldErrors, type SubmittableForm } from './validatedSubmit';

export interface SectionMutationsOptions<V, T extends { id: string }> {
  form: FormWithErrors & SubmittableForm<V>;
  /** Checked on submit after the form's own rules (usually `contractValidate`); errors stop the save. */
  validate?: (values: V) => FieldErrors;
  mode: ReturnType<typeof useFormMode<V>>;
  /** Adds (editingId null) or saves the edited record. */
  save: (values: V, editingId: string | null) => Promise<unknown>;
  remove: (item: T) => Promise<unknown>;
  /** Lists refetched after a save or a delete. */
  invalidate: QueryKey[];
  /** Translated success texts; `created` absent when the section only edits. */
  texts: { created?: string; updated: string; deleted: string };
  /** The spec's delete confirmation ('Are you sure you want to delete this …?'). */
  subject: DeleteSubject;
  nameOf: (item: T) => string;
}

/**
 * The submit, save, delete and delete-confirmation of an admin section's add/edit form: `submit`
 * (the form's onSubmit) validates and saves; a successful save or the deletion of the record
 * being edited returns the form to add mode; every failure is shown (useAdminMutation).
 */
export function useSectionMutations<V, T extends { id: string }>(options: SectionMutationsOptions<V, T>) {
  const { t } = useTranslation();
  const { mode, texts } = options;
  // The record just added: its table goes back to page 1 (newest first) and highlights it.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const save = useAdminMutation({
    mutationFn: (values: V) => options.save(values, mode.editingId),
    form: options.form,
    errorFallback: t('admin.form.saveFailed'),
    errorTitle: t('admin.form.saveFailed'),
    successMessage: () => (mode.isEditing || !texts.created ? texts.updated : texts.created),
    invalidate: options.invalidate,
    onSuccess: (result) => {
      const added = !mode.isEditing && typeof result === 'object' && result !== null && 'id' in result ? String(result.id) : null;
      setCreatedId(added);
      mode.reset();
    },
  });
  const remove = useAdminMutation({
    mutationFn: options.remove,
    errorFallback: t('admin.form.deleteFailed'),
    errorTitle: t('admin.form.deleteFailed'),
    successMessage: texts.deleted,
    invalidate: options.invalidate,
    onSuccess: (_, item: T) => {
      if (item.id === mode.editingId) mode.reset();
    },
  });
  const confirm = useDeleteConfirm<T>({ subject: options.subject, nameOf: options.nameOf, onConfirm: (item) => remove.mutateAsync(item) });
  const submit = validatedSubmit(options.form, options.validate, (values) => save.mutate(values));
  return { submit, save, remove, confirm, createdId };
}
