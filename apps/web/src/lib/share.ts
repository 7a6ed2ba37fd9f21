/**
 * What a person shares: a title, and a sentence that carries the link itself (a separate url would be
 * pasted twice by the chat apps that append it), which is also what the clipboard gets.
 */
export interface Shared {
  title: string;
  text: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing uses, so tests hand in their own. */
export interface ShareHost {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * The phone's share sheet where there is one (phones, the native app's web view); else the clipboard, so
 * the page says "Copied". Closing the sheet is the person's choice, not a failure; a sheet that fails for
 * any other reason (no permission, a desktop without targets) falls back to copying.
 */
export async function shareOrCopy(shared: Shared, host: ShareHost = navigator): Promise<ShareOutcome> {
  if (typeof host.share === 'function') {
    try {
      await host.share({ title: shared.title, text: shared.text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!host.clipboard) return copyBySelection(shared.text) ? 'copied' : 'failed';
    await host.clipboard.writeText(shared.text);
    return 'copied';
  } catch {
    return copyBySelection(shared.text) ? 'copied' : 'failed';
  }
}

/** Pages served over plain http have no clipboard API: the old copy command still works there. */
function copyBySelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
