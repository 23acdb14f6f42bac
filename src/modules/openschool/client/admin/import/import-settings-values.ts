import type { ListColumnField } from '@/modules/openschool/shared/import/list-columns';
import type { SchoolImportSettings } from '@/modules/openschool/shared/import/school-import-settings';
import type { SchoolImportView } from './school-import.query';

/**
 * The import's settings as the update sends them back whole: what the operator set, each column
 * as it is read now, each operator's schools as decided now. Programmes are remembered by the
 * server apart from the import: only those the operator changes are sent.
 */
export function settingsValuesOf(view: SchoolImportView): SchoolImportSettings {
  return {
    datasetName: view.settings.datasetName,
    licence: view.settings.licence as SchoolImportSettings['licence'],
    datasetUrl: view.settings.datasetUrl,
    countryCode: view.settings.countryCode,
    publish: view.settings.publish,
    columns: view.columns.map((column) => ({
      header: column.header,
      field: (column.field ?? 'ignore') as ListColumnField,
    })),
    programmes: [],
    operators: view.operators.map((operator) => ({
      operator: operator.operator,
      action: operator.action as 'import' | 'skip',
    })),
  };
}
