import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { SeriesLegend, useSeriesColor, useValueAxis } from './chart-parts.tsx';

/**
 * A few series over the same months as lines with their points (the race over time: each leader's points at the
 * end of each month). Loaded lazily and drawn from the library's parts, as stacked-bars.tsx is, with our own
 * legend (chart-parts.tsx). A picture: the caller puts its text alternative (a summary and a table) beside it.
 */
export default function MonthLines({
  height,
  labels,
  series,
}: {
  height: number;
  labels: readonly string[];
  series: readonly { label: string; data: readonly number[] }[];
}) {
  const colorOf = useSeriesColor();
  const yAxis = useValueAxis();
  return (
    <>
      <ChartsContainer
        height={height}
        yAxis={yAxis}
        xAxis={[{ scaleType: 'point', data: [...labels] }]}
        series={series.map((one, index) => ({
          type: 'line',
          data: [...one.data],
          label: one.label,
          color: colorOf(index),
        }))}
      >
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsContainer>
      <SeriesLegend labels={series.map((one) => one.label)} swatch="line" />
    </>
  );
}
