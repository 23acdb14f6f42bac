import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { GraphQLClient } from '@/core/client/graphql-client/graphql-client';
import type { Permission } from '../shared/permissions';
import type { PreferenceName } from '../shared/visitor-preferences';
import type { Island } from './island';
import type { PageMetaSource } from './meta/page-meta';

/**
 * What a page's `prefetch` receives: the router's arguments, the GraphQL client of this page
 * load and, for a page that reads its address (`readAddress`), what it read there.
 */
export interface PageLoaderArgs<Address = undefined> extends LoaderFunctionArgs {
  client: GraphQLClient;
  /** What the page's `readAddress` read from the request's address, read once per request. */
  address: Address;
  /**
   * Names a module the page's render will use that the page loads lazily (one of its tabs),
   * loaded by the prefetch already: the server names its browser files in the page's <head>.
   */
  usesModule(module: object): void;
}

/** What a page's `readAddress` reads: the `address` its `prefetch` receives. */
export type AddressOf<ReadAddress extends (...args: never[]) => Promise<unknown>> = Awaited<
  ReturnType<ReadAddress>
>;

/**
 * What a page's `prefetch` resolves to when the URL names nothing that exists (an unknown
 * country slug): the server answers 404. The page's component shows the not-found screen
 * itself, as it must after a navigation in the browser, where prefetch does not run.
 */
export const PAGE_NOT_FOUND = Symbol('page not found');

/**
 * A lazily loaded page module: its component and, optionally, the queries to run before
 * rendering it on the server and its metadata (title, description, social cards…).
 */
export interface PageModule {
  Component: ComponentType;
  prefetch?: (args: PageLoaderArgs<never>) => Promise<unknown>;
  meta?: PageMetaSource;
  /**
   * The page renders no Mantine component itself, only plain elements and lazily loaded parts
   * that bring Mantine's providers (`withMantine`): it is not wrapped in them, and Mantine's
   * runtime stays out of its first JavaScript. Every other page is.
   */
  plainElements?: true;
  /**
   * What the page reads from its address before it renders (a list's choices), which its
   * component takes with `useLoaderData`: read on the server with its prefetch, and in the
   * browser before each navigation to it, the first page hydrating with the server's reading
   * (the router's hydration data). What reading needs may load apart from the page's first
   * script: a list's schemas load when the page is idle.
   */
  readAddress?: (url: URL, params: Params) => Promise<unknown>;
  /**
   * The islands the page renders (`island`): forms that work as plain HTML until their code
   * comes. Their code loads before the page renders (on the server, and in the browser before a
   * navigation to it), and the server names their stylesheets in the page's <head>; on a page
   * the server rendered, their scripts come after the page's first, which does not wait for them.
   */
  islands?: readonly Pick<Island<never>, 'load'>[];
}

export interface ModuleRoute {
  /** Absolute path, as in the spec: `/`, `/schools/:country`. */
  path: string;
  /** Higher first when routes are collected. */
  priority: number;
  /** A setting the route also needs not false (the map as home page: `MAP_HOME`). */
  requiresSetting?: string;
  load: () => Promise<PageModule>;
}

/** A link the shell shows for a module, in the top menu or the footer. */
export interface NavLink {
  path: string;
  /** Translation key with its namespace, e.g. `contact:link`. */
  label: string;
  /** Higher first, like routes. */
  priority: number;
  /** A setting the link also needs not false, besides its module's (the map's entry: the schools'). */
  requiresSetting?: string;
}

/** A link of the admin console's drawer; shown only to holders of its permission. */
export interface AdminLink extends NavLink {
  /** Permission needed to see the link (the page checks it again, and the server too). */
  permission: Permission;
  /**
   * A hook giving the path when it depends on data (the mail provider in use names the mail
   * pages); `path` while it answers undefined. Called only for links the user may see.
   */
  usePath?: () => string | undefined;
}

/** A module's group in the admin console's drawer: a title and its links. */
export interface AdminMenu {
  /** Translation key with its namespace, e.g. `openschool:admin.title`. */
  label: string;
  links: AdminLink[];
  /** The module's admin texts (`<module>-admin`), loaded only when the console opens. */
  namespace?: string;
}

/** A feed a module serves: its path, its MIME type, and its title as a translation key. */
export interface ModuleFeed {
  path: string;
  type: string;
  title: string;
}

/** What a module adds to the client. The shell collects these and never names a module. */
export interface ClientModule {
  name: string;
  /** Setting that hides the module's routes, links and footer block when present and false. */
  enableSetting?: string;
  routes: ModuleRoute[];
  /** Entries of the top menu (the phone drawer on narrow screens). */
  menu?: NavLink[];
  /** Links in the footer's link list (terms, privacy, about, contact, …). */
  footerLinks?: NavLink[];
  /** A block the footer shows (the newsletter form), loaded lazily. */
  footerBlock?: () => Promise<{ default: ComponentType }>;
  /** A small control the top bar shows beside the account menu (the compare shortlist), loaded lazily. */
  headerBlock?: () => Promise<{ default: ComponentType }>;
  /**
   * A picture for pages that have none of their own (a credited stock photo), loaded lazily:
   * another module's page places it with `<PagePicture>`.
   */
  pagePicture?: () => Promise<{ default: ComponentType<PagePictureProps> }>;
  /** Asks the picture's data on the server, so that the picture and its place are in the page's HTML. */
  prefetchPagePicture?: (client: GraphQLClient, props: PagePictureProps) => Promise<unknown>;
  /**
   * The markers of its map layer (`school`, `place`): how they look and the card one opens,
   * loaded when it first opens. The map (core/client/map) draws every enabled module's.
   */
  mapMarkers?: MapMarkerKind;
  /** A link the map's page offers at the position it shows (places: "Add a place", `/map/add`). */
  mapLink?: { label: string; path: string };
  /**
   * Its map layer's filter read from the map's address (`/map?country=SG&curriculum=ib-dp`: the
   * schools of a list), as the `mapMarkers` argument its server declares (`filter`, of the input
   * type `SchoolFilter`); the reader is loaded lazily, so that the module's definitions stay out
   * of the first chunk.
   */
  mapFilter?: { argument: string; type: string; load: () => Promise<{ default: MapFilterReader }> };
  /**
   * Its visitors' preferences (decision 103): a link to a page of a preference's `pages` gets
   * the remembered value in its address, as the server redirects a request for it.
   */
  preferences?: readonly PreferenceName[];
  /** Its group in the admin console's drawer; its admin pages are routes under `/_admin/`. */
  adminMenu?: AdminMenu;
  /**
   * Feeds the module serves (the blog's RSS): while it is on, every page links them in its
   * <head> (`rel="alternate"`), so that feed readers find them from any page.
   */
  feeds?: readonly ModuleFeed[];
}

/** A map layer's filter from the map address's query; `{}` leaves the layer unfiltered. */
export type MapFilterReader = (search: URLSearchParams) => Record<string, unknown>;

/** A kind of map marker, as the module owning its layer draws it. */
export interface MapMarkerKind {
  /** The layer's kind, as `mapMarkers` answers it. */
  kind: string;
  /** A pin (the schools') or a dot in the second colour (the places'), one by one and in clusters. */
  look: 'pin' | 'dot';
  /** A cluster's name, as a translation key given `count` and `formatted`. */
  clusterLabel: string;
  /** The figure over the map, "Schools in view: N", as a translation key; one kind has it. */
  inViewLabel?: string;
  card: () => Promise<{ default: ComponentType<MarkerCardProps> }>;
}

/** The marker a card is for. */
export interface MarkerCardProps {
  id: string;
  name: string;
}

/** What a page without a picture of its own asks of `<PagePicture>`. */
export interface PagePictureProps {
  /** The kind of page: `home`, `country`, `curriculum`, `blog`, `school`. */
  use: 'home' | 'country' | 'curriculum' | 'blog' | 'school';
  /** The page's country, whose pictures come first. */
  countryCode?: string | null;
  /** The page's address: each page keeps its picture. */
  pageKey: string;
  /**
   * `banner`: the content's width, short, credited below; `panel`: where the page's own photos
   * would be; `backdrop`: filling its positioned parent behind the text (a hero), credited in a corner.
   */
  variant: 'banner' | 'panel' | 'backdrop';
}
