import { Notifications } from '@mantine/notifications';

/** Spec section 9: only one notification at a time, at the top centre (its styles: entry-client.tsx). */
export default function SiteNotifications() {
  return <Notifications position="top-center" limit={1} />;
}
