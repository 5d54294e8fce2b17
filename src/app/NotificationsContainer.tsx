/** Mantine's notification container, in its own module so it loads lazily (NotificationsHost). */
export { Notifications as NotificationsContainer } from '@mantine/notifications';
