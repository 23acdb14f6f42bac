import { Container, Stack, Text, Title } from '@mantine/core';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useTranslation } from '@/core/client/use-translation';
import { Alerts, Buttons, Inputs, Palette, Typography } from './style-samples';

export const meta: PageMetaSource = ({ t }) => ({ title: t('style.title', { ns: 'debug' }), noindex: true });

/** /_debug/style: the design system as the site renders it, to check the theme at a glance. */
export function Component() {
  const { t } = useTranslation('debug');
  const sections = [
    ['palette', t('style.palette'), <Palette key="palette" />],
    ['typography', t('style.typography'), <Typography key="typography" />],
    ['buttons', t('style.buttons'), <Buttons key="buttons" />],
    ['inputs', t('style.inputs'), <Inputs key="inputs" />],
    ['alerts', t('style.alertsTitle'), <Alerts key="alerts" />],
  ] as const;
  return (
    <Container size="md" py={48} px="md">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('style.title')}</Title>
          <Text>{t('style.intro')}</Text>
        </Stack>
        {sections.map(([id, title, content]) => (
          <Stack key={id} gap="md" component="section" aria-labelledby={`style-${id}`}>
            <Title order={2} id={`style-${id}`}>
              {title}
            </Title>
            <div id={id}>{content}</div>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
