/**
 * Has the browser save a file under `fileName` (a receipt's PDF, a console export); the object URL is released
 * once the click has started the download.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers (the Android web view among them) read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
