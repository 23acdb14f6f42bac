import { useApolloClient, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { adminPermission } from '../../../shared/admin-permission';
import { FormAlert } from '../../form/form-alert';
import { useUnsavedChanges } from '../../form/use-unsaved-changes';
import { QueryState } from '../../states/query-state';
import { AdminPage } from '../admin-page';
import {
  type AdminClientEntity,
  type AdminItem,
  type AdminMutationResult,
  documentsOf,
} from './admin-client-entity';
import { notifyAdmin } from './admin-notify';

export interface AdminFormProps<Item extends AdminItem, Values extends FieldValues> {
  entity: AdminClientEntity<Item>;
  listTitle: string;
  /** Translated title of the create page. */
  createTitle: string;
  /** The input schema shared with the server. */
  schema: z.ZodType<unknown, Values>;
  /** The form's values for a new record (null) or the record being edited. */
  defaults(item: Item | null): DefaultValues<Values>;
  /** The fields; `item` is null on the create page. */
  children(form: UseFormReturn<Values>, item: Item | null): ReactNode;
}

/**
 * An entity's create (`/create`) and edit (`/{_id}/edit`) page on one form: checked by the
 * shared schema as one types, refused fields from the server marked where they are, a warning
 * before unsaved changes are lost, and an edit of a record someone changed meanwhile refused
 * (nothing overwritten) with a way to load their version.
 */
export function AdminFormPage<Item extends AdminItem, Values extends FieldValues>(
  props: AdminFormProps<Item, Values>,
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

function AdminForm<Item extends AdminItem, Values extends FieldValues>(
  props: AdminFormProps<Item, Values> & { item: Item | null; reload: () => Promise<unknown> },
) {
  const { entity, item } = props;
  const { t } = useTranslation('admin');
  const apollo = useApolloClient();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<Values>({
    // The schema's output (what the server parses again) is sent; the form keeps its values.
    resolver: zodResolver(props.schema as never) as unknown as Resolver<Values>,
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
    let result: AdminMutationResult<Item> | undefined;
    try {
      const { data } = item
        ? await apollo.mutate({
            mutation: documents.update,
            variables: { id: item._id, version: item.version, input: values },
          })
        : await apollo.mutate({ mutation: documents.create, variables: { input: values } });
      result = data?.result;
    } catch {
      result = undefined;
    }
    if (!result) return form.setError('root.server', { message: 'network.error' });
    if (result.success && result.item) {
      notifyAdmin('success', t('crud.saved', { title: entity.titleOf(result.item) }));
      setSaved(result.item._id);
      return;
    }
    if (result.code === 'record.conflict') return setConflict(true);
    const known = new Set(Object.keys(values));
    const onFields = result.fieldErrors.filter((fieldError) => known.has(fieldError.field.split('.')[0]!));
    for (const fieldError of onFields) {
      form.setError(
        fieldError.field as Path<Values>,
        { type: 'server', message: fieldError.code },
        { shouldFocus: true },
      );
    }
    if (onFields.length === 0) form.setError('root.server', { message: result.code ?? 'unknown' });
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
