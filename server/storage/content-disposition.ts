// `Content-Disposition: attachment` for a download name that may come from a user (a design's
// title): quotes, slashes and control characters must not break the header or pick a folder,
// and non-ASCII names survive through the RFC 6266 `filename*` form that browsers prefer.

/** The header value, or undefined when the name is blank (then the file is shown inline). */
export function attachmentDisposition(downloadName: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
  const name = downloadName?.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim();
  if (!name) return undefined;
  const asciiFallback = name.replace(/[^\u0020-\u007e]|["%]/g, '_');
  if (asciiFallback === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
