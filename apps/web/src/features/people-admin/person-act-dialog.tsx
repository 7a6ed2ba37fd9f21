import { peopleEndpoints } from '@vo/domain/people/people.endpoints';
import { StaffReasonDialog, staffCall } from '../../back-office/shared/index.ts';
import { unwrap } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';

export const PERSON_ACTS = [
  'endSessions',
  'signOutDevices',
  'disable',
  'enable',
  'unlock',
  'sendRecoveryCode',
] as const;
export type PersonActKind = (typeof PERSON_ACTS)[number];

/** Asks why before acting on a person (kept in the audit trail with the staff member's name), then acts. */
export function PersonActDialog({
  act,
  person,
  onClose,
  onDone,
}: {
  act: PersonActKind;
  person: { idPersona: number; nombre: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StaffReasonDialog
      title={t(`adminPeople.act.${act}`)}
      onClose={onClose}
      act={async (motivo) => {
        unwrap(await staffCall(peopleEndpoints[act], { idPersona: person.idPersona, motivo }, { silent: true }));
        showToast('success', t(`adminPeople.done.${act}`, { name: person.nombre }));
        onDone();
      }}
    />
  );
}
