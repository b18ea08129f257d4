/**
 * `multipart/form-data` bodies (RFC 7578) read whole: the verification forms send their
 * fields and source files this way, and the body is already bounded by the route's limit.
 */
import { InvalidParamError } from '../../http/errors';

export interface MultipartFile {
  field: string;
  filename: string;
  content: string;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: MultipartFile[];
}

/** More parts than any form of ours has; guards against a body of a million tiny parts. */
const MAX_PARTS = 1000;
const HEADER_END = Buffer.from('\r\n\r\n');

function boundaryOf(contentType: string): string {
  const match = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  if (!match) throw new InvalidParamError('body', 'multipart/form-data without a boundary');
  return match[1] ?? match[2];
}

function dispositionParam(header: string, name: string): string | undefined {
  // `filename*=` (RFC 5987) is not used by browsers for form data; the plain form suffices.
  const match = new RegExp(`(?:^|;)\\s*${ name }="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header) ?? new RegExp(`(?:^|;)\\s*${ name }=([^;\\s]+)`, 'i').exec(header);
  return match?.[1].replace(/\\(.)/g, '$1');
}

/** Splits the body into fields and files; a malformed body is a 422 naming `body`. */
export function parseMultipart(body: Buffer, contentType: string): MultipartBody {
  const delimiter = Buffer.from(`--${ boundaryOf(contentType) }`);
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  let position = body.indexOf(delimiter);
  if (position < 0) throw new InvalidParamError('body', 'no multipart boundary in the body');
  for (let parts = 0; ; parts++) {
    position += delimiter.length;
    // `--` after a delimiter closes the body.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) break;
    if (parts >= MAX_PARTS) throw new InvalidParamError('body', `more than ${ MAX_PARTS } parts`);
    const headerEnd = body.indexOf(HEADER_END, position);
    const next = body.indexOf(delimiter, position);
    if (headerEnd < 0 || next < 0 || headerEnd > next) throw new InvalidParamError('body', 'malformed multipart body');
    const headers = body.subarray(position, headerEnd).toString('latin1');
    // The content ends with the CRLF that precedes the next delimiter.
    const contentEnd = body[next - 2] === 0x0d && body[next - 1] === 0x0a ? next - 2 : next;
    const content = body.subarray(headerEnd + HEADER_END.length, contentEnd).toString('utf8');
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
    const name = dispositionParam(disposition, 'name');
    if (name === undefined) throw new InvalidParamError('body', 'a multipart part has no name');
    const filename = dispositionParam(disposition, 'filename');
    if (filename !== undefined || /^files(\[\d*\])?$/.test(name)) files.push({ field: name, filename: filename ?? '', content });
    else fields[name] = content;
    position = next;
  }
  return { fields, files };
}
