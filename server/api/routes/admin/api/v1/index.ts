/** The admin service (GUIDE §8) at `/admin/api/v1`: token-info submissions and their review. */
import type { FastifyRequest } from 'fastify';
import type { TokenInfoSubmissionStatus } from '../../../../../../types/api/admin';
import { ApiError, NotFoundError } from '../../../../../http/errors';
import { sameSecret } from '../../../../../common/sameSecret';
import { serviceUser } from '../../../../../account/contractsInfo';
import { TEXT_MAX_LENGTH } from '../../../../../account/validation';
import { PROJECT_SECTORS, REVIEW_STATUSES, STATUSES, serialize, readSubmission, reviewSubmission, listSubmissions } from '../../../../../account/tokenInfoSubmissions';
import { findUserSubmission, insertSubmission, listUserSubmissions, updateUserSubmission } from '../../../../../db/queries/account/tokenInfos';
import { isVerifiedAddressOf } from '../../../../../db/queries/account/verifiedAddresses';
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
    if (!await isVerifiedAddressOf(db, userId, tokenAddress)) throw new ApiError(422, 'Not your verified address', { errors: { tokenAddress: [ 'is not one of your verified addresses' ] } });
  };

  app.get(`${ base }/selectors`, async() => ({ projectSectors: PROJECT_SECTORS }));

  app.get<{ Querystring: { status?: string } }>(base, async(request) => {
    const userId = await serviceUser(request, db, config);
    const status = request.query.status && STATUSES.includes(request.query.status as TokenInfoSubmissionStatus) ? request.query.status : null;
    const rows = await listUserSubmissions(db, userId, status);
    return { submissions: rows.map(serialize) };
  });

  app.get<{ Params: { id: string } }>(`${ base }/:id`, async(request) => {
    const userId = await serviceUser(request, db, config);
    const row = /^\d{1,15}$/.test(request.params.id) ? await findUserSubmission(db, userId, Number(request.params.id)) : null;
    if (!row) throw new NotFoundError();
    return serialize(row);
  });

  app.post(base, async(request) => {
    const userId = await serviceUser(request, db, config);
    const { tokenAddress, fields } = readSubmission(request.body);
    await ownAddress(userId, tokenAddress);
    return serialize(await insertSubmission(db, userId, tokenAddress, fields));
  });

  app.put<{ Params: { id: string } }>(`${ base }/:id`, async(request) => {
    const userId = await serviceUser(request, db, config);
    const { tokenAddress, fields } = readSubmission(request.body);
    await ownAddress(userId, tokenAddress);
    // An edit goes back to review.
    const row = /^\d{1,15}$/.test(request.params.id) ? await updateUserSubmission(db, userId, Number(request.params.id), tokenAddress, fields) : null;
    if (!row) throw new NotFoundError();
    return serialize(row);
  });
};

export default tokenInfoSubmissionRoutes;
