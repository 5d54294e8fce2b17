/** Mantine's notification container, in its own module so it loads lazily (NotificationsHost). */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
export { Notifications as NotificationsContainer } from '@mantine/notifications';
