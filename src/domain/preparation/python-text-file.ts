// An upstream file read as text the way Python's `Path.read_text()` reads it (docs/preparation.md):
// UTF-8 with a leading BOM kept as a character (so `json.loads` can refuse it), and universal
// newlines (CRLF and a lone CR become LF).

const keepBom = new TextDecoder('utf-8', { ignoreBOM: true });

/** The file's text after universal-newline translation, a BOM kept. */
export function pythonReadText(bytes: Uint8Array): string {
  return universalNewlines(keepBom.decode(bytes));
}

/** CRLF and a lone CR become LF, as Python's text mode reads them. */
export function universalNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
