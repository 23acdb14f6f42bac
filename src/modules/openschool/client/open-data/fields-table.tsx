import { Table, Text } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
import { OPEN_DATA_FIELDS } from '@/modules/openschool/shared/open-data/open-data-fields';

/** Every column of the files, from the list the exporter writes them from. */
export function FieldsTable() {
  const { t } = useTranslation('open-data');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped data-testid="open-data-fields">
        <Table.Caption>{t('fields.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('fields.name')}</Table.Th>
            <Table.Th scope="col">{t('fields.type')}</Table.Th>
            <Table.Th scope="col">{t('fields.description')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {OPEN_DATA_FIELDS.map((field) => (
            <Table.Tr key={field.name}>
              <Table.Th scope="row">
                <code>{field.name}</code>
              </Table.Th>
              <Table.Td>
                {t(`types.${field.type}`)}
                {field.optional && (
                  <Text size="xs" c="gray.7">
                    {t('fields.optional')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t(`fields.about.${field.name}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
