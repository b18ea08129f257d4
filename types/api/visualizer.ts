/**
 * The sol2uml visualizer service (GUIDE §8).
 */

/** Body of `POST /api/v1/solidity:visualize-contracts`: file path to source text. */
export interface VisualizeContractsBody {
  sources: Record<string, string>;
  output_mask?: string;
}

export interface VisualizeResponse {
  svg: string;
  png?: string;
}
