import { useQuery } from '@apollo/client/react';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { DATA_QUERY, settingsMap } from '../data-query';
import type { ClientModule, PagePictureProps } from '../module';
import { enabledModules } from '../modules';

// One lazy component per module for the life of the page, as for the footer blocks.
const lazyPictures = new Map<string, LazyExoticComponent<ComponentType<PagePictureProps>>>();

function lazyPictureOf(name: string, load: NonNullable<ClientModule['pagePicture']>) {
  let picture = lazyPictures.get(name);
  if (!picture) {
    picture = lazy(load);
    lazyPictures.set(name, picture);
  }
  return picture;
}

/**
 * A picture for a page without one of its own, from the first enabled module that offers one
 * (stock photos); nothing when none does. Loaded in its own chunk after the page: the page is
 * complete without it.
 */
export function PagePicture(props: PagePictureProps) {
  const { data } = useQuery(DATA_QUERY, { fetchPolicy: 'cache-only' });
  const module = enabledModules(settingsMap(data?.settings.items)).find((candidate) => candidate.pagePicture);
  if (!module?.pagePicture) return null;
  const Picture = lazyPictureOf(module.name, module.pagePicture);
  return (
    <Suspense fallback={null}>
      <Picture {...props} />
    </Suspense>
  );
}
