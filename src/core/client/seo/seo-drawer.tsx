import { Alert, Anchor, Badge, Button, Drawer, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { LineIcon } from '../line-icon';
import { DelayedLoader } from '../states/delayed-loader';
import { seoToolsFor } from './seo-tools';

/** Spec section 9: admin drawers are 240 px wide. */
const SEO_DRAWER_WIDTH = 240;

function WarningIcon() {
  return (
    <LineIcon>
      <path d="M12 3 2 21h20L12 3Z" />
      <path d="M12 10v5m0 3v.01" />
    </LineIcon>
  );
}

/**
 * The SEO drawer (spec "Shell", SEOMenu:show): whether search engines may index the site — and
 * if not, a way to the settings — and outside tools opened on the page being looked at.
 */
export default function SeoDrawer(props: {
  opened: boolean;
  onClose: () => void;
  indexed: boolean;
  siteName: string;
}) {
  const { t, ready } = useTranslation('admin');
  const location = useLocation();
  const page = new URL(location.pathname + location.search, window.location.origin);
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={SEO_DRAWER_WIDTH}
      title={ready ? t('seo.title') : ''}
      closeButtonProps={{ 'aria-label': ready ? t('seo.close') : '' }}
    >
      {!ready ? (
        <DelayedLoader />
      ) : (
        <Stack gap="md">
          {props.indexed ? (
            <Badge color="green" variant="light" size="lg">
              {t('seo.label')}
            </Badge>
          ) : (
            <Alert color="red" icon={<WarningIcon />} title={t('seo.disabled')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('seo.configure')}</Text>
                <Button component={Link} to="/_admin/settings" size="xs" color="red" onClick={props.onClose}>
                  {t('seo.goToSettings')}
                </Button>
              </Stack>
            </Alert>
          )}
          <nav aria-label={t('seo.tools.title')}>
            <Title order={2} size="h5" mb="xs">
              {t('seo.tools.title')}
            </Title>
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {seoToolsFor(page, props.siteName).map((tool) => (
                <li key={tool.key}>
                  <Anchor href={tool.href} target="_blank" rel="noopener noreferrer" size="sm">
                    {t(`seo.tools.${tool.key}`)}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </nav>
        </Stack>
      )}
    </Drawer>
  );
}
