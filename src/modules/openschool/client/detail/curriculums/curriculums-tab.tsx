import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { withMantine } from '@/core/client/theme/with-mantine';
import { useTranslation } from '@/core/client/use-translation';
import { curriculumPath } from '@/modules/openschool/client/curriculums/curriculum-paths';
import { NotKnownYet } from '@/modules/openschool/client/edit/not-known-yet';
import type { SchoolDetailView } from '../school-detail.query';
import { GradeEquivalenceTable } from './grade-equivalence-table';

/** The curriculums the school teaches (each leading to where else it is taught) and its grades. */
function CurriculumsPanel(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  return (
    <Stack gap="xl">
      {school.curriculums.length === 0 ? (
        <NotKnownYet school={school} />
      ) : (
        <Stack gap="xs">
          <Text>{t('detail.curriculums.intro')}</Text>
          <List data-testid="school-curriculums">
            {school.curriculums.map((curriculum) => (
              <List.Item key={curriculum._id}>
                <Anchor component={Link} to={curriculumPath(curriculum.slug)}>
                  {curriculum.name}
                </Anchor>
                {curriculum.shortName &&
                  curriculum.shortName !== curriculum.name &&
                  ` (${curriculum.shortName})`}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={3}>{t('detail.grades.title')}</Title>
        <Text>{t('detail.grades.intro')}</Text>
        <GradeEquivalenceTable school={school} />
      </Stack>
    </Stack>
  );
}

/** The tab, inside Mantine's providers: the school's page has none (decision 093). */
export const CurriculumsTab = withMantine(CurriculumsPanel);
