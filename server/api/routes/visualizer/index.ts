/**
 * The visualizer microservice (GUIDE §8, `visualizer.swagger.yaml`), served by this process
 * under its own base URL (mounted at `/visualizer`; the frontend's
 * `NEXT_PUBLIC_VISUALIZE_API_HOST` points there):
 * `POST /api/v1/solidity:visualize-contracts`, `POST /api/v1/solidity:visualize-storage`
 * and `GET /health`. Only SVG is drawn; PNG would need a browser. Answers for sources drawn
 * before come from the visualizer's cache.
 */

import type { VisualizeResponse } from '../../../../types/api/visualizer';
import { ApiError } from '../../../http/errors';
import type { RoutePlugin } from '../../routeServices';

/** Headroom over the sources limit for JSON escaping (`\n`, `\"`, `\uXXXX`). */
const BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const sourcesSchema = { type: 'object', additionalProperties: { type: 'string' } } as const;
const messageSchema = { type: 'object', properties: { message: { type: 'string' } } } as const;
const svgResponse = {
  200: { type: 'object', properties: { svg: { type: 'string' } } },
  '4xx': messageSchema,
  '5xx': messageSchema,
} as const;

// grpc-gateway, which serves the original, takes both spellings of each field.
const contractsBody = {
  type: 'object',
  required: [ 'sources' ],
  properties: { sources: sourcesSchema, output_mask: { type: 'string' }, outputMask: { type: 'string' } },
} as const;
const storageBody = {
  type: 'object',
  required: [ 'sources' ],
  properties: {
    sources: sourcesSchema,
    contract_name: { type: 'string' }, contractName: { type: 'string' },
    file_name: { type: 'string' }, fileName: { type: 'string' },
    output_mask: { type: 'string' }, outputMask: { type: 'string' },
  },
} as const;

interface StorageBody {
  sources: Record<string, string>;
  contract_name?: string;
  contractName?: string;
  file_name?: string;
  fileName?: string;
  output_mask?: string;
  outputMask?: string;
}

/** A mask that asks for other formats only (png) gets a clear refusal, not an empty answer. */
function checkOutputMask(mask: string | undefined): void {
  if (mask === undefined || mask === '') return;
  if (!mask.split(',').map((item) => item.trim()).includes('svg')) {
    throw new ApiError(422, 'output_mask: only svg is drawn');
  }
}

const visualizerRoutes: RoutePlugin = async(app, { services: { visualizer } }) => {
  // The visualizer's errors carry their status (422, 503, 504) for the app's error handler.
  const draw = async(render: () => Promise<string>): Promise<VisualizeResponse> => ({ svg: await render() });

  // `::` is find-my-way's literal colon; a single one would start a path parameter.
  app.post<{ Body: { sources: Record<string, string>; output_mask?: string; outputMask?: string } }>(
    '/api/v1/solidity::visualize-contracts',
    { bodyLimit: BODY_LIMIT_BYTES, schema: { body: contractsBody, response: svgResponse } },
    async(request) => {
      checkOutputMask(request.body.output_mask ?? request.body.outputMask);
      return draw(() => visualizer.visualizeContracts(request.body.sources));
    },
  );

  app.post<{ Body: StorageBody }>(
    '/api/v1/solidity::visualize-storage',
    { bodyLimit: BODY_LIMIT_BYTES, schema: { body: storageBody, response: svgResponse } },
    async(request) => {
      const body = request.body;
      checkOutputMask(body.output_mask ?? body.outputMask);
      return draw(() => visualizer.visualizeStorage(body.sources, body.contract_name ?? body.contractName,
        body.file_name ?? body.fileName));
    },
  );

  // grpc health's answer shape; the service needs nothing outside this process.
  app.get('/health', { schema: { querystring: { type: 'object', properties: { service: { type: 'string' } } } } },
    async() => ({ status: 'SERVING' }));
};

export default visualizerRoutes;
