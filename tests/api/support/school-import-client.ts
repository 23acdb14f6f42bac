import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { SCHOOL_IMPORT_UPLOAD_PATH } from '@/modules/openschool/shared/import/school-import-settings';
import type { TestApp } from './test-app';

const IMPORT = adminGraphql(`
  query schoolImportOfTest($id: ID!, $outcome: String, $reason: String, $q: String, $page: Int, $limit: Int) {
    schoolImport: adminSchoolImport(id: $id) {
      _id format fileName committedAt created updated privateFacts problem
      settings { datasetName licence countryCode publish }
      counts { new match review skipped invalid writes unchanged }
      columns { header field recognised sample }
      programmes { programme curriculums readAs rows }
      operators { operator rows lowCostChain action }
      rows(outcome: $outcome, reason: $reason, q: $q, page: $page, limit: $limit) {
        pageInfo { count limit page }
        items {
          line reference name city countryCode outcome reason decision duplicateOf fields operator signals includable
          errors { field code }
          warnings { field code value }
          kept { field because value }
          match { schoolId name score reasons { code detail points } }
          candidates { schoolId name score }
        }
      }
    }
  }
`);

const UPDATE = adminGraphql(`
  mutation schoolImportSettingsOfTest($id: ID!, $input: AdminSchoolImportSettingsInput!) {
    result: adminUpdateSchoolImport(id: $id, input: $input) { success code field fieldErrors { field code } }
  }
`);

const DECIDE = adminGraphql(`
  mutation schoolImportDecisionOfTest($id: ID!, $lines: [Int!]!, $action: String!, $schoolId: ID) {
    result: adminDecideSchoolImportRows(id: $id, lines: $lines, action: $action, schoolId: $schoolId) {
      success code field fieldErrors { field code }
    }
  }
`);

const COMMIT = adminGraphql(`
  mutation schoolImportCommitOfTest($id: ID!) {
    result: adminCommitSchoolImport(id: $id) { success code field item { created updated unchanged } }
  }
`);

const CREATE = adminGraphql(`
  mutation schoolImportCreationOfTest($fileName: String!, $content: String!) {
    result: adminCreateSchoolImport(fileName: $fileName, content: $content) { success code field item { _id } }
  }
`);

/** A multipart body as a browser's FormData sends one file. */
async function multipart(name: string, content: Uint8Array | string) {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** The school import's API as the admin page uses it, signed in with `cookie`. */
export function schoolImportClient(api: TestApp, cookie: string) {
  const admin = { endpoint: 'admin' as const, headers: { cookie } };
  return {
    /** Uploads a file to the upload route: its status and answer. */
    async upload(name: string, content: Uint8Array | string, as = cookie) {
      const body = await multipart(name, content);
      const response = await api.app.inject({
        method: 'POST',
        url: SCHOOL_IMPORT_UPLOAD_PATH,
        payload: body.payload,
        headers: { ...body.headers, cookie: as },
      });
      return {
        status: response.statusCode,
        answer: response.json<{ success: boolean; code: string | null; item?: { id: string } }>(),
      };
    },
    /** Uploads a file that must be taken: its import's id. */
    async uploaded(name: string, content: Uint8Array | string) {
      const { answer } = await this.upload(name, content);
      if (!answer.item) throw new Error(`upload refused: ${answer.code}`);
      return answer.item.id;
    },
    create: (fileName: string, content: string) =>
      api.graphql(CREATE, { ...admin, variables: { fileName, content } }),
    async read(
      id: string,
      rows: { outcome?: string; reason?: string; q?: string; page?: number; limit?: number } = {},
    ) {
      const { data } = await api.graphql(IMPORT, { ...admin, variables: { id, limit: 100, ...rows } });
      return data!.schoolImport!;
    },
    async settings(id: string, input: Record<string, unknown>) {
      return (await api.graphql(UPDATE, { ...admin, variables: { id, input: input as never } })).data!.result;
    },
    async decide(id: string, lines: number[], action: string, schoolId?: string) {
      return (
        await api.graphql(DECIDE, { ...admin, variables: { id, lines, action, schoolId: schoolId ?? null } })
      ).data!.result;
    },
    async commit(id: string) {
      return (await api.graphql(COMMIT, { ...admin, variables: { id } })).data!.result;
    },
  };
}

export type SchoolImportRowOfTest = Awaited<
  ReturnType<ReturnType<typeof schoolImportClient>['read']>
>['rows']['items'][number];
