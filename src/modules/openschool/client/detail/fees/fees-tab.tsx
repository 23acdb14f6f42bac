import { Stack, Text, Title } from '@mantine/core';
import { withMantine } from '@/core/client/theme/with-mantine';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { useVisitorCurrency } from '@/modules/openschool/client/currency/visitor-currency';
import { NotKnownYet } from '@/modules/openschool/client/edit/not-known-yet';
import type { CurrencyRate } from '@/modules/openschool/shared/money';
import type { ExchangeRateView, SchoolDetailView } from '../school-detail.query';
import { CurrencyPicker } from './currency-picker';
import type { FeeColumns } from './fee-cells';
import { FeeGradeTable } from './fee-grade-table';
import { FeeHistoryTable } from './fee-history-table';
import { FirstYearTotal } from './first-year-total';
import { OtherFeesTable } from './other-fees-table';

/**
 * The school's fees for its latest academic year: tuition per school year, the first year's
 * total, one-off and optional fees, each in the school's currency, US dollars and the
 * visitor's currency, with the date of the rates used; then how the tuition moved over the
 * academic years kept.
 */
function FeesPanel(props: { school: SchoolDetailView; rates: ExchangeRateView[] }) {
  const { t } = useTranslation('openschool');
  const { date: formatDate } = useFormat();
  const { fees } = props.school;
  const rates = new Map<string, CurrencyRate>(props.rates.map((rate) => [rate.currency, rate]));
  const [visitor, setVisitor] = useVisitorCurrency(props.rates.map((rate) => rate.currency));
  const currencies = new Set(
    [...fees.grades.flatMap((row) => (row.tuition ? [row.tuition] : [])), ...fees.oneOff, ...fees.extras].map(
      (fee) => fee.amount.currency,
    ),
  );
  const usd = [...currencies].some((currency) => currency !== 'USD');
  // The visitor's currency adds a column unless the table already shows it.
  const shown = visitor && visitor !== 'USD' && !(currencies.size === 1 && currencies.has(visitor));
  const columns: FeeColumns = { rates, usd, visitor: shown ? visitor : null };
  const asOf = props.rates
    .map((rate) => rate.asOf)
    .sort()
    .at(-1);
  const hasFees = fees.grades.some((row) => row.tuition) || fees.oneOff.length > 0 || fees.extras.length > 0;
  if (!hasFees) return <NotKnownYet school={props.school} />;
  return (
    <Stack gap="lg">
      <Text>{t('detail.fees.intro', { year: fees.academicYear })}</Text>
      <CurrencyPicker currencies={[...rates.keys()]} value={visitor} onChange={setVisitor} />
      <FeeGradeTable
        rows={fees.grades}
        columns={columns}
        schoolId={props.school._id}
        confirmations={props.school.confirmations}
      />
      <FirstYearTotal rows={fees.grades} oneOff={fees.oneOff} columns={columns} />
      {fees.oneOff.length > 0 && (
        <Stack gap="xs">
          <Title order={3}>{t('detail.fees.oneOff')}</Title>
          <OtherFeesTable
            fees={fees.oneOff}
            columns={columns}
            caption={t('detail.fees.oneOffCaption')}
            testId="one-off-fees"
          />
        </Stack>
      )}
      {fees.extras.length > 0 && (
        <Stack gap="xs">
          <Title order={3}>{t('detail.fees.extras')}</Title>
          <OtherFeesTable
            fees={fees.extras}
            columns={columns}
            caption={t('detail.fees.extrasCaption')}
            testId="extra-fees"
          />
        </Stack>
      )}
      <FeeHistoryTable history={props.school.feeHistory} columns={columns} />
      {asOf && (
        <Text size="sm" c="gray.7" data-testid="rates-date">
          {t('detail.fees.ratesDate', { date: formatDate(asOf) })}
        </Text>
      )}
    </Stack>
  );
}

/** The tab, inside Mantine's providers: the school's page has none (decision 093). */
export const FeesTab = withMantine(FeesPanel);
