import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share.ts';

const shared = { title: 'Sala', text: 'Únase con el código ABC234: https://x/eventos-aci/unirse?codigo=ABC234' };

describe('sharing a room’s code', () => {
  it('opens the share sheet where there is one, and copies nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareOrCopy(shared, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Sala', text: shared.text });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('takes a closed sheet as the person’s choice: no copy, no toast', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    expect(await shareOrCopy(shared, { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the sentence with the code and link where there is no sheet, or the sheet fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(shared, { clipboard: { writeText } })).toBe('copied');
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareOrCopy(shared, { share, clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenLastCalledWith(shared.text);
  });

  it('says it failed when neither the clipboard nor the copy command work', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareOrCopy(shared, { clipboard: { writeText } })).toBe('failed');
  });
});
