/**
 * The sol2uml visualizer (GUIDE §8). The colon in the path is literal, not a parameter.
 */
import type { ApiResources } from '../types';

export const VISUALIZE_API_RESOURCES = {
  solidity_contract: { path: '/api/v1/solidity:visualize-contracts' },
} as const satisfies ApiResources;
