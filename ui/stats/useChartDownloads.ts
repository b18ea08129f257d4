/**
 * "Save as PNG" and "Save as CSV" of one chart. The export code is fetched on the first click,
 * so it adds nothing to the page until someone downloads; a failure says so in a toast.
 */
import React from 'react';

import type { StatsChartInfo, StatsLineChartPoint, StatsResolution } from 'types/api/statsService';
import { toaster } from 'ui/shared/toaster';

const loadExport = () => import('./chartExport');

export default function useChartDownloads(
  info: StatsChartInfo,
  resolution: StatsResolution,
  points: Array<StatsLineChartPoint> | undefined,
  chartRef: React.RefObject<HTMLElement | null>,
) {
  const report = React.useCallback((error: unknown) => {
    toaster.create({ type: 'error', title: 'The chart could not be saved', description: error instanceof Error ? error.message : undefined });
  }, []);

  const saveCsv = React.useCallback(async() => {
    if (!points) return;
    try {
      (await loadExport()).saveChartCsv(info.id, resolution, points);
    } catch (error) {
      report(error);
    }
  }, [ info.id, points, report, resolution ]);

  const savePng = React.useCallback(async() => {
    const svg = chartRef.current?.querySelector<SVGSVGElement>('svg[role="img"]');
    if (!points || !svg) return;
    try {
      const { chartFileName, saveChartPng } = await loadExport();
      await saveChartPng(svg, chartFileName(info.id, resolution, points, 'png'));
    } catch (error) {
      report(error);
    }
  }, [ chartRef, info.id, points, report, resolution ]);

  return { saveCsv, savePng, canSave: Boolean(points && points.length > 0) };
}
