import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { benefitsOf } from '@vo/domain/memberships/membership-benefits';
import { useTranslation } from '../../lib/use-translation.ts';

/** What a membership includes, as a short list with ticks (docs/decisions/0047); nothing for an unknown one. */
export function MembershipBenefits({ code }: { code: string }) {
  const { t } = useTranslation();
  const benefits = benefitsOf(code);
  if (benefits.length === 0) return null;
  const headingId = `includes-${code}`;
  return (
    <Box data-testid={`benefits-${code}`}>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('membershipsPage.includes')}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {benefits.map((benefit) => (
          <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box
              component="svg"
              viewBox="0 0 24 24"
              aria-hidden
              sx={{ width: 20, height: 20, flexShrink: 0, fill: 'currentColor', color: 'success.dark', mt: '1px' }}
            >
              <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
            </Box>
            <Typography variant="body2">{t(`membershipBenefit.${benefit}`)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
