export { statsServiceRoutes, type StatsRoutesOptions } from './routes';
export { createStatsUpdater, refreshStats, type StatsUpdater } from './updater';
