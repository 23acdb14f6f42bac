import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import {
  ColorSwatch,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of the page: a titled card. */
export function ChartCard(props: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Paper>
  );
}

/** Key figures side by side: a label and its formatted number each. */
export function FigureCards(props: { figures: [label: string, value: string][] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {props.figures.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="md">
          <Text size="sm" c="gray.7">
            {label}
          </Text>
          <Text fz="xl" fw={700}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export interface LabelledCount {
  label: string;
  count: number;
}

/** The numbers a chart draws, as a table screen readers can read (charts are pictures). */
function ChartTable(props: { caption: string; rows: LabelledCount[]; countLabel: string }) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{props.caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Td />
            <Table.Th scope="col">{props.countLabel}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td>{row.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

/** Counts per day, as an area. */
export function DailyChart(props: { caption: string; seriesLabel: string; rows: LabelledCount[] }) {
  return (
    <>
      <AreaChart
        h={260}
        data={props.rows}
        dataKey="label"
        series={[{ name: 'count', label: props.seriesLabel, color: 'blue.7' }]}
        curveType="monotone"
        withDots={false}
        yAxisProps={{ allowDecimals: false }}
        aria-hidden
      />
      <ChartTable caption={props.caption} rows={props.rows} countLabel={props.seriesLabel} />
    </>
  );
}

/** Counts per category, as horizontal bars (long lists: languages). */
export function CountBars(props: { caption: string; seriesLabel: string; rows: LabelledCount[] }) {
  return (
    <>
      <BarChart
        h={Math.max(160, props.rows.length * 32)}
        data={props.rows}
        dataKey="label"
        orientation="vertical"
        series={[{ name: 'count', label: props.seriesLabel, color: 'teal.7' }]}
        yAxisProps={{ width: 110 }}
        xAxisProps={{ allowDecimals: false }}
        withBarValueLabel
        aria-hidden
      />
      <ChartTable caption={props.caption} rows={props.rows} countLabel={props.seriesLabel} />
    </>
  );
}

/** A few categories as a donut, with a legend that carries the numbers (read by screen readers too). */
export function CountDonut(props: { rows: (LabelledCount & { color: string })[]; total: string }) {
  return (
    <Group gap="lg" wrap="wrap" align="center">
      <DonutChart
        size={160}
        thickness={26}
        data={props.rows.map((row) => ({ name: row.label, value: row.count, color: row.color }))}
        chartLabel={props.total}
        aria-hidden
      />
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {props.rows.map((row) => (
          <Group key={row.label} gap="xs" component="li" wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${row.color.replace('.', '-')})`} size={14} />
            <Text size="sm">
              {row.label}: <strong>{row.count}</strong>
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
