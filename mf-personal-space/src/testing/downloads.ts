// Test helper: the files the personal-space pages hand to the browser.

/** Catches the files `downloadFile` hands to the browser: their names, in order. */
export function catchDownloads(): { names: string[]; restore: () => void } {
  const names: string[] = [];
  // jsdom has no object URLs; the stubs stay, as the revocation comes 10 s after a download.
  const url = URL as unknown as { createObjectURL?: (b: Blob) => string; revokeObjectURL?: (u: string) => void };
  url.createObjectURL ??= () => 'blob:test';
  url.revokeObjectURL ??= () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, restore: () => click.mockRestore() };
}
