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

export function isFooterLinkGroupList(value: unknown): value is Array<FooterLinkGroup> {
  return Array.isArray(value) && value.every((group: FooterLinkGroup) =>
    typeof group === 'object' && group !== null && typeof group.title === 'string' && Array.isArray(group.links) &&
    group.links.every((link) => typeof link?.text === 'string' && typeof link?.url === 'string'));
}

/** Frontend version text and link: the release tag when set, else the commit, else the package version. */
export function getFrontendVersion(version: { frontend: string; gitTag: string; gitCommit: string; repoUrl: string }) {
  if (version.gitTag) {
    return { text: version.gitTag, url: version.repoUrl ? `${ version.repoUrl }/releases/tag/${ version.gitTag }` : '' };
  }
  if (version.gitCommit) {
    return { text: version.gitCommit.slice(0, 7), url: version.repoUrl ? `${ version.repoUrl }/commit/${ version.gitCommit }` : '' };
  }
  return { text: `v${ version.frontend }`, url: version.repoUrl };
}
