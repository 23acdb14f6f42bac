import { Button, CloseButton, ColorInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { isHexColor, THEME_COLOR_NAMES, type ThemeColorName } from './theme-colors';
import { useThemeColors } from './theme-colors-context';
import classes from './theme-panel.module.css';
import { THEMER_PARAM } from './theme-panel-param';
import { withMantine } from './with-mantine';

/**
 * The theme panel: the seven colours of the site, previewed live and kept in this browser,
 * and a reset back to the defaults. Loaded only when the query string asks for it.
 */
function ThemePanel() {
  const { t } = useTranslation('common');
  const { customised, reset } = useThemeColors();
  const [, setSearchParams] = useSearchParams();
  const titleId = useId();
  const close = () =>
    setSearchParams(
      (params) => {
        params.delete(THEMER_PARAM);
        return params;
      },
      { preventScrollReset: true },
    );
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      className={classes.panel}
      shadow="lg"
      p="md"
      withBorder
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('theme.title')}
        </Title>
        <CloseButton aria-label={t('theme.close')} onClick={close} />
      </Group>
      <Text size="sm" c="gray.7" mb="sm">
        {t('theme.help')}
      </Text>
      <Stack gap="xs">
        {THEME_COLOR_NAMES.map((name) => (
          <ThemeColorField key={name} name={name} />
        ))}
        <Button variant="default" onClick={reset} disabled={!customised}>
          {t('theme.reset')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** One colour: typed or picked; only complete colours reach the theme, half-typed ones wait. */
function ThemeColorField(props: { name: ThemeColorName }) {
  const { t } = useTranslation('common');
  const { colors, setColor } = useThemeColors();
  const current = colors[props.name];
  const [draft, setDraft] = useState(current);
  // A reset, or the stored value read after hydration, replaces what the field shows.
  useEffect(() => setDraft(current), [current]);
  return (
    <ColorInput
      label={t(`theme.colors.${props.name}`)}
      format="hex"
      withEyeDropper={false}
      value={draft}
      onChange={(value) => {
        setDraft(value);
        if (isHexColor(value)) setColor(props.name, value);
      }}
      onBlur={() => setDraft(current)}
    />
  );
}

/** Mantine's providers come with it: the pages it opens on may have none (decision 093). */
export default withMantine(ThemePanel);
