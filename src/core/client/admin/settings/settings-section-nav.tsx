import { Badge, NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { sectionPath } from './settings-section-path';

/**
 * The settings' sections beside the open one: links (a Tab moves between them, Enter opens one),
 * the open one marked as the current page, and those with unsaved changes saying so.
 */
export function SettingsSectionNav(props: {
  sections: readonly { name: string; title: string }[];
  current: string;
  unsaved: ReadonlySet<string>;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack component="nav" aria-label={t('settings.sectionsNav')} gap={2} miw={200}>
      {props.sections.map((section) => {
        const current = section.name === props.current;
        return (
          <NavLink
            key={section.name}
            component={Link}
            to={sectionPath(section.name)}
            label={section.title}
            active={current}
            // Dark text on grey when active, as the console's menu: the brand orange's tint is too faint.
            color="dark"
            aria-current={current ? 'page' : undefined}
            rightSection={
              props.unsaved.has(section.name) && (
                <Badge size="sm" color="orange" variant="light" c="dark.7" tt="none" miw="max-content">
                  {t('settings.unsaved')}
                </Badge>
              )
            }
          />
        );
      })}
    </Stack>
  );
}
