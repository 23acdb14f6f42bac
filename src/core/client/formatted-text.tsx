import { Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { parseTextBlocks } from '../shared/text-blocks';

/**
 * An editable text as headings (h2) and paragraphs. Everything is rendered as text by React,
 * so nothing an admin types can become markup or script.
 */
export function FormattedText(props: { text: string }) {
  return parseTextBlocks(props.text).map((block, index) =>
    block.kind === 'heading' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place
      <Title key={index} order={2} size="h3" mt="md">
        {block.text}
      </Title>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place
      <Text key={index}>
        {block.lines.map((line, lineIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
          <Fragment key={lineIndex}>
            {lineIndex > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
    ),
  );
}
