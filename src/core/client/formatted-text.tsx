import { Fragment } from 'react';
import { parseTextBlocks } from '../shared/text-blocks';
import { PlainText, PlainTitle } from './plain-text';

/**
 * An editable text as headings (h2) and paragraphs. Everything is rendered as text by React,
 * so nothing an admin types can become markup or script.
 */
export function FormattedText(props: { text: string }) {
  return parseTextBlocks(props.text).map((block, index) =>
    block.kind === 'heading' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place
      <PlainTitle key={index} order={2} size="h3" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        {block.text}
      </PlainTitle>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place
      <PlainText key={index}>
        {block.lines.map((line, lineIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
          <Fragment key={lineIndex}>
            {lineIndex > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </PlainText>
    ),
  );
}
