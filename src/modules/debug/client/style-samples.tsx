import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { DEFAULT_COLORS } from '@/core/client/theme';
import { useTranslation } from '@/core/client/use-translation';

// Spec section 9: the status colours beside the theme's seven.
const STATUS_COLORS = { success: '#28a745', info: '#17a2b8', warning: '#ffc107', danger: '#dc3545' } as const;

function Swatch(props: { name: string; value: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ColorSwatch color={props.value} size={40} withShadow aria-hidden />
      <div>
        <Text fw={600}>{props.name}</Text>
        <Text size="sm" ff="monospace">
          {props.value}
        </Text>
      </div>
    </Group>
  );
}

export function Palette() {
  const { t } = useTranslation('debug');
  const theme = useMantineTheme();
  const colors = { ...DEFAULT_COLORS, ...STATUS_COLORS };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
        {Object.entries(colors).map(([name, value]) => (
          <Swatch key={name} name={t(`style.colors.${name}`)} value={value} />
        ))}
      </SimpleGrid>
      <Text fw={600}>{t('style.brandShades')}</Text>
      <Group gap={4}>
        {theme.colors.brand?.map((shade, index) => (
          <ColorSwatch key={shade} color={shade} radius="sm" size={32} title={`brand.${index} ${shade}`} />
        ))}
      </Group>
    </Stack>
  );
}

export function Typography() {
  const { t } = useTranslation('debug');
  return (
    <Stack gap="xs">
      {(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((size, index) => (
        // Shown at each heading size but all one level below the section, to keep the outline.
        <Title key={size} order={3} size={size}>
          {t('style.heading', { level: index + 1 })}
        </Title>
      ))}
      <Text>{t('style.body')}</Text>
      <Text size="sm">{t('style.small')}</Text>
      <Anchor href="#typography">{t('style.link')}</Anchor>
    </Stack>
  );
}

export function Buttons() {
  const { t } = useTranslation('debug');
  return (
    <Group gap="sm">
      {/* As pages use them: dark text on the light orange, its darkest shade for orange text (WCAG AA). */}
      <Button autoContrast>{t('style.filled')}</Button>
      {(['light', 'outline'] as const).map((variant) => (
        <Button key={variant} variant={variant} color="brand.9">
          {t(`style.${variant}`)}
        </Button>
      ))}
      <Button variant="default">{t('style.default')}</Button>
      <Button disabled>{t('style.disabled')}</Button>
      <Button autoContrast loading loaderProps={{ 'aria-label': t('style.loading') }}>
        {t('style.loading')}
      </Button>
    </Group>
  );
}

export function Inputs() {
  const { t } = useTranslation('debug');
  return (
    <Stack gap="md" maw={420}>
      <TextInput label={t('style.textLabel')} placeholder={t('style.textPlaceholder')} />
      <Textarea label={t('style.textareaLabel')} autosize minRows={3} />
      <Select
        label={t('style.selectLabel')}
        data={[
          { value: 'one', label: t('style.options.one') },
          { value: 'two', label: t('style.options.two') },
        ]}
        defaultValue="one"
      />
      <Checkbox label={t('style.checkboxLabel')} defaultChecked />
      <Switch label={t('style.switchLabel')} />
    </Stack>
  );
}

export function Alerts() {
  const { t } = useTranslation('debug');
  return (
    <Stack gap="sm">
      {(Object.keys(STATUS_COLORS) as (keyof typeof STATUS_COLORS)[]).map((kind) => (
        // Dark text on the light tint: the status colours themselves are too light for text.
        <Alert
          key={kind}
          color={STATUS_COLORS[kind]}
          variant="light"
          title={t(`style.colors.${kind}`)}
          styles={{ title: { color: DEFAULT_COLORS.text } }}
        >
          {t(`style.alerts.${kind}`)}
        </Alert>
      ))}
    </Stack>
  );
}
