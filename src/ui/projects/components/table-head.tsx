import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The header row of the projects' tables: one column a label, then (with `actions`) the row
 * buttons' column, named for screen readers only.
 */
export function TableHead({ columns, actions }: { columns: string[]; actions?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((label) => (
          <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
        ))}
        {actions && (
          <Table.ColumnHeader>
            <Text srOnly>{t('projects:table.actions')}</Text>
          </Table.ColumnHeader>
        )}
      </Table.Row>
    </Table.Header>
  );
}
