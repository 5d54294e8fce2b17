import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A row's delete button (no confirmation): a red bin named after the row, spinning while its delete runs. */
export function DeleteRowButton({ label, deleting, onDelete }: { label: string; deleting: boolean; onDelete: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} loading={deleting} onClick={onDelete}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
