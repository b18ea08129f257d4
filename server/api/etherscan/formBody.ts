/**
 * Form bodies for the Etherscan routes only (registered inside their plugin): URL-encoded,
 * as hardhat-verify and forge post, and multipart with text parts, as curl `-F` and
 * Blockscout's own docs post. An uploaded file's part is read as text under its field name.
 */
import type { FastifyInstance } from 'fastify';

import { parseMultipart, type MultipartFile } from '../lib/multipart';

/** Where a parsed multipart body keeps its file parts whole (the fields keep only their text). */
const UPLOADS = Symbol('uploaded files');

/** A standard-JSON input of 10 MB, percent-encoded, with room to spare. */
export const FORM_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

/** Installs both parsers on `app` (the Etherscan plugin's own scope). */
export function setupFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const fields = new Map<string, string>();
      for (const [ name, value ] of new URLSearchParams(body as string)) if (!fields.has(name)) fields.set(name, value);
      done(null, Object.fromEntries(fields));
    });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT_BYTES }, (request, body, done) => {
    try {
      const { fields, files } = parseMultipart(body as Buffer, request.headers['content-type'] ?? '');
      // Etherscan's fields are all text; a file part (`-F sourceCode=@input.json`) is its field's value.
      const merged = new Map(Object.entries(fields));
      for (const file of files) if (!merged.has(file.field)) merged.set(file.field, file.content);
      done(null, Object.assign(Object.fromEntries(merged), { [UPLOADS]: files }));
    } catch (error) {
      done(error as Error);
    }
  });
}

/**
 * The files of a request with their names, for the actions that take several
 * (`verify_via_sourcify`): a multipart body's file parts, or a JSON body's `files` object of
 * name to content. Other bodies have none.
 */
export function uploadedFiles(body: unknown): MultipartFile[] {
  if (body === null || typeof body !== 'object') return [];
  const uploads = (body as { [UPLOADS]?: MultipartFile[] })[UPLOADS];
  if (uploads) return uploads;
  const json = (body as Record<string, unknown>).files;
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return [];
  return Object.entries(json as Record<string, unknown>)
    .filter((entry): entry is [ string, string ] => typeof entry[1] === 'string')
    .map(([ filename, content ]) => ({ field: 'files', filename, content }));
}
