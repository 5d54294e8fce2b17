import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/** Mantine's notification container (transitions, portal): loaded with the first notification. */
const Notifications = lazy(async () => ({ default: (await import('./NotificationsContainer')).NotificationsContainer }));

/**
 * Where notifications show. `notifications.show()` only writes to Mantine's store, which is
 * light; the container that draws them loads when the store first holds one, then stays.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
