import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TodayAnswer } from '@vo/domain/back-office/today.wire';
import { formatCount } from '@vo/domain/money';
import { Amount, AmountSentence } from '../../components/amount.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { TodayCard } from './today-card.tsx';
import { sectionLink } from './today-links.ts';

/**
 * Today's money: what came in, how many payments, whether the day reconciles with the ledger (said in words,
 * not by colour alone) and by which means; it opens the Money section on today's payments.
 */
export function MoneyTodayCard({ day, money }: { day: string; money: NonNullable<TodayAnswer['dinero']> }) {
  const { t, i18n } = useTranslation();
  const reconciled = Number(money.diferencia) === 0;
  const payments = money.cantidad === 1 ? { count: 1 } : { count: formatCount(money.cantidad, i18n.language) };
  return (
    <TodayCard
      testId="today-money"
      title={t('adminToday.moneyTitle')}
      figure={<Amount value={money.recibido} currency={money.moneda} />}
      detail={t('adminToday.moneyCount', payments)}
      link={{ to: sectionLink('payments', `?dia=${day}`), label: t('adminToday.moneyLink') }}
    >
      <Chip
        color={reconciled ? 'success' : 'error'}
        sx={{ alignSelf: 'flex-start', height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal' } }}
        data-testid="today-money-reconciliation"
        label={
          reconciled ? (
            t('adminToday.reconciled')
          ) : (
            <AmountSentence
              write={([difference]) => t('adminToday.notReconciled', { difference: difference! })}
              amounts={[<Amount key="difference" value={money.diferencia} currency={money.moneda} />]}
            />
          )
        }
      />
      {money.porMedio.length > 0 && (
        <div>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', m: 0 }}>
            {t('adminToday.byMethod')}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}>
            {money.porMedio.map((means) => (
              <Box key={means.metodo} sx={{ display: 'contents' }} data-testid={`today-money-${means.metodo}`}>
                <Typography component="dt" variant="body2">
                  {t(`adminMoney.method.${means.metodo}`)} · {formatCount(means.cantidad, i18n.language)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                  <Amount value={means.monto} currency={money.moneda} />
                </Typography>
              </Box>
            ))}
          </Box>
        </div>
      )}
    </TodayCard>
  );
}
