import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import {
  MISSING_FACTS,
  MISSING_SORTS,
  type MissingParams,
  missingPathOf,
} from '@/modules/openschool/shared/missing-facts';

/** One choice of a row: a link, or the current one as text marked for screen readers. */
function Choice(props: { to: string; current: boolean; label: string }) {
  return props.current ? (
    <Text component="span" fw={700} aria-current="page">
      {props.label}
    </Text>
  ) : (
    <Anchor component={Link} to={props.to}>
      {props.label}
    </Anchor>
  );
}

/**
 * Which fact the page narrows to (any, fees, curriculums…) and its order, as plain links: each
 * choice is a URL, shared and followed without scripts, and starts again at page 1.
 */
export function MissingFactsChoices(props: { countrySlug: string | undefined; params: MissingParams }) {
  const { t } = useTranslation('openschool');
  const { countrySlug, params } = props;
  const path = (change: Partial<MissingParams>) =>
    missingPathOf(countrySlug, { ...params, page: 1, ...change });
  return (
    <Group gap="xl" align="flex-start" wrap="wrap">
      <nav aria-label={t('missing.choices.fact')}>
        <Group gap="sm" wrap="wrap">
          <Text component="span" c="gray.7">
            {t('missing.choices.fact')}:
          </Text>
          <Choice
            to={path({ missing: null })}
            current={params.missing === null}
            label={t('missing.facts.any')}
          />
          {MISSING_FACTS.map((fact) => (
            <Choice
              key={fact}
              to={path({ missing: fact })}
              current={params.missing === fact}
              label={t(`missing.facts.${fact}`)}
            />
          ))}
        </Group>
      </nav>
      <nav aria-label={t('missing.choices.sort')}>
        <Group gap="sm" wrap="wrap">
          <Text component="span" c="gray.7">
            {t('missing.choices.sort')}:
          </Text>
          {MISSING_SORTS.map((sort) => (
            <Choice
              key={sort}
              to={path({ sort })}
              current={params.sort === sort}
              label={t(`missing.sorts.${sort === 'name' ? 'name' : 'updatedAt'}`)}
            />
          ))}
        </Group>
      </nav>
    </Group>
  );
}
