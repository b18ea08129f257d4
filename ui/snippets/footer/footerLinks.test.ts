import { getBackendVersionUrl, getFrontendVersion } from './footerLinks';

const REPO = 'https://github.com/qnm-network/explorer';

describe('footer version links', () => {
  it('link the frontend to its exact tag, commit or package release, never the repository root', () => {
    expect(getFrontendVersion({ frontend: '0.1.0', gitTag: 'v0.2.0', gitCommit: 'abcdef1234', repoUrl: REPO }))
      .toEqual({ text: 'v0.2.0', url: `${ REPO }/releases/tag/v0.2.0` });
    expect(getFrontendVersion({ frontend: '0.1.0', gitTag: '', gitCommit: 'abcdef1234', repoUrl: REPO }))
      .toEqual({ text: 'abcdef1', url: `${ REPO }/commit/abcdef1234` });
    expect(getFrontendVersion({ frontend: '0.1.0', gitTag: '', gitCommit: '', repoUrl: REPO }))
      .toEqual({ text: 'v0.1.0', url: `${ REPO }/releases/tag/v0.1.0` });
    expect(getFrontendVersion({ frontend: '0.1.0', gitTag: '', gitCommit: '', repoUrl: '' }).url).toBe('');
  });

  it('link the backend to its own release: ours here, a Blockscout backend on Blockscout\'s repository', () => {
    expect(getBackendVersionUrl('v0.1.0-qnm', REPO)).toBe(`${ REPO }/releases/tag/v0.1.0`);
    expect(getBackendVersionUrl('v6.10.0', REPO)).toBe('https://github.com/blockscout/blockscout/releases/tag/v6.10.0');
    expect(getBackendVersionUrl('v6.9.0-beta.+commit.f9b8a1c2', REPO)).toBe('https://github.com/blockscout/blockscout/releases/tag/v6.9.0-beta');
    expect(getBackendVersionUrl('custom build', REPO)).toBe('');
  });
});
