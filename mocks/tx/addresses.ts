/** Address params for the transaction fixtures: an account, a second account, a token contract. */
import { addressParam } from 'mocks/address/addressParam';

export { addressParam };


export const SENDER = addressParam('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
export const RECEIVER = addressParam('0x71bE63f3384f5fb98995898A86B02Fb2426c5788');
export const TOKEN_CONTRACT = addressParam('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', { is_contract: true, name: 'Quantum Governance' });
export const VAULT_FACTORY = addressParam('0x0165878A594ca255338adfa4d48449f69242Eb8F', { is_contract: true });
export const CREATED_VAULT = addressParam('0xc72ACaD82B5aB0D16bCb91f342e527FB6c43c51C', { is_contract: true });
export const VALIDATOR = addressParam('0xC014BA5EC014ba5ec014Ba5EC014ba5Ec014bA5E');
