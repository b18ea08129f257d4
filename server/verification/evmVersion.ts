/**
 * The EVM version a contract was compiled for when its settings named none: solc then uses its
 * own default, which changed with its releases (the changelog's "set default EVM version").
 * Stored verifications keep "default" as given; pages show the version it stood for.
 */

/** From which solc release on each EVM version was the default, newest first. */
const SOLC_DEFAULT_EVM_VERSIONS: ReadonlyArray<readonly [ version: readonly [ number, number, number ], evmVersion: string ]> = [
  [ [ 0, 8, 31 ], 'osaka' ],
  [ [ 0, 8, 30 ], 'prague' ],
  [ [ 0, 8, 25 ], 'cancun' ],
  [ [ 0, 8, 20 ], 'shanghai' ],
  [ [ 0, 8, 18 ], 'paris' ],
  [ [ 0, 8, 7 ], 'london' ],
  [ [ 0, 8, 5 ], 'berlin' ],
  [ [ 0, 5, 14 ], 'istanbul' ],
  [ [ 0, 5, 5 ], 'petersburg' ],
  // 0.4.21 brought the setting; older releases had no EVM version to name.
  [ [ 0, 4, 21 ], 'byzantium' ],
];

function isAtLeast(version: ReadonlyArray<number>, minimum: ReadonlyArray<number>): boolean {
  for (let index = 0; index < minimum.length; index++) {
    if (version[index] !== minimum[index]) return version[index] > minimum[index];
  }
  return true;
}

/**
 * The EVM version to show for a verification: the stored one, or, when that is "default" (or
 * unset) and the compiler is solc, the default of that solc release
 * (`v0.8.24+commit.e11b9ed9` → shanghai, 0.8.28 → cancun, 0.8.30 → prague). Vyper, and
 * releases older than 0.4.21, keep what is stored.
 */
export function resolveEvmVersion(stored: string | null, compilerVersion: string | null, language: string): string | null {
  if ((stored !== null && stored !== 'default') || language !== 'solidity' || !compilerVersion) return stored;
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(compilerVersion);
  if (!match) return stored;
  const version = match.slice(1, 4).map(Number);
  return SOLC_DEFAULT_EVM_VERSIONS.find(([ since ]) => isAtLeast(version, since))?.[1] ?? stored;
}
