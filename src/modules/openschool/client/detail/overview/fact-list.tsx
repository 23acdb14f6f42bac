import type { ReactNode } from 'react';
import classes from './fact-list.module.css';

/** Terms and their values as a description list; facts without a value are left out. */
export function FactList(props: {
  facts: { term: string; value: ReactNode | null | undefined }[];
  testId?: string;
}) {
  const shown = props.facts.filter(
    (fact) => fact.value !== null && fact.value !== undefined && fact.value !== '',
  );
  return (
    <dl className={classes.list} data-testid={props.testId}>
      {shown.map((fact) => (
        <div key={fact.term} className={classes.item}>
          <dt className={classes.term}>{fact.term}</dt>
          <dd className={classes.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
