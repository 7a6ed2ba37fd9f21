// Scale data for benchmarks: customers with products and instalment schedules, generated in SQL
// (generate_series) so 200 000 customers take seconds on PostgreSQL, not hours of inserts from Node.
// The same statements run on PGlite. Scale customers have document numbers 9xxxxxxxx and cannot log
// in; the bench customer 8000001 logs in with the demo customers' password.

/** The customer the benchmarks log in as: 10 products × 120 instalments (the figure of docs/decisions/0008). */
export const BENCH_CUSTOMER = { user: '8000001', password: 'Cliente#2026', products: 10, instalments: 120 };

export function scaleStatements({
  customers,
  productsPerCustomer = 2,
  instalmentsPerProduct = 12,
  notificationsPerCustomer = 0,
}) {
  const paidUpTo = Math.floor(instalmentsPerProduct / 2);
  const schedule = (filter, count, paid) => `
    insert into instalments (product_id, number, due_date, capital_cents, interest_cents, expenses_cents,
                             paid_capital_cents, paid_interest_cents, paid_expenses_cents, receipt_number)
    select p.id, i, (date_trunc('month', now()) - (${paid + 2} * interval '1 month') + (i * interval '1 month') + interval '9 days')::date,
           30000, 1500, 250,
           case when i <= ${paid} then 30000 else 0 end,
           case when i <= ${paid} then 1500 else 0 end,
           case when i <= ${paid} then 250 else 0 end,
           case when i <= ${paid} then 'RS-' || p.id || '-' || i end
    from products p cross join generate_series(1, ${count}) as i
    where ${filter}`;
  return [
    `insert into users (document_number, full_name, email, phone, password_hash, profile_confirmed_at, country_id, city_id)
     select '9' || lpad(n::text, 8, '0'), 'Cliente de carga ' || n, 'carga' || n || '@example.com',
            '+591-7' || lpad((n % 10000000)::text, 7, '0'), 'scale:cannot-log-in', now(), 1, 1003
     from generate_series(1, ${customers}) as n`,
    `insert into products (user_id, company_id, kind, description, contract_number, price_cents, created_at)
     select u.id, (array[2,3,12,27])[1 + k % 4], (array['lot','house','membership','season_pass'])[1 + k % 4],
            'Producto de carga ' || k, 'SC-' || u.id || '-' || k, 1200000, now() - interval '1 year'
     from users u cross join generate_series(1, ${productsPerCustomer}) as k
     where u.document_number like '9________'`,
    schedule(`p.contract_number like 'SC-%'`, instalmentsPerProduct, paidUpTo),
    // The bench customer, with the demo customers' password hash.
    `insert into users (document_number, full_name, email, phone, password_hash, profile_confirmed_at, country_id, city_id)
     select '${BENCH_CUSTOMER.user}', 'Cliente de medición', 'medicion@example.com', '+591-70000001', password_hash, now(), 1, 1003
     from users where document_number = '1000001'`,
    `insert into products (user_id, company_id, kind, description, contract_number, price_cents, created_at)
     select u.id, 2, 'lot', 'Lote de medición ' || k, 'BENCH-' || k, 4000000, now() - interval '5 years'
     from users u cross join generate_series(1, ${BENCH_CUSTOMER.products}) as k
     where u.document_number = '${BENCH_CUSTOMER.user}'`,
    schedule(`p.contract_number like 'BENCH-%'`, BENCH_CUSTOMER.instalments, 60),
    // Notifications: a few for every scale customer, and 10 000 for the bench customer (newest first, 1 in 1 000 unread).
    ...(notificationsPerCustomer > 0
      ? [
          `insert into notifications (user_id, type, title, body, created_at, read_at)
           select u.id, 1, 'Aviso ' || k, 'Texto del aviso ' || k || '.', now() - k * interval '1 day', now() - k * interval '1 day'
           from users u cross join generate_series(1, ${notificationsPerCustomer}) as k
           where u.document_number like '9________'`,
          `insert into notifications (user_id, type, title, body, created_at, read_at)
           select u.id, 1, 'Aviso de carga ' || n, 'Texto de la notificación de carga número ' || n || '.',
                  now() - n * interval '1 minute',
                  case when n % 1000 = 0 then null else now() - n * interval '1 minute' + interval '30 seconds' end
           from users u cross join generate_series(1, 10000) as n
           where u.document_number = '${BENCH_CUSTOMER.user}'`,
          'analyze notifications',
        ]
      : []),
    'analyze users',
    'analyze products',
    'analyze instalments',
  ];
}
