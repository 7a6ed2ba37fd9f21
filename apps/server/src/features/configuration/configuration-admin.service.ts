import { offsetOf, type Page } from '@vo/domain/back-office/back-office.wire';
import { BACK_OFFICE_PAGE_SIZE } from '@vo/domain/back-office/back-office-config';
import type { SettingChange, SettingInForce } from '@vo/domain/configuration/configuration-admin.wire';
import { checkSetting, defaultOf, isFlagName, SETTINGS, type SettingName } from '@vo/domain/configuration/settings';
import { pageOf } from '../../platform/back-office/back-office-page.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { storedSettings } from '../../platform/memory/settings.repo.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import type { StaffContext } from '../../platform/sessions/staff-sessions.ts';
import { settingsHistoryPage, storedSettingForUpdate, storeSetting } from './settings.repo.ts';

/** Every setting with the value in force, the spec's value, and who changed it last. */
export async function settingsInForce(deps: AppDeps): Promise<SettingInForce[]> {
  const stored = new Map((await storedSettings(deps.db)).map((row) => [row.name, row]));
  return (Object.keys(SETTINGS) as SettingName[]).map((name) => {
    const row = stored.get(name);
    return {
      name,
      kind: SETTINGS[name].kind,
      value: valueInForce(deps, name),
      defaultValue: defaultOf(name),
      changedAt: row ? row.changedAt : null,
      changedBy: row ? (row.changedBy ?? OPERATOR) : null,
    };
  });
}

/** Who changed a setting when no staff member did: the operator's script. */
const OPERATOR = 'ops';

const valueInForce = (deps: AppDeps, name: SettingName): unknown =>
  isFlagName(name) ? deps.featureFlags[name] : deps.limits[name as keyof AppDeps['limits']];

/**
 * Changes one setting: checked by its rule, stored with its history and the staff member's reason in one
 * transaction, then in force here at once and on every other instance when they hear the commit.
 * `staff` null: the operator's script.
 */
export async function changeSetting(
  deps: AppDeps,
  change: { name: SettingName; value: unknown; reason: string },
  staff: Pick<StaffContext, 'staffId'> | null,
  ip = '',
) {
  const checked = checkSetting(change.name, change.value);
  if (!checked.ok) throw new AppError(checked.key, 1, {}, { campo: 'valor' });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const stored = await storedSettingForUpdate(tx, change.name);
    const before = stored ? stored.value : valueInForce(deps, change.name);
    await storeSetting(tx, {
      name: change.name,
      reason: change.reason,
      before,
      after: checked.value,
      staffId: staff?.staffId ?? null,
      now,
    });
    await audit(
      tx,
      {
        staffId: staff?.staffId ?? null,
        action: 'staff.configuration.change',
        ip,
        detail: { setting: change.name, before, after: checked.value, reason: change.reason },
      },
      now,
    );
  });
  await deps.memory.settings.reload();
}

export async function settingsHistory(
  deps: AppDeps,
  query: { name: SettingName | null; page: number },
): Promise<Page<SettingChange>> {
  const { rows, counted } = await settingsHistoryPage(deps.db, query.name, BACK_OFFICE_PAGE_SIZE, offsetOf(query.page));
  return pageOf(
    rows.map((row) => ({ ...row, who: row.who ?? OPERATOR })),
    counted,
    query.page,
  );
}
