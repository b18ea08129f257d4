/** `GET /v2/smart-contracts/verification/config` fixture. */
import type { SmartContractVerificationConfig } from 'types/api/contract';

export const verificationConfig: SmartContractVerificationConfig = {
  solidity_compiler_versions: [ 'v0.8.28+commit.7893614a', 'v0.8.24+commit.e11b9ed9' ],
  solidity_evm_versions: [ 'default', 'cancun', 'shanghai', 'paris' ],
  vyper_compiler_versions: [ 'v0.3.10' ],
  vyper_evm_versions: [ 'default', 'cancun' ],
  verification_options: [ 'flattened-code', 'standard-input', 'multi-part' ],
  is_rust_verifier_microservice_enabled: false,
  license_types: { none: 1, unlicense: 2, mit: 3 },
};
