import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Fragment, type ReactNode } from 'react';
import { formatProductAmount } from '../lib/product-money.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { TYPE_SCALE } from './design-tokens.ts';

interface Props {
  /** the wire's decimal ("1836.08") */
  value: string;
  /** the product's own currency code ("USD") */
  currency: string;
  /** the display size of a money screen's answer ("what I owe"), else the size of the text around it */
  display?: boolean;
  testId?: string;
  sx?: SxProps<Theme>;
}

/**
 * Every amount a person reads on a page (docs/design.md, "Amount"): written by the one formatter
 * (formatMoney of the domain: "1.836,08 US$" in es, "US$1,836.08" in en), never broken across lines (an
 * amount split from its currency, or "U/S$", reads as two numbers), with tabular figures so columns align.
 * `data-amount` marks it for the story that measures every amount of the money pages at 360 px.
 */
export function Amount({ value, currency, display = false, testId, sx }: Props) {
  const { i18n } = useTranslation();
  return (
    <Box
      component="span"
      data-amount=""
      data-testid={testId}
      sx={[
        { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
        display ? TYPE_SCALE.displayAmount : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {formatProductAmount(value, currency, i18n.language)}
    </Box>
  );
}

/** Between the marks, the index of an amount: a character nobody types, so a sentence never holds it. */
const MARK = '\u2063';
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * A sentence of the catalogue with amounts in it ("Quedan {{amount}}"), each drawn as an <Amount>: the
 * words wrap as words do, the amount never. `write` receives a placeholder per amount and returns the
 * translated sentence.
 */
export function AmountSentence({ write, amounts }: { write: (marks: string[]) => string; amounts: ReactNode[] }) {
  const text = write(amounts.map((_node, index) => `${MARK}${index}${MARK}`));
  const pieces = text.split(MARKED);
  // One span: inside a flex container (a button) bare text pieces would become flex items and lose their spaces.
  return (
    <span>
      {pieces.map((piece, index) => (
        // split() with a capture group alternates text and the captured index.
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence never reorder.
        <Fragment key={index}>{index % 2 === 1 ? amounts[Number(piece)] : piece}</Fragment>
      ))}
    </span>
  );
}
