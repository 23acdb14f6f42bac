import type { MarkerActionsProps } from '@/core/client/module';
import { CompareToggle } from './compare-toggle';

/** On a school's card on the map: the shortlist's Compare, as on the list and the school's page. */
export default function SchoolMarkerActions(props: MarkerActionsProps) {
  return <CompareToggle schoolId={props.id} name={props.name} />;
}
