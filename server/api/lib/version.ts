/**
 * The backend version shown in the explorer's footer: our package version, tagged so
 * it is never mistaken for a Blockscout release.
 */
import fs from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT } from '../../common/projectRoot';

const PACKAGE_JSON = path.join(PROJECT_ROOT, 'package.json');

/** `v<package.json version>-qnm`, e.g. `v0.1.0-qnm`; read once per app. */
export function readBackendVersion(): string {
  const { version } = JSON.parse(fs.readFileSync(PACKAGE_JSON, 'utf8')) as { version: string };
  return `v${ version }-qnm`;
}
