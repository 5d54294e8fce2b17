import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SectionFormProps {
  /** 'add' or 'edit' (useFormMode). */
  mode: 'add' | 'edit';
  addTitle: string;
  editTitle: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  submitting: boolean;
  children: ReactNode;
}

/**
 * The add/edit form frame of a section: its title says the mode; in edit mode a Cancel button
 * returns to add mode (spec section 2).
 */
export function SectionForm({ mode, addTitle, editTitle, onSubmit, onCancel, submitting, children }: SectionFormProps) {
  const { t } = useTranslation();
  const title = mode === 'edit' ? editTitle : addTitle;
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={3} size="h4">
              {title}
            </Title>
            {mode === 'edit' && <Badge variant="light">{t('admin.form.editing')}</Badge>}
          </Group>
          {children}
          <Group justify="flex-end" gap="sm">
            {mode === 'edit' && (
              <Button variant="default" onClick={onCancel} disabled={submitting}>
                {t('admin.form.cancel')}
              </Button>
            )}
            <Button type="submit" loading={submitting}>
              {mode === 'edit' ? t('admin.form.update') : t('admin.form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
