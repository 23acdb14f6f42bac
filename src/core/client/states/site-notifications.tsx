import { Notifications } from '@mantine/notifications';
import { withMantine } from '../theme/with-mantine';

/** Spec section 9: only one notification at a time, at the top centre (its styles: entry-client.tsx). */
function SiteNotifications() {
  return <Notifications position="top-center" limit={1} />;
}

/** Mantine's providers come with it: the pages it opens on may have none (decision 093). */
export default withMantine(SiteNotifications);
