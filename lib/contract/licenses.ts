/**
 * Licences a verified contract can declare: Blockscout's ids (the API's `license_type` and the
 * verification config's `license_types` keys) and the names people read. The form, the
 * verified-contracts list and the Code tab all show the name, never the id.
 */
import type { ContractLicenseType } from 'types/api/contract';

export const CONTRACT_LICENSE_NAMES: Readonly<Record<ContractLicenseType, string>> = {
  none: 'No License (None)',
  unlicense: 'The Unlicense (Unlicense)',
  mit: 'MIT License (MIT)',
  gnu_gpl_v2: 'GNU General Public License v2.0 (GNU GPLv2)',
  gnu_gpl_v3: 'GNU General Public License v3.0 (GNU GPLv3)',
  gnu_lgpl_v2_1: 'GNU Lesser General Public License v2.1 (GNU LGPLv2.1)',
  gnu_lgpl_v3: 'GNU Lesser General Public License v3.0 (GNU LGPLv3)',
  bsd_2_clause: 'BSD 2-clause "Simplified" license (BSD-2-Clause)',
  bsd_3_clause: 'BSD 3-clause "New" Or "Revised" license (BSD-3-Clause)',
  mpl_2_0: 'Mozilla Public License 2.0 (MPL-2.0)',
  osl_3_0: 'Open Software License 3.0 (OSL-3.0)',
  apache_2_0: 'Apache 2.0 (Apache-2.0)',
  gnu_agpl_v3: 'GNU Affero General Public License (GNU AGPLv3)',
  bsl_1_1: 'Business Source License (BSL 1.1)',
};

/** The display name of a licence id; an id we do not know (a newer backend's) is shown as it is. */
export function contractLicenseName(id: string): string {
  return Object.hasOwn(CONTRACT_LICENSE_NAMES, id) ? CONTRACT_LICENSE_NAMES[id as ContractLicenseType] : id;
}
