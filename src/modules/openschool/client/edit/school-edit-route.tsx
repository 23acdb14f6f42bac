import { useParams } from 'react-router';
import { RequireSignIn } from '@/core/client/guards/require-sign-in';
import type { PageMeta, PageMetaArgs } from '@/core/client/meta/page-meta';
import { PAGE_NOT_FOUND, type PageLoaderArgs } from '@/core/client/module';
import { PermissionGuard } from '@/core/client/states/permission-guard';
import { schoolInputOf } from '../school-form/school-form-values';
import { SCHOOL_EDIT_FORM_QUERY } from './school-edit.query';
import { SchoolEditPage } from './school-edit-page';

/** On the server: the form and the school as it is, for a signed-in member; a school there is no editing answers 404. */
export async function prefetch({ params, client }: PageLoaderArgs) {
  const { data } = await client.query({
    query: SCHOOL_EDIT_FORM_QUERY,
    variables: { id: params.id ?? null },
  });
  // Null data: a visitor (refused), who sees the sign-in screen.
  if (params.id && data?.schoolEditForm === null) return PAGE_NOT_FOUND;
}

/** "Edit Lisbon Riverside International School" or "Add a school"; forms stay out of search engines. */
export function meta({ params, client, t }: PageMetaArgs): PageMeta {
  if (!params.id) return { title: t('openschool:edit.title.create'), noindex: true };
  const form = client.readQuery({ query: SCHOOL_EDIT_FORM_QUERY, variables: { id: params.id } });
  const school = form?.schoolEditForm?.school;
  const name = school ? schoolInputOf(school.input).name : undefined;
  return {
    title: name ? t('openschool:edit.title.edit', { name }) : t('openschool:edit.title.editAny'),
    noindex: true,
  };
}

/**
 * /schools/create and /schools/{country}/{_id}/edit: the school form, for signed-in members with
 * School:create / School:update. Editors' changes go live; others' wait for review.
 */
export function Component() {
  const { id } = useParams();
  return (
    <RequireSignIn>
      <PermissionGuard permission={id ? 'School:update' : 'School:create'}>
        <SchoolEditPage id={id ?? null} />
      </PermissionGuard>
    </RequireSignIn>
  );
}
