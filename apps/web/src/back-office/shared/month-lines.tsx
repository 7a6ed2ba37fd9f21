import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, lineClasses, MarkPlot } from '@mui/x-charts/LineChart';
import { SeriesLegend, seriesColour, seriesDash, seriesMark, useValueAxis } from './chart-parts.tsx';

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
  // Each line its dash, by the series' id the library writes on the line (chart-parts.tsx).
  const dashes = Object.fromEntries(
    series.map((_one, index) => [
      `& .${lineClasses.line}[data-series="line-${index}"]`,
      { strokeDasharray: seriesDash(index) },
    ]),
  );
  const yAxis = useValueAxis();
  return (
    <>
      <ChartsContainer
        height={height}
        yAxis={yAxis}
        xAxis={[{ scaleType: 'point', data: [...labels] }]}
        sx={dashes}
        series={series.map((one, index) => ({
          type: 'line',
          id: `line-${index}`,
          data: [...one.data],
          label: one.label,
          color: seriesColour(index),
          shape: seriesMark(index),
          showMark: true,
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
