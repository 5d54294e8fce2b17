import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18n from '../../../lib/i18n';

/**
 * The admin's notifications: a named close button and full-contrast text (Mantine dims the
 * description under a title, below WCAG AA), the title set in bold inside the message.
 */
export function notifyAdmin(kind: 'success' | 'error', message: string, title?: string) {
  notifications.show({
    color: kind === 'success' ? 'teal' : 'red',
    autoClose: kind === 'success' ? 4000 : 8000,
    closeButtonProps: { 'aria-label': i18n.t('admin.notify.close') },
    message: (
      <>
        {title && (
          <Text size="sm" fw={700} c="inherit">
            {title}
          </Text>
        )}
        <Text size="sm" c="inherit">
          {message}
        </Text>
      </>
    ),
  });
}
