import { Text } from '@mantine/core';

/**
 * A compare cell's value, then smaller lines about it: in the visitor's currency, in US
 * dollars, as charged.
 */
export const firstAndNotes = ([first, ...notes]: string[]) => (
  <>
    <div>{first}</div>
    {notes.map((note) => (
      <Text size="sm" c="gray.7" key={note}>
        {note}
      </Text>
    ))}
  </>
);
