import { Container, Stack, Stepper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/core/client/use-translation';

const STEP_KEYS = ['welcome', 'settings', 'register', 'finalize'] as const;

/** The frame of every setup step: the heading and where the step sits among the four. */
export function SetupFrame(props: { step: 0 | 1 | 2 | 3; children: ReactNode }) {
  const { t } = useTranslation('setup');
  const current = STEP_KEYS[props.step];
  return (
    <Container size={720} py={40} px="md">
      <Stack gap="xl">
        <Title order={1}>{t('title')}</Title>
        <Stepper active={props.step} size="sm" aria-label={t('progress')} allowNextStepsSelect={false}>
          {STEP_KEYS.map((key) => (
            <Stepper.Step key={key} label={t(`steps.${key}`)} />
          ))}
        </Stepper>
        <Stack gap="md" component="section" aria-labelledby="setup-step-title">
          <Title order={2} id="setup-step-title">
            {t(`${current}.title`)}
          </Title>
          {props.children}
        </Stack>
      </Stack>
    </Container>
  );
}
