import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { ProductDetail } from '@vo/domain/products/products.types';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BottomSheet } from '../../components/bottom-sheet.tsx';
import { PdfActions } from '../../components/pdf-actions.tsx';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  CONTRACT_PATH,
  DOCUMENTS_PATH,
  RECONFIGURE_PLAN_PATH,
  UPGRADE_MEMBERSHIP_PATH,
  withProduct,
} from './product-routes.ts';
import { fetchStatement } from './products-api.ts';

/**
 * A product's secondary acts behind one "More" (docs/decisions/0045): the statement (see it or download it),
 * the contract, the documents, a change of plan, an upgrade, each named for what it does, in a sheet from the
 * bottom edge on a phone. Five equal outlined buttons, one of them a bare "Open", were read as one.
 */
export function ProductMoreSheet({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const upgrades = useFeatureFlags().membershipUpgrade;
  const [open, setOpen] = useState(false);
  const id = product.idProducto;
  const links = [
    { to: withProduct(CONTRACT_PATH, id), label: t('products.contractMenu'), testId: 'product-contract-link' },
    { to: withProduct(DOCUMENTS_PATH, id), label: t('products.documentsMenu'), testId: 'product-documents-link' },
    // A subscription has no instalments to reconfigure: its plan is chosen on its own page (decision 0016).
    ...(product.tipo === 'suscripcion'
      ? []
      : [
          {
            to: withProduct(RECONFIGURE_PLAN_PATH, id),
            label: t('products.changePlanMenu'),
            testId: 'product-plan-link',
          },
        ]),
    ...(upgrades && product.tipo === 'membresia'
      ? [
          {
            to: withProduct(UPGRADE_MEMBERSHIP_PATH, id),
            label: t('products.upgradeMenu'),
            testId: 'product-upgrade-link',
          },
        ]
      : []),
  ];
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="product-more"
        sx={{ minHeight: 52 }}
      >
        {t('products.more')}
      </Button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('products.moreTitle')}
        testId="product-more-sheet"
      >
        <Stack spacing={1}>
          <PdfActions
            load={() => fetchStatement(id)}
            openLabel={t('products.statementOpen')}
            downloadLabel={t('products.statementDownload')}
            testId="product-statement"
          />
          <List disablePadding>
            {links.map((link) => (
              <ListItem key={link.testId} disablePadding divider>
                <ListItemButton component={RouterLink} to={link.to} data-testid={link.testId}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Stack>
      </BottomSheet>
    </>
  );
}
