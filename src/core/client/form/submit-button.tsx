import type { ReactNode } from 'react';
import { PlainButton } from '../plain-button';

/**
 * A public form's submit button in the site's accent colour, as wide as its label, busy while
 * the form is sent. Dark text on the spec's light orange: white on it is 2.6:1, below WCAG AA.
 */
export function SubmitButton(props: { busy: boolean; children: ReactNode }) {
  return (
    <PlainButton type="submit" loading={props.busy} style={{ alignSelf: 'flex-start' }}>
      {props.children}
    </PlainButton>
  );
}
