export { createStatsService, type StatsService, type StatsServiceOptions } from './service';
export { createStatsUpdater, refreshStats, type StatsUpdater } from './updater';
