import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { runMutation } from '@/core/client/form/run-mutation';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { RequireSignIn } from '@/core/client/guards/require-sign-in';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { formatMapPosition, type MapPosition, parseMapPosition } from '@/core/shared/map-viewport';
import {
  MIN_PLACE_ZOOM,
  type PlaceFormValues,
  type PlaceInput,
  placeInputSchema,
} from '@/modules/place/shared/place-schemas';
import { PlaceFields } from '../place-fields';
import { ADD_PLACE, MY_PLACES_QUERY, type MyPlaceView } from './add-place.query';

export const meta: PageMetaSource = (args) => ({
  title: args.t('place:form.title'),
  description: args.t('place:add.description'),
  url: '/map/add/form',
  noindex: true,
});

/** `?at=@lat,lng,zoomz`: the point chosen on the map, when it is one and close enough. */
function pointOf(at: string | null): MapPosition | null {
  const point = at ? parseMapPosition(at) : null;
  return point && point.zoom >= MIN_PLACE_ZOOM ? point : null;
}

/**
 * /map/add/form: the second step of adding a place, for the point chosen on the map. A
 * member's place waits for a moderator; an editor's is on the map at once.
 */
export function Component() {
  const { t } = useTranslation('place');
  const [search] = useSearchParams();
  const point = pointOf(search.get('at'));
  const [added, setAdded] = useState<MyPlaceView | null>(null);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('form.title')}
        </Title>
        <RequireSignIn>
          {added ? (
            <Added place={added} />
          ) : point ? (
            <PlaceForm point={point} onAdded={setAdded} />
          ) : (
            <Alert color="yellow" title={t('form.noPoint')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('form.noPointText')}</Text>
                <Button component={Link} to="/map/add" size="sm" autoContrast>
                  {t('form.choosePoint')}
                </Button>
              </Stack>
            </Alert>
          )}
        </RequireSignIn>
      </Stack>
    </Container>
  );
}

function PlaceForm(props: { point: MapPosition; onAdded: (place: MyPlaceView) => void }) {
  const { t } = useTranslation('place');
  const format = useFormat();
  const client = useGraphQLClient();
  const { point } = props;
  const form = useForm<PlaceFormValues, unknown, PlaceInput>({
    resolver: zodResolver(placeInputSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      category: undefined,
      description: '',
      address: '',
      openingNotes: '',
      website: '',
      imageIds: [],
      latitude: point.latitude,
      longitude: point.longitude,
    },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    const result = await runMutation(client, ADD_PLACE, { input });
    if (result.success && result.item) {
      // The member's list of places now holds this one.
      await client.refetchQueries({ include: [MY_PLACES_QUERY] });
      return props.onAdded(result.item);
    }
    applyServerError(form, result, Object.keys(form.getValues()));
  });
  const coordinate = (value: number) => format.number(value, { maximumFractionDigits: 5 });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.title')}>
      <Stack gap="sm">
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('form.point', {
                latitude: coordinate(point.latitude),
                longitude: coordinate(point.longitude),
              })}
            </Text>
            <Anchor component={Link} to={`/map/add${formatMapPosition(point)}`} size="sm">
              {t('form.changePoint')}
            </Anchor>
          </Group>
        </Paper>
        <PlaceFields control={form.control} />
        <FormAlert code={form.formState.errors.root?.server?.message} />
        <Group gap="sm">
          <Button type="submit" loading={form.formState.isSubmitting} autoContrast>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What happens next: a member's place waits for a moderator; an editor's is on the map. */
function Added(props: { place: MyPlaceView }) {
  const { t } = useTranslation('place');
  const { place } = props;
  const at = formatMapPosition({ latitude: place.latitude, longitude: place.longitude, zoom: 17 });
  const published = place.status === 'published';
  return (
    <Alert color={published ? 'green' : 'blue'} title={published ? t('added.published') : t('added.pending')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{published ? t('added.publishedText') : t('added.pendingText')}</Text>
        <Group gap="sm">
          <Button component={Link} to={`/map${at}`} size="sm" autoContrast>
            {t('added.backToMap')}
          </Button>
          <Button component={Link} to={`/map/add${at}`} size="sm" variant="default">
            {t('added.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
