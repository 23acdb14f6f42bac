import { Group, Rating, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
import { RATING_DIMENSIONS, type RatingDimension } from '@/modules/openschool/shared/directory-constants';

/** A rating's stars, with the mark in words for those who do not see them. */
export function Stars(props: { value: number; size?: string }) {
  const { t } = useTranslation('openschool');
  return (
    <Group gap={6} wrap="nowrap">
      <Rating value={props.value} readOnly size={props.size ?? 'sm'} aria-hidden />
      <VisuallyHidden>{t('ratings.outOfFive', { value: props.value })}</VisuallyHidden>
    </Group>
  );
}

/** The dimensions a rating gave, "Teaching 5 · Community 4", leaving out those it did not. */
export function DimensionMarks(props: { marks: Record<RatingDimension, number | null> }) {
  const { t } = useTranslation('openschool');
  const given = RATING_DIMENSIONS.filter((dimension) => props.marks[dimension] !== null);
  if (given.length === 0) return null;
  return (
    <Text size="xs" c="gray.7">
      {given
        .map((dimension) => `${t(`ratings.dimensions.${dimension}`)} ${props.marks[dimension]}/5`)
        .join(' · ')}
    </Text>
  );
}
