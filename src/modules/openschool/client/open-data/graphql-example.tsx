import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/core/client/use-translation';
import { PUBLIC_GRAPHQL_PATH } from '@/modules/openschool/shared/open-data/graphql-examples';

type Answer =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; text: string }
  | { state: 'failed' };

/** One example of the public API: its query, and a button that runs it and shows the JSON answer. */
export function GraphqlExample(props: { name: string; title: string; query: string }) {
  const { t } = useTranslation('open-data');
  const [answer, setAnswer] = useState<Answer>({ state: 'idle' });
  const run = async () => {
    setAnswer({ state: 'running' });
    try {
      const response = await fetch(PUBLIC_GRAPHQL_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: props.query }),
      });
      setAnswer({ state: 'done', text: JSON.stringify(await response.json(), null, 2) });
    } catch {
      setAnswer({ state: 'failed' });
    }
  };
  const resultId = `graphql-example-${props.name}`;
  return (
    <Stack gap="xs" component="section" aria-label={props.title}>
      <Title order={3} size="h4">
        {props.title}
      </Title>
      <Code block>{props.query}</Code>
      <div>
        <Button size="xs" onClick={run} loading={answer.state === 'running'} aria-controls={resultId}>
          {t('api.run')}
        </Button>
      </div>
      <div id={resultId} aria-live="polite">
        {answer.state === 'done' && (
          // Focusable: a keyboard scrolls a long answer.
          <Code block aria-label={t('api.answer')} tabIndex={0} mah={320} style={{ overflow: 'auto' }}>
            {answer.text}
          </Code>
        )}
        {answer.state === 'failed' && (
          <Text c="red.8" size="sm">
            {t('api.failed')}
          </Text>
        )}
      </div>
    </Stack>
  );
}
