/**
 * The deliberate dependencies between features, per app: a feature may import another only through that
 * feature's index.ts, and only when the pair is listed here (docs/decisions/0017). A new pair is a design
 * decision: add it here, in the same change, and say why in its commit.
 */
export const FEATURE_DEPENDENCIES: Record<'server' | 'web', Record<string, readonly string[]>> = {
  server: {
    // A fee, a travel benefit and a subscription are paid by card through the payments' settlement.
    benefits: ['payments', 'products'],
    subscriptions: ['notifications', 'payments', 'products'],
    // The cashier books a cabin for the customer at the desk; a customer with overdue instalments may not book.
    cabins: ['cashier', 'confirmations', 'products'],
    documents: ['products'],
    procedures: ['notifications', 'products'],
    // Payments, pre-reservations and cabin bookings confirm themselves: an e-mail/SMS and a notification (0026).
    confirmations: ['notifications'],
    plans: ['products'],
    // The profile turns the payment reminders' channels on and off; a reminder is a portal notification too (0063).
    profile: ['reminders'],
    reminders: ['notifications'],
    // A sale moves the adviser's network totals; a paid capital earns race points in the payment's transaction.
    incentives: ['network'],
    payments: ['confirmations', 'incentives', 'products'],
    // A pre-reservation holds a catalogue lot, simulates its plan, places a new customer in the network and
    // becomes a sale; memberships and season passes are pre-reserved through the same core.
    prereservations: ['catalogue', 'confirmations', 'incentives', 'network', 'plans', 'products'],
    memberships: ['prereservations'],
    'season-passes': ['prereservations'],
    // The back office's sales: an abandoned pre-reservation is released by the pre-reservations' own step,
    // the standings are the incentives', and a project's lots are drawn on the catalogue's drawing (decision 0038).
    sales: ['catalogue', 'incentives', 'prereservations'],
    // The operator's land-button command edits the restricted list, a Configuration setting (decision 0046).
    users: ['configuration'],
    // The back office's notices and promotions are stored as the portal's notifications (decision 0038).
    communication: ['notifications'],
    // The back office's People section (decision 0038) reads a person's products and acts on their access
    // through the same code as the operator's calls and the portal's recovery: sessions, access, locks, codes.
    people: ['auth', 'products', 'users'],
    // The console's Today shows the Money section's reconciliation of today against the ledger (decision 0053).
    today: ['payments'],
  },
  web: {
    // Pages about one product link to it and read the person's products.
    benefits: ['payments', 'products'],
    documents: ['products'],
    // The success screen says where the receipt went: the person's e-mail and phone, read with the home (0045).
    payments: ['products', 'session'],
    plans: ['payments', 'products'],
    // The identity the home no longer leads with is shown in the profile (decision 0045).
    profile: ['session'],
    procedures: ['products'],
    subscriptions: ['payments', 'products'],
    tickets: ['products'],
    // The pre-reservation forms share the buyer and credit fields and the plan simulation. A page whose address
    // names no project, lot or pass shows the not-found page (decision 0051).
    catalogue: ['not-found', 'plans', 'profile'],
    memberships: ['catalogue', 'plans'],
    'season-passes': ['catalogue', 'not-found'],
    // The home page shows the promotions and unread notices, and answers "what do I owe, what next" from the
    // pages' own calls: the products, the race, the sold products and the rooms (decision 0031).
    session: ['catalogue', 'incentives', 'notifications', 'products', 'rooms'],
    // A customer blocked for overdue instalments is offered their payment straight away (decision 0031).
    cabins: ['products'],
    // The back office draws a project's lots by state on the portal's own lot map (decision 0040).
    'sales-admin': ['catalogue'],
    // The way to the top lists a few pending pre-reservations and links to the sold products for the rest (0065).
    incentives: ['catalogue'],
  },
};
