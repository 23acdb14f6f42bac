import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { buttonClassName } from '@/core/client/plain-button';
import { useTranslation } from '@/core/client/use-translation';
import { activeFilterCount, type ListParams } from '@/modules/openschool/shared/list-params';
import type { SchoolListCountriesQuery } from './school-list.query';
import layout from './school-list-layout.module.css';

/** The id of the filters beside the list: where the button leads without JavaScript. */
export const FILTERS_ID = 'school-filters';

/**
 * On narrow screens the results come first and the filters beside them are hidden, but when the
 * address targets them (the button's link, without JavaScript). In the page's HTML, not in the
 * route's stylesheet, which only JavaScript loads. React hoists it once into the head.
 *
 * Exactly below the `md` breakpoint, where the layout's second column starts and the button
 * hides (`min-width: 56.25em`): `max-width: 56.2499em` still matched a 900 px window (Chromium
 * compares in 1/64 px), which then had an empty column and no button.
 */
export function NarrowScreenFilters() {
  return (
    <style href="school-list-filters" precedence="default">
      {`@media (width < 56.25em) { #${FILTERS_ID}:not(:target) { display: none; } }`}
    </style>
  );
}

// Closed, the drawer renders nothing: its code (Mantine's drawer, focus trap and scroll lock)
// loads when "Filters" is first pressed, asked for as soon as the pointer is over the button or
// it has the focus, as the menu's drawer does.
const loadPanel = () => import('./filters-drawer-panel');
const FiltersDrawerPanel = lazy(loadPanel);

/**
 * On narrow screens, "Filters (n)" above the results: the filters in a drawer, applied as
 * they are chosen, as beside the list on a desktop. Without JavaScript, a link to them.
 */
export function FiltersDrawer(props: {
  list: ListParams;
  countrySlug: string | undefined;
  options: SchoolListCountriesQuery | undefined;
}) {
  const { t } = useTranslation('openschool');
  const [opened, { open, close }] = useDisclosure(false);
  // Kept once opened, so that it slides away when closed rather than vanishing.
  const [wanted, setWanted] = useState(false);
  const count = activeFilterCount(props.list);
  return (
    <>
      <a
        href={`#${FILTERS_ID}`}
        className={`${buttonClassName({ variant: 'default' })} ${layout.narrowOnly}`}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={(event) => {
          event.preventDefault();
          setWanted(true);
          open();
        }}
        aria-haspopup="dialog"
        data-testid="school-list-filters-open"
      >
        {count > 0 ? t('filters.openCount', { count }) : t('filters.title')}
      </a>
      {wanted && (
        <Suspense fallback={null}>
          <FiltersDrawerPanel
            opened={opened}
            onClose={close}
            list={props.list}
            countrySlug={props.countrySlug}
            options={props.options}
          />
        </Suspense>
      )}
    </>
  );
}
