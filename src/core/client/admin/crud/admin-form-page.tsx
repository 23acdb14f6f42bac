import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { runMutation } from '@/core/client/form/run-mutation';
import { useUnsavedChanges } from '@/core/client/form/use-unsaved-changes';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { QueryState } from '@/core/client/states/query-state';
import { useTranslation } from '@/core/client/use-translation';
import { adminPermission } from '@/core/shared/admin-permission';
import { AdminPage } from '../admin-page';
import { type AdminClientEntity, type AdminItem, documentsOf } from './admin-client-entity';
import { notifyAdmin } from './admin-notify';

/** The form of an input schema: its values as typed (`z.input`), and as parsed and sent (`z.output`). */
export type AdminFormOf<S extends AdminFormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

type AdminFormSchema = z.ZodType<FieldValues, FieldValues>;

export interface AdminFormProps<Item extends AdminItem, S extends AdminFormSchema> {
  entity: AdminClientEntity<Item>;
  listTitle: string;
  /** Translated title of the create page. */
  createTitle: string;
  /** The input schema shared with the server. */
  schema: S;
  /** The form's values for a new record (null) or the record being edited. */
  defaults(item: Item | null): DefaultValues<z.input<S>>;
  /** The fields; `item` is null on the create page. */
  children(form: AdminFormOf<S>, item: Item | null): ReactNode;
}

/**
 * An entity's create (`/create`) and edit (`/{_id}/edit`) page on one form: checked by the
 * shared schema as one types, refused fields from the server marked where they are, a warning
 * before unsaved changes are lost, and an edit of a record someone changed meanwhile refused
 * (nothing overwritten) with a way to load their version.
 */
export function AdminFormPage<Item extends AdminItem, S extends AdminFormSchema>(
  props: AdminFormProps<Item, S>,
) {
  const { id } = useParams();
  const { entity } = props;
  const { t } = useTranslation('admin');
  const { data, loading, error, refetch } = useQuery(documentsOf(entity).item, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const item = (data?.item ?? null) as Item | null;
  const title = id
    ? item
      ? t('crud.editTitle', { title: entity.titleOf(item) })
      : props.listTitle
    : props.createTitle;
  return (
    <AdminPage permission={adminPermission(entity, id ? 'update' : 'create')} title={title}>
      {id ? (
        <QueryState
          loading={loading && !data}
          error={error}
          data={data}
          notFound={data !== undefined && !item}
        >
          {() => (
            <AdminForm
              key={`${item!._id}:${item!.version}`}
              {...props}
              item={item}
              reload={() => refetch()}
            />
          )}
        </QueryState>
      ) : (
        <AdminForm {...props} item={null} reload={async () => undefined} />
      )}
    </AdminPage>
  );
}

function AdminForm<Item extends AdminItem, S extends AdminFormSchema>(
  props: AdminFormProps<Item, S> & { item: Item | null; reload: () => Promise<unknown> },
) {
  const { entity, item } = props;
  const { t } = useTranslation('admin');
  const client = useGraphQLClient();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // The schema's output (what the server parses again) is sent; the form keeps its values.
    resolver: zodResolver(props.schema),
    mode: 'onTouched',
    defaultValues: props.defaults(item),
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const unsavedDialog = useUnsavedChanges(isDirty && saved === null, 'admin:crud.unsaved');

  // Saved: the form is clean, so leaving for the record's page asks nothing.
  useEffect(() => {
    if (saved) navigate(`${entity.path}/${saved}`);
  }, [saved, navigate, entity.path]);

  const onSubmit = form.handleSubmit(async (values) => {
    setConflict(false);
    const documents = documentsOf(entity);
    const result = item
      ? await runMutation(client, documents.update, { id: item._id, version: item.version, input: values })
      : await runMutation(client, documents.create, { input: values });
    if (result.success && result.item) {
      notifyAdmin('success', t('crud.saved', { title: entity.titleOf(result.item) }));
      setSaved(result.item._id);
      return;
    }
    if (result.code === 'record.conflict') return setConflict(true);
    applyServerError(form, result, Object.keys(values));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {conflict && (
          <Alert color="orange" role="alert" title={t('crud.conflict.title')}>
            <Stack gap="xs" align="flex-start">
              {t('crud.conflict.text')}
              <Button size="xs" variant="white" color="orange" onClick={() => void props.reload()}>
                {t('crud.conflict.reload')}
              </Button>
            </Stack>
          </Alert>
        )}
        <FormAlert code={errors.root?.server?.message} />
        {props.children(form, item)}
        <Group justify="space-between">
          <Anchor component={Link} to={item ? `${entity.path}/${item._id}` : entity.path}>
            {t('crud.cancel')}
          </Anchor>
          <Button type="submit" loading={isSubmitting} autoContrast>
            {item ? t('crud.save') : t('crud.createSubmit')}
          </Button>
        </Group>
      </Stack>
      {unsavedDialog}
    </form>
  );
}
