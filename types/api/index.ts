/**
 * The API contract in one import: `import type { Block } from 'types/api'`.
 */
export type * from './shared';
export type * from './address';
export type * from './block';
export type * from './transaction';
export type * from './decodedInput';
export type * from './internalTransaction';
export type * from './log';
export type * from './tokenTransfer';
export type * from './token';
export type * from './withdrawal';
export type * from './stats';
export type * from './indexingStatus';
export type * from './search';
export type * from './config';
export type * from './contract';
export type * from './account';
export type * from './statsService';
export type * from './visualizer';
export type * from './contractInfo';
export type * from './admin';
export type * from './socket';
export type * from './optimism';
export type * from './clients';
