/**
 * CSV exports (spec §7, GUIDE §3/§4): Blockscout's `/api/v1/<kind>-csv?address_id=…` and
 * `/api/v2/addresses/{h}/<kind>/csv`, `/api/v2/tokens/{h}/holders/csv`, plus
 * `/api/v2/config/csv-export`. Input is checked first (422, so a bad request does not spend
 * a captcha), then the captcha (403), then the rows stream as `text/csv`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { createCaptchaVerifier, registerCaptchaRoutes, type CaptchaVerifier } from '../../captcha';
import { NotFoundError } from '../../errors';
import type { Query } from '../../lib/params';
import { findBlockRange } from '../../repositories/csvExport';
import { findToken } from '../../repositories/tokens';
import type { CsvExportConfig } from './config';
import { csvStream } from './csv';
import {
  exportHolders, exportInternalTransactions, exportLogs, exportTokenTransfers, exportTransactions, INTERNAL_TRANSACTION_HEADER, LOG_HEADER,
  TOKEN_TRANSFER_HEADER, TRANSACTION_HEADER, type Export, type ExportScope,
} from './exports';
import { parseExportAddress, parseExportFilter, parsePeriod, type ExportFilter, type Period } from './params';

export { readCsvExportConfig, type CsvExportConfig } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured captcha (CSV export; the rate-limit screen's key later). */
    captcha: CaptchaVerifier;
  }
}

type Kind = 'transactions' | 'internal-transactions' | 'token-transfers' | 'logs';

const KINDS: Record<Kind, { file: string; filter: 'address' | 'topic'; header: readonly string[] }> = {
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

export function setupCsvExport(app: FastifyInstance, options: { config: CsvExportConfig }): void {
  const { limit } = options.config;
  const captcha = createCaptchaVerifier({ config: options.config.captcha, db: app.db });
  app.decorate('captcha', captcha);
  registerCaptchaRoutes(app, captcha);

  app.get('/api/v2/config/csv-export', async() => ({ limit, async_enabled: false }));

  async function addressExport(kind: Kind, request: FastifyRequest, reply: FastifyReply, pathHash?: string) {
    const query = request.query as Query;
    const address = parseExportAddress(query, pathHash);
    const period = parsePeriod(query);
    const filter = parseExportFilter(query, KINDS[kind].filter);
    await captcha.check(request);
    const range = await findBlockRange(app.db, new Date(period.from), new Date(period.to));
    const fileName = exportFileName(KINDS[kind].file, address, period, filter);
    if (!range) return sendCsv(reply, fileName, { header: KINDS[kind].header, batches: none() });
    const scope: ExportScope = { address, range, filter, limit };
    switch (kind) {
      case 'transactions': return sendCsv(reply, fileName, exportTransactions(app.db, scope));
      case 'internal-transactions': return sendCsv(reply, fileName, exportInternalTransactions(app.db, scope));
      case 'logs': return sendCsv(reply, fileName, exportLogs(app.db, scope));
      case 'token-transfers': {
        const ofToken = !filter.direction && await findToken(app.db, address) !== null;
        return sendCsv(reply, fileName, exportTokenTransfers(app.db, scope, { ofToken }));
      }
    }
  }

  async function holdersExport(request: FastifyRequest, reply: FastifyReply, pathHash?: string) {
    const token = parseExportAddress(request.query as Query, pathHash);
    const found = await findToken(app.db, token);
    if (!found) throw new NotFoundError();
    await captcha.check(request);
    return sendCsv(reply, exportFileName('holders', token), exportHolders(app.db, token, Number(found.decimals ?? 0), limit));
  }

  // Never from the response cache: each answer depends on a single-use captcha.
  const config = { perUser: true };
  for (const kind of Object.keys(KINDS) as Kind[]) {
    app.get(`/api/v1/${ kind }-csv`, { config }, (request, reply) => addressExport(kind, request, reply));
    app.get<{ Params: { hash: string } }>(`/api/v2/addresses/:hash/${ kind }/csv`, { config },
      (request, reply) => addressExport(kind, request, reply, request.params.hash));
  }
  app.get('/api/v1/token-holders-csv', { config }, (request, reply) => holdersExport(request, reply));
  app.get<{ Params: { hash: string } }>('/api/v2/tokens/:hash/holders/csv', { config },
    (request, reply) => holdersExport(request, reply, request.params.hash));
}
