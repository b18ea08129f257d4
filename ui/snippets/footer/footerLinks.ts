import { isHttpUrl } from 'lib/url/isHttpUrl';

export const MAX_FOOTER_LINK_GROUPS = 3;

export interface FooterLink {
  text: string;
  url: string;
  icon?: string;
}

export interface FooterLinkGroup {
  title: string;
  links: Array<FooterLink>;
}

/** The document at NEXT_PUBLIC_FOOTER_LINKS: groups of links, each link an http(s) URL with an optional http(s) icon. */
export function isFooterLinkGroupList(value: unknown): value is Array<FooterLinkGroup> {
  return Array.isArray(value) && value.every((group: FooterLinkGroup) =>
    typeof group === 'object' && group !== null && typeof group.title === 'string' && Array.isArray(group.links) &&
    group.links.every((link) => typeof link?.text === 'string' && isHttpUrl(link.url) && (link.icon === undefined || isHttpUrl(link.icon))));
}

/**
 * Frontend version text and link: the release tag when set, else the commit, else the
 * package version — each linked to exactly that release or commit, never the repository root.
 */
export function getFrontendVersion(version: { frontend: string; gitTag: string; gitCommit: string; repoUrl: string }) {
  if (version.gitTag) {
    return { text: version.gitTag, url: version.repoUrl ? `${ version.repoUrl }/releases/tag/${ version.gitTag }` : '' };
  }
  if (version.gitCommit) {
    return { text: version.gitCommit.slice(0, 7), url: version.repoUrl ? `${ version.repoUrl }/commit/${ version.gitCommit }` : '' };
  }
  return { text: `v${ version.frontend }`, url: version.repoUrl ? `${ version.repoUrl }/releases/tag/v${ version.frontend }` : '' };
}

const BLOCKSCOUT_RELEASES = 'https://github.com/blockscout/blockscout/releases/tag/';
/** `v0.1.0-qnm`: our own backend, released from this repository with the same version tags. */
const OWN_BACKEND_VERSION = /^(v\d+\.\d+\.\d+)-qnm$/;
/** A Blockscout release such as `v6.10.0` or `v6.10.0-beta` (Blockscout may append `.+commit.<hash>`). */
const BLOCKSCOUT_VERSION = /^(v\d+\.\d+\.\d+(?:-[\w.]+?)?)(?:\.?\+commit\.[0-9a-f]+)?$/;

/**
 * Where the backend version links: our backend's release in this repository, a Blockscout
 * backend's release on Blockscout's repository, else nowhere (an unknown form).
 */
export function getBackendVersionUrl(backendVersion: string, repoUrl: string): string {
  const own = OWN_BACKEND_VERSION.exec(backendVersion);
  if (own) return repoUrl ? `${ repoUrl }/releases/tag/${ own[1] }` : '';
  const blockscout = BLOCKSCOUT_VERSION.exec(backendVersion);
  return blockscout ? `${ BLOCKSCOUT_RELEASES }${ blockscout[1] }` : '';
}
