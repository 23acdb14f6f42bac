import { Drawer } from '@mantine/core';
import { withMantine } from '@/core/client/theme/with-mantine';
import { useTranslation } from '@/core/client/use-translation';
import type { ListParams } from '@/modules/openschool/shared/list-params';
import type { SchoolListCountriesQuery } from './school-list.query';
import { SchoolListFilters } from './school-list-filters';

/** The drawer of the list's filters on a narrow screen, loaded when "Filters" is first pressed. */
function FiltersDrawerPanel(props: {
  opened: boolean;
  onClose: () => void;
  list: ListParams;
  countrySlug: string | undefined;
  options: SchoolListCountriesQuery | undefined;
}) {
  const { t } = useTranslation('openschool');
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      title={t('filters.title')}
      position="right"
      size="md"
    >
      <SchoolListFilters
        list={props.list}
        countrySlug={props.countrySlug}
        options={props.options}
        showTitle={false}
        onSubmitted={props.onClose}
      />
    </Drawer>
  );
}

/** Mantine's providers come with it: the pages it opens on may have none (decision 093). */
export default withMantine(FiltersDrawerPanel);
