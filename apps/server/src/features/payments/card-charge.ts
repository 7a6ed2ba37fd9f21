/** What an approved charge leaves us: the acquirer's token of the card (never its number) and what we may show of it. */
export interface CardCharge {
  reference: string;
  token: string;
  brand: string;
  last4: string;
}

/** How a card charge is written on its payment and its receipt: the brand and last four, and the acquirer's reference. */
export function cardChargeFacts(charged: CardCharge) {
  return {
    methodDetail: `Tarjeta ${charged.brand.toUpperCase()} **** ${charged.last4}`,
    details: { cardBrand: charged.brand, cardLast4: charged.last4, externalReference: charged.reference },
  };
}
