import { WEB_PORTAL_AGENT } from '@vo/domain/config';
import { prereservationEndpoints as endpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { useEffect, useState } from 'react';
import { ApiFailure, call, unwrap } from '../../lib/api.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { getToken } from '../../lib/session-store.ts';
import { lotPlanPath, PRERESERVATION_FORM_PATH } from './catalogue-paths.ts';

export type LotHoldState =
  | { kind: 'none' }
  | { kind: 'asking' }
  | { kind: 'held'; endsAt: number }
  | { kind: 'refused'; message: string };

/** Whether the page now shown is still about this lot: its plans, or its pre-reservation form. */
function stillOnLot(lotId: number): boolean {
  const { pathname, search } = window.location;
  if (pathname === lotPlanPath(lotId)) return true;
  return pathname === PRERESERVATION_FORM_PATH && new URLSearchParams(search).get('lote') === String(lotId);
}

/**
 * The page is going away (closed, reloaded, another site): the lot is let go by a request that outlives it. A
 * fetch with keepalive, not sendBeacon, because the call needs the session's token header. If it never
 * arrives, the realtime channel's disconnect lets go after a grace, and the time-out in any case.
 */
function letGoAsThePageCloses(lotId: number): void {
  const token = getToken();
  if (!token) return;
  void fetch(`/api/${endpoints.letGoLot.path}`, {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      token,
      agente: String(WEB_PORTAL_AGENT),
      'Accept-Language': currentLanguage(),
    },
    body: JSON.stringify({ idLote: lotId }),
  }).catch(() => {});
}

/**
 * Holds a free lot for the adviser while she is on its plans or its pre-reservation form (docs/decisions/0064),
 * and lets it go when she leaves both: another page of the portal (the release call), or the page itself.
 */
export function useLotHold(lotId: number, wanted: boolean): LotHoldState {
  const [state, setState] = useState<LotHoldState>({ kind: wanted ? 'asking' : 'none' });
  useEffect(() => {
    if (!wanted) return;
    let gone = false;
    setState({ kind: 'asking' });
    call(endpoints.holdLot, { idLote: lotId }, { silent: true })
      .then(unwrap)
      .then((hold) => {
        if (!gone) setState({ kind: 'held', endsAt: performance.now() + hold.segundos * 1000 });
      })
      .catch((error: unknown) => {
        if (gone) return;
        // A refusal says why in the page; a network failure was already told, and the pre-reservation decides.
        setState(error instanceof ApiFailure ? { kind: 'refused', message: error.message } : { kind: 'none' });
      });
    const onPageHide = () => letGoAsThePageCloses(lotId);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      gone = true;
      window.removeEventListener('pagehide', onPageHide);
      // Cleanup runs once the router has moved: the address already says where she went.
      if (!stillOnLot(lotId)) void call(endpoints.letGoLot, { idLote: lotId }, { silent: true }).catch(() => {});
    };
  }, [lotId, wanted]);
  return state;
}
