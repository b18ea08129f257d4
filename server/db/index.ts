export { createDatabase, isConnectionFailure, type Database, type DatabaseOptions, type DatabaseSession, type Queryable, type Row } from './database';
export { migrate } from './migrate';
export { insertRows, toJson } from './insert';
export * from './errors';
