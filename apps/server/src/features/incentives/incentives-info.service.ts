import type { Language } from '@vo/domain/config';
import { translate } from '@vo/domain/i18n/catalogue';
import type { PdfFile } from '@vo/domain/wire';
import { incentivesDocument } from '../../adapters/pdf/incentives-document.ts';
import { renderPdf } from '../../adapters/pdf/simple-pdf.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';

/** The incentives information PDF, in the caller's language: for advisers and cashiers (spec §2 menu). */
export async function incentivesPdf(deps: AppDeps, session: SessionContext, lang: Language): Promise<PdfFile> {
  if (session.role !== 'adviser' && session.role !== 'cashier') throw new AppError('incentives.notEligible');
  const now = deps.clock.now();
  const pdf = await renderPdf(
    incentivesDocument((key, params) => translate(lang, key, params), now),
    now,
  );
  return { fileName: 'informacion-incentivos.pdf', base64: Buffer.from(pdf).toString('base64') };
}
