import type { GraphQLSchema } from 'graphql';
import type { PostedFormRender } from './posted-form';

/** What the server hands the server-side React entry for one page request. */
export interface RenderRequest {
  /** The page URL (with query string) and headers of the incoming request. */
  request: Request;
  schema: GraphQLSchema;
  /** The GraphQL context of this request, used to run the page's queries in-process. */
  context: unknown;
  lang: string;
  /** Translations of `lang`, by namespace, embedded in the page for hydration. */
  translations: Record<string, Record<string, unknown>>;
  /** Aborted when the visitor disconnects: the render stops where it is. */
  signal: AbortSignal;
  /** The Content-Security-Policy nonce every inline script of the page carries. */
  nonce: string;
  /** The page's form, posted without scripts and refused (or done): the page shows it. */
  postedForm?: PostedFormRender | undefined;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Tags for <head>: title, description, robots. */
      head: string;
      /** Style elements for the end of <head>, after the stylesheets: Mantine's variables and classes. */
      styles: string;
      /**
       * The source paths of the lazily loaded modules the page is made of (its page module, the
       * frame's blocks), known in a build: the page names their browser files in its <head>.
       */
      modules: readonly string[];
      /**
       * The source paths of the islands the page shows (`island`): their stylesheets style its
       * first paint, their scripts load once the page hydrates, so the page names only the former.
       */
      styledModules: readonly string[];
      /** Pipes the React HTML into the writable, then ends nothing: the caller closes the page. */
      pipe: (writable: NodeJS.WritableStream) => void;
      /**
       * JSON for `window.__APP_STATE__`, already escaped for a <script>; asked for once the markup
       * is written, when the translations the page read are known.
       */
      state: () => string;
    };

export type RenderPage = (input: RenderRequest) => Promise<RenderResult>;
