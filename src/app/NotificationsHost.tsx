import { useNotifications } from '@mantine/notifications';
import { lazyOpenable } from '../components/onDemand';

/** Mantine's notification container (transitions, portal): loaded with the first notification. */
const NotificationsContainer = lazyOpenable(async () => {
  const { NotificationsContainer: Container } = await import('./NotificationsContainer');
  return function Loaded(_: { opened: boolean }) {
    return <Container />;
  };
});

/**
 * Where notifications show. `notifications.show()` only writes to Mantine's store, which is
 * light; the container that draws them loads when the store first holds one, then stays.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  return <NotificationsContainer opened={notifications.length + queue.length > 0} />;
}
