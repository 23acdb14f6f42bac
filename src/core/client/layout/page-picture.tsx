import { Suspense } from 'react';
import type { GraphQLClient } from '@/core/client/graphql-client/graphql-client';
import { DATA_QUERY, settingsMap } from '../data-query';
import type { ClientModule, PagePictureProps } from '../module';
import { enabledModules } from '../modules';
import { useSettings } from '../site-data';
import { moduleBlock } from './module-block';

/** The first enabled module that offers page pictures (stock photos), if any. */
function pictureModule(settings: Record<string, unknown>): ClientModule | undefined {
  return enabledModules(settings).find((candidate) => candidate.pagePicture);
}

/**
 * For a page's prefetch on the server: asks the data of the picture `<PagePicture>` will show
 * with these props, so the server's HTML holds the picture and its place. A picture that cannot
 * be had leaves the page as it is: without one.
 */
export async function prefetchPagePicture(client: GraphQLClient, props: PagePictureProps): Promise<void> {
  const settings = settingsMap(client.readQuery({ query: DATA_QUERY })?.settings.items);
  await pictureModule(settings)
    ?.prefetchPagePicture?.(client, props)
    .catch(() => undefined);
}

/**
 * A picture for a page without one of its own, from the first enabled module that offers one
 * (stock photos); nothing when none does. Its code is a chunk of its own, loaded before the page
 * is rendered or hydrated; its data comes from the page's prefetch, else from the browser after
 * the page.
 */
export function PagePicture(props: PagePictureProps) {
  const settings = useSettings();
  const module = pictureModule(settings);
  if (!module?.pagePicture) return null;
  const Picture = moduleBlock(module.pagePicture);
  return (
    <Suspense fallback={null}>
      <Picture {...props} />
    </Suspense>
  );
}
