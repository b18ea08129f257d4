/**
 * CSV exports (spec §7, GUIDE §3/§4), served at Blockscout's `/api/v1/<kind>-csv?address_id=…`
 * (routes/api/v1/csv.ts), `/api/v2/addresses/{h}/<kind>/csv` (routes/api/v2/addresses/csv.ts)
 * and `/api/v2/tokens/{h}/holders/csv` (routes/api/v2/tokens/csv.ts). Input is checked first
 * (422, so a bad request does not spend a captcha), then the captcha (403), then the rows
 * stream as `text/csv`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Queryable } from '../../db';
import type { CaptchaVerifier } from '../captcha';
import { NotFoundError } from '../../http/errors';
import type { Query } from '../../http/params';
import { findBlockRange } from '../../db/queries/blocks';
import { findToken } from '../../db/queries/tokens';
import { csvStream } from './csv';
import {
  exportHolders, exportInternalTransactions, exportLogs, exportTokenTransfers, exportTransactions, INTERNAL_TRANSACTION_HEADER, LOG_HEADER,
  TOKEN_TRANSFER_HEADER, TRANSACTION_HEADER, type Export, type ExportScope,
} from './exports';
import { parseExportAddress, parseExportFilter, parsePeriod, type ExportFilter, type Period } from './params';

export { readCsvExportConfig, type CsvExportConfig } from './config';

export type ExportKind = 'transactions' | 'internal-transactions' | 'token-transfers' | 'logs';

export const EXPORT_KINDS: Record<ExportKind, { file: string; filter: 'address' | 'topic'; header: readonly string[] }> = {
  transactions: { file: 'transactions', filter: 'address', header: TRANSACTION_HEADER },
  'internal-transactions': { file: 'internal_transactions', filter: 'address', header: INTERNAL_TRANSACTION_HEADER },
  'token-transfers': { file: 'token_transfers', filter: 'address', header: TOKEN_TRANSFER_HEADER },
  logs: { file: 'logs', filter: 'topic', header: LOG_HEADER },
};

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `transactions_0xabc…_2024-01-01_2024-12-31.csv` (the page names its download the same way). */
export function exportFileName(file: string, address: string, period?: Period, filter?: ExportFilter): string {
  const dates = period ? `_${ day(period.from) }_${ day(period.to) }` : '';
  const filterPart = filter?.direction ? `_with_filter_type_address_value_${ filter.direction }` :
    filter?.topic ? `_with_filter_type_topic_value_${ filter.topic }` : '';
  return `${ file }_${ address }${ dates }${ filterPart }.csv`;
}

function sendCsv(reply: FastifyReply, fileName: string, file: Export) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ fileName }"`)
    .header('cache-control', 'no-store')
    .send(csvStream(file.header, file.batches));
}

/** Empty batches: a period without blocks gives a file with its header only. */
async function* none(): AsyncGenerator<never> {}

export interface CsvExports {
  /** The rows of one address (or, for logs, one address's topic), in a period. */
  address(kind: ExportKind, request: FastifyRequest, reply: FastifyReply, pathHash?: string): Promise<FastifyReply>;
  /** A token's holders. */
  holders(request: FastifyRequest, reply: FastifyReply, pathHash?: string): Promise<FastifyReply>;
}

/** Never from the response cache: each answer depends on a single-use captcha. */
export const CSV_ROUTE_CONFIG = { perUser: true };

export function createCsvExports(options: { db: Queryable; captcha: CaptchaVerifier; limit: number }): CsvExports {
  const { db, captcha, limit } = options;

  async function address(kind: ExportKind, request: FastifyRequest, reply: FastifyReply, pathHash?: string) {
    const query = request.query as Query;
    const address = parseExportAddress(query, pathHash);
    const period = parsePeriod(query);
    const filter = parseExportFilter(query, EXPORT_KINDS[kind].filter);
    await captcha.check(request);
    const range = await findBlockRange(db, new Date(period.from), new Date(period.to));
    const fileName = exportFileName(EXPORT_KINDS[kind].file, address, period, filter);
    if (!range) return sendCsv(reply, fileName, { header: EXPORT_KINDS[kind].header, batches: none() });
    const scope: ExportScope = { address, range, filter, limit };
    switch (kind) {
      case 'transactions': return sendCsv(reply, fileName, exportTransactions(db, scope));
      case 'internal-transactions': return sendCsv(reply, fileName, exportInternalTransactions(db, scope));
      case 'logs': return sendCsv(reply, fileName, exportLogs(db, scope));
      case 'token-transfers': {
        const ofToken = !filter.direction && await findToken(db, address) !== null;
        return sendCsv(reply, fileName, exportTokenTransfers(db, scope, { ofToken }));
      }
    }
  }

  async function holders(request: FastifyRequest, reply: FastifyReply, pathHash?: string) {
    const token = parseExportAddress(request.query as Query, pathHash);
    const found = await findToken(db, token);
    if (!found) throw new NotFoundError();
    await captcha.check(request);
    return sendCsv(reply, exportFileName('holders', token), exportHolders(db, token, Number(found.decimals ?? 0), limit));
  }

  return { address, holders };
}
