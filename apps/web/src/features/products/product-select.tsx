import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ProductSummary } from '@vo/domain/products/products.types';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

interface Props {
  products: readonly ProductSummary[];
  value: number | null;
  onChange: (idProducto: number) => void;
  label?: string;
}

/**
 * Which of the person's products a page is about (documents, contract, plan). A native select: phones show
 * their own picker, and a long product name wraps there instead of widening the page.
 */
export function ProductSelect({ products, value, onChange, label }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const shownLabel = label ?? t('products.choose');
  const known = value !== null && products.some((product) => product.idProducto === value);
  return (
    <FormControl fullWidth data-testid="product-select">
      <InputLabel htmlFor={id} shrink>
        {shownLabel}
      </InputLabel>
      <NativeSelect
        value={known ? String(value) : ''}
        onChange={(event) => onChange(Number(event.target.value))}
        input={<OutlinedInput label={shownLabel} notched />}
        inputProps={{ id, name: 'idProducto' }}
        sx={{ '& select': { textOverflow: 'ellipsis' } }}
      >
        <option value="" disabled>
          {t('products.choosePlaceholder')}
        </option>
        {products.map((product) => (
          <option key={product.idProducto} value={product.idProducto}>
            {`${product.descripcion} · ${product.nroContrato}`}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
