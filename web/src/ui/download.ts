// Client-side file download of an export the API already returned (no second request).
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the browser has taken the blob.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
