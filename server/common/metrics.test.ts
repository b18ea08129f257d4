/** @jest-environment node */
// The sample Grafana dashboard (deploy/grafana) asks only for series a process exports.
import fs from 'node:fs';
import path from 'node:path';

import { collectProcessMetrics, metricsRegistry } from './metrics';
import { PROJECT_ROOT } from './projectRoot';

describe('the Grafana dashboard', () => {
  it('draws only metrics the explorer exports', async() => {
    collectProcessMetrics();
    const exported = new Set((await metricsRegistry.getMetricsAsJSON()).map((metric) => metric.name));
    const dashboard = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'deploy/grafana/explorer-dashboard.json'), 'utf8')) as
      { panels: Array<{ title: string; targets: Array<{ expr: string }> }> };
    const asked = dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => target.expr.match(/\b(explorer|process)_[a-z_]+/g) ?? []));
    expect(asked.length).toBeGreaterThan(10);
    // A histogram's series are its name with _bucket, _count and _sum.
    const unknown = asked.filter((name) => !exported.has(name) && !exported.has(name.replace(/_(bucket|count|sum)$/, '')));
    expect(unknown).toEqual([]);
  });
});
