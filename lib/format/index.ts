/** Display formatters; each lives in its own file and is pure. */
export { formatBytes } from './formatBytes';
export { formatDate, formatMonth, formatMonthDay } from './formatDate';
export { formatGwei, GWEI_DECIMALS } from './formatGwei';
export { formatNumber, type FormatNumberOptions } from './formatNumber';
export { formatPercent, PERCENT_UNAVAILABLE, type FormatPercentOptions } from './formatPercent';
export { formatRelativeTime, formatTimeAgo } from './formatRelativeTime';
export { formatUnits, type FormatUnitsOptions } from './formatUnits';
export { shortenAddress, ELLIPSIS, ADDRESS_FULL_MAX_LENGTH } from './shortenAddress';
export { shortenHash, HASH_FULL_MAX_LENGTH } from './shortenHash';
