/** The admin service (GUIDE §8) at `/admin/api/v1`: token-info submissions and their review. */
import type { FastifyRequest } from 'fastify';
import type { TokenInfoSubmissionStatus } from '../../../../../../types/api/admin';
import { ApiError, NotFoundError } from '../../../../../http/errors';
import { sameSecret } from '../../../../../common/sameSecret';
import { serviceUser } from '../../../../../account/contractsInfo';
import { TEXT_MAX_LENGTH } from '../../../../../account/validation';
import { PROJECT_SECTORS, REVIEW_STATUSES, STATUSES, type SubmissionRow, COLUMNS, serialize, readSubmission, reviewSubmission, listSubmissions } from '../../../../../account/tokenInfoSubmissions';
import type { RoutePlugin } from '../../../../routeServices';

const tokenInfoSubmissionRoutes: RoutePlugin = async(app, { services: { account: config, sensitiveEndpointsKey: adminKey } }) => {
  const db = app.db;
  const base = '/chains/:chainId/token-info-submissions';

  // The operator's review (`npm run admin`), with the API's sensitive-endpoints key.
  const requireAdmin = (request: FastifyRequest) => {
    const given = request.headers['x-api-key'];
    if (!adminKey || typeof given !== 'string' || !sameSecret(given, adminKey)) throw new ApiError(401, 'Unauthorized');
  };
  app.get<{ Querystring: { status?: string } }>('/review/token-info-submissions', async(request) => {
    requireAdmin(request);
    return { submissions: await listSubmissions(db, request.query.status || undefined) };
  });
  app.post<{ Params: { id: string }; Body: { status?: string; comment?: string } }>('/review/token-info-submissions/:id', async(request) => {
    requireAdmin(request);
    const status = request.body?.status as typeof REVIEW_STATUSES[number];
    if (!REVIEW_STATUSES.includes(status)) throw new ApiError(422, 'Invalid status', { errors: { status: [ `must be one of ${ REVIEW_STATUSES.join(', ') }` ] } });
    const comment = typeof request.body?.comment === 'string' ? request.body.comment.slice(0, TEXT_MAX_LENGTH) : '';
    const reviewed = /^\d{1,15}$/.test(request.params.id) ? await reviewSubmission(db, Number(request.params.id), status, comment) : null;
    if (!reviewed) throw new NotFoundError();
    return reviewed;
  });

  const ownAddress = async(userId: number, tokenAddress: string) => {
    const [ row ] = await db.query('SELECT 1 FROM account_verified_addresses WHERE user_id = $1 AND address_hash = $2', [ userId, tokenAddress ]);
    if (!row) throw new ApiError(422, 'Not your verified address', { errors: { tokenAddress: [ 'is not one of your verified addresses' ] } });
  };

  app.get(`${ base }/selectors`, async() => ({ projectSectors: PROJECT_SECTORS }));

  app.get<{ Querystring: { status?: string } }>(base, async(request) => {
    const userId = await serviceUser(request, db, config);
    const status = request.query.status && STATUSES.includes(request.query.status as TokenInfoSubmissionStatus) ? request.query.status : null;
    const rows = await db.query<SubmissionRow>(
      `SELECT ${ COLUMNS } FROM token_info_submissions WHERE user_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY id DESC`, [ userId, status ]);
    return { submissions: rows.map(serialize) };
  });

  app.get<{ Params: { id: string } }>(`${ base }/:id`, async(request) => {
    const userId = await serviceUser(request, db, config);
    const [ row ] = /^\d{1,15}$/.test(request.params.id) ?
      await db.query<SubmissionRow>(`SELECT ${ COLUMNS } FROM token_info_submissions WHERE user_id = $1 AND id = $2`, [ userId, Number(request.params.id) ]) : [];
    if (!row) throw new NotFoundError();
    return serialize(row);
  });

  app.post(base, async(request) => {
    const userId = await serviceUser(request, db, config);
    const { tokenAddress, fields } = readSubmission(request.body);
    await ownAddress(userId, tokenAddress);
    const [ row ] = await db.query<SubmissionRow>(
      `INSERT INTO token_info_submissions (user_id, token_address, fields) VALUES ($1, $2, $3) RETURNING ${ COLUMNS }`,
      [ userId, tokenAddress, JSON.stringify(fields) ]);
    return serialize(row);
  });

  app.put<{ Params: { id: string } }>(`${ base }/:id`, async(request) => {
    const userId = await serviceUser(request, db, config);
    const { tokenAddress, fields } = readSubmission(request.body);
    await ownAddress(userId, tokenAddress);
    // An edit goes back to review.
    const [ row ] = /^\d{1,15}$/.test(request.params.id) ? await db.query<SubmissionRow>(
      `UPDATE token_info_submissions SET token_address = $3, fields = $4, status = 'IN_PROCESS', updated_at = now()
       WHERE user_id = $1 AND id = $2 RETURNING ${ COLUMNS }`, [ userId, Number(request.params.id), tokenAddress, JSON.stringify(fields) ]) : [];
    if (!row) throw new NotFoundError();
    return serialize(row);
  });
};

export default tokenInfoSubmissionRoutes;
