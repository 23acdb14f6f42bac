import { Alert } from '@mantine/core';

/** One notice at a time (spec section 9); Mantine notifications are not installed, so it shows inline. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

export type Notify = (notice: Notice) => void;

export function ProfileNotice(props: { notice: Notice | null }) {
  const { notice } = props;
  // The live region stays in the page so a screen reader announces each new notice.
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <Alert color={notice.kind === 'success' ? 'green' : 'red'} variant="light">
          {notice.text}
        </Alert>
      )}
    </div>
  );
}
