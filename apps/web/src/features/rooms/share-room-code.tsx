import Button from '@mui/material/Button';
import type { RoomView } from '@vo/domain/rooms/rooms.types';
import { ShareIcon } from '../../components/icons.tsx';
import { shareOrCopy } from '../../lib/share.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** The link that opens the join page with the code typed in (join-room-page reads ?codigo=). */
function joinLinkOf(code: string, origin = window.location.origin): string {
  return `${origin}/eventos-aci/unirse?codigo=${encodeURIComponent(code)}`;
}

/**
 * "Share" beside a room's join code (docs/decisions/0035): the phone's share sheet with a sentence
 * holding the name, the code and the link; where there is no sheet, the same sentence is copied and a
 * "Copied" toast says so.
 */
export function ShareRoomCode({ room, testId }: { room: Pick<RoomView, 'nombre' | 'codigo'>; testId: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const link = joinLinkOf(room.codigo);
    const text = t('rooms.share.text', { name: room.nombre, code: room.codigo, link });
    const outcome = await shareOrCopy({ title: room.nombre, text });
    if (outcome === 'copied') showToast('success', t('rooms.share.copied'));
    if (outcome === 'failed') showToast('error', t('rooms.share.failed'));
  };
  return (
    <Button
      variant="outlined"
      startIcon={<ShareIcon />}
      onClick={() => void share()}
      aria-label={t('rooms.share.label', { name: room.nombre })}
      data-testid={testId}
      sx={{ minHeight: 44 }}
    >
      {t('rooms.share.button')}
    </Button>
  );
}
