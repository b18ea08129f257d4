/**
 * The visualizer's SVG as a `data:` URL for an `<img>`: an image cannot run scripts or reach
 * the page, so the untrusted SVG is never put into the DOM as markup. The service sends
 * base64 (proto bytes); raw markup is encoded here so either works.
 */
export function svgDataUrl(svg: string): string {
  const trimmed = svg.trim();
  if (!trimmed.startsWith('<')) return `data:image/svg+xml;base64,${ trimmed }`;
  // UTF-8 bytes as a binary string, which is what btoa takes.
  const binary = encodeURIComponent(trimmed).replace(/%([\dA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return `data:image/svg+xml;base64,${ btoa(binary) }`;
}

/** The sources the visualizer takes: `{path: source}` of the main file and every additional one. */
export function contractSources(contract: {
  file_path?: string | null; name?: string | null; source_code?: string | null; additional_sources?: Array<{ file_path: string; source_code: string }> | null;
}): Record<string, string> {
  const sources: Record<string, string> = {};
  if (contract.source_code) sources[contract.file_path || `${ contract.name ?? 'Contract' }.sol`] = contract.source_code;
  for (const file of contract.additional_sources ?? []) sources[file.file_path] = file.source_code;
  return sources;
}
