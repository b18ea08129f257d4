/**
 * admin-rs: token-info submissions and metadata tag requests (GUIDE §8).
 */
import type { TokenInfoLinks, TokenInfoTickers } from './contractInfo';
import type { AddressHash, Timestamp } from './shared';

export type TokenInfoSubmissionStatus = 'STATUS_UNKNOWN' | 'IN_PROCESS' | 'APPROVED' | 'REJECTED' | 'UPDATE_REQUIRED';

export interface TokenInfoSubmission extends Partial<TokenInfoLinks>, Partial<TokenInfoTickers> {
  id: string;
  tokenAddress: AddressHash;
  status: TokenInfoSubmissionStatus;
  updatedAt: Timestamp;
  adminComments: string;
  requesterName: string;
  requesterEmail: string;
  projectName: string;
  projectWebsite: string;
  projectEmail: string;
  iconUrl: string;
  projectDescription: string;
  projectSector: string;
  comment: string;
}

/** Body of POST and PUT: the editable fields wrapped in `submission`. */
export interface TokenInfoSubmissionBody {
  submission: Omit<TokenInfoSubmission, 'id' | 'status' | 'updatedAt' | 'adminComments'>;
}

/** `GET .../token-info-submissions[?status=]`. */
export interface TokenInfoSubmissionsResponse {
  submissions: Array<TokenInfoSubmission>;
}

/** `GET .../token-info-submissions/selectors`. */
export interface TokenInfoSubmissionSelectors {
  projectSectors: Array<string>;
}

/** Body of `POST .../metadata-submissions/tag` (replaces account public-tag requests). */
export interface MetadataTagSubmissionBody {
  submission: {
    requesterName: string;
    requesterEmail: string;
    address: AddressHash;
    name: string;
    tagType: string;
    description?: string;
    meta?: Record<string, unknown>;
    companyName?: string;
    companyWebsite?: string;
  };
}
