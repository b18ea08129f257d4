/** Error screens and the boundary that shows them. */
export { default as AppErrorPage } from './AppErrorPage';
export { default as ErrorBoundary } from './ErrorBoundary';
export { default as AppErrorHttpStatus, HTTP_ERROR_TEXTS } from './AppErrorHttpStatus';
export { default as AppErrorTxNotFound, TX_NOT_FOUND_HINTS, TX_NOT_FOUND_TITLE } from './AppErrorTxNotFound';
export { default as AppErrorBlockConsensus, BLOCK_CONSENSUS_TITLE } from './AppErrorBlockConsensus';
export { default as AppErrorTooManyRequests, TOO_MANY_REQUESTS_TEXTS } from './AppErrorTooManyRequests';
