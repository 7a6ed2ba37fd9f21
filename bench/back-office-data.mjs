// Scale data for the back office's benchmark (docs/decisions/0040, bench/back-office.mjs): what a year of a group with a
// million customers leaves behind in the tables the console lists, generated in SQL on top of the customers of
// scale-data.mjs and the advisers of network-data.mjs. Run after both.
//
//  - payments: one a year per scale product's owner (a million), spread over the last 365 days, by card, QR,
//    prepaid card and points wallet; 1 in 2 000 still in regularisation, 1 in 500 an expired QR; each received
//    one with its two ledger entries (the method's clearing account against the receivable), as settlement
//    writes them, so the days' totals reconcile with the ledger as they do in the portal;
//  - procedures: 100 000, in every state, the open ones oldest first in the queue;
//  - pre-reservations: 200 000 by the `advisers` bench advisers (memberships, most of them released long ago);
//  - outbox: a million messages (e-mails and SMS), 1 in 1 000 not delivered yet;
//  - audit: a million rows of people's own acts.

const METHODS = `array['card','qr','prepaid','wallet']`;

export function backOfficeStatements({
  procedures = 100_000,
  prereservations = 200_000,
  outbox = 1_000_000,
  audit = 1_000_000,
  advisers,
}) {
  return [
    // One payment per scale customer on one of their two products (companies 3 and 12), on a day of the last year.
    `insert into payments (user_id, product_id, company_id, method, state, amount_cents, currency, external_reference,
                           receipt_number, created_at, confirmed_at, expires_at)
     select p.user_id, p.id, p.company_id, (${METHODS})[1 + p.id % 4],
            case when p.id % 2000 = 7 then 'regularising' when p.id % 500 = 3 then 'expired' else 'confirmed' end,
            31750, 'USD', 'BO-' || p.id, case when p.id % 500 = 3 then null else 'RB-' || p.id end,
            t.at, case when p.id % 500 = 3 then null else t.at + interval '40 seconds' end,
            case when (${METHODS})[1 + p.id % 4] = 'qr' then t.at + interval '15 minutes' end
     from products p
     cross join lateral (select now() - ((p.id * 7919) % (365 * 24 * 60)) * interval '1 minute' as at) t
     where p.contract_number = 'SC-' || p.user_id || '-' || (1 + p.user_id % 2)`,
    `insert into ledger_entries (payment_id, account, debit_cents, credit_cents, created_at)
     select id, 'clearing:' || method, amount_cents, 0, confirmed_at from payments
     where external_reference like 'BO-%' and confirmed_at is not null
     union all
     select id, case when state = 'regularising' then 'suspense' else 'receivable:capital' end, 0, amount_cents, confirmed_at
     from payments where external_reference like 'BO-%' and confirmed_at is not null`,
    `insert into procedures (user_id, product_id, kind, state, detail, created_at, updated_at)
     select p.user_id, p.id,
            (array['document_request','ownership_transfer','cancellation_request','plan_change'])[1 + n % 4],
            (array['submitted','in_review','observed','resolved','rejected','withdrawn','resolved','resolved'])[1 + n % 8],
            'Trámite de carga número ' || n || ': pido el documento de mi producto.',
            now() - (n % 720) * interval '12 hours', now() - (n % 720) * interval '6 hours'
     from generate_series(1, ${procedures}) as n
     join products p on p.contract_number = 'SC-' || (select min(id) from users where document_number like '9________') + n * 7 || '-1'`,
    `insert into prereservations (kind, product_code, description, price_cents, currency, adviser_user_id,
                                  customer_document, customer_name, customer_data, plan, state, created_at, updated_at)
     select 'membership', 'PLATINO', 'Membresía Platino', 250000, 'USD', a.user_id,
            '6' || lpad(n::text, 7, '0'), 'Comprador de carga ' || n, '{}'::json, '{"tipo":"contado"}'::json,
            case when n % 50 = 0 then 'prereserved' when n % 20 = 0 then 'reserved' when n % 7 = 0 then 'purchased'
                 else 'released' end,
            now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day' + interval '2 days'
     from generate_series(1, ${prereservations}) as n
     join network_nodes a on a.adviser_code = 'B-' || (1 + n % ${advisers})`,
    `insert into outbox_messages (channel, recipient, subject, body, created_at, sent_at)
     select case when n % 3 = 0 then 'sms' else 'email' end,
            case when n % 3 = 0 then '+591-7' || lpad((n % 10000000)::text, 7, '0') else 'carga' || n || '@example.com' end,
            'Confirmación de pago', 'Recibimos su pago de la cuota. Gracias.',
            now() - (n % 525600) * interval '1 minute',
            case when n % 1000 = 0 then null else now() - (n % 525600) * interval '1 minute' + interval '5 seconds' end
     from generate_series(1, ${outbox}) as n`,
    `insert into audit_log (user_id, action, detail, ip, created_at)
     select u.id, (array['login','payment.card','profile.update','logout'])[1 + n % 4], '{}'::jsonb, '10.0.0.1',
            now() - (n % 525600) * interval '1 minute'
     from generate_series(1, ${audit}) as n
     join users u on u.document_number = '9' || lpad((1 + n % 1000000)::text, 8, '0')`,
    // Vacuumed as autovacuum would have left a year's tables: the pages' index-only scans read no table row.
    'vacuum analyze payments',
    'vacuum analyze ledger_entries',
    'vacuum analyze procedures',
    'vacuum analyze prereservations',
    'vacuum analyze outbox_messages',
    'vacuum analyze audit_log',
    'vacuum analyze users',
  ];
}
