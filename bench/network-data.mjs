// Scale data for the advisers' benchmarks (docs/decisions/0009): a sponsor tree of `people` below the
// demo adviser 2000001, and a semester race of `payments` capital payments on its advisers' sales, generated
// in SQL so a million people take a minute, not hours of inserts from Node. Bench people have document
// numbers 7xxxxxxxx and cannot log in. The totals every node keeps (people below, network sales) are
// computed bottom-up, one level at a time, as the running portal would have kept them.

const FIRST = `array['Ana','Bruno','Camila','Daniel','Elena','Fabián','Gabriela','Hugo','Inés','Jorge','Karen','Luis','Mónica','Nicolás']`;
const LAST = `array['Aguilera','Banegas','Cuéllar','Durán','Egüez','Flores','Gil','Hurtado','Ibáñez','Justiniano','Landívar','Mercado','Nogales']`;
const doc = (n) => `'7' || lpad((${n})::text, 8, '0')`;

/** The running race and today in La Paz, as the server reckons them (UTC−4, no daylight saving). */
export function raceToday() {
  const today = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const half = month <= 6 ? 1 : 2;
  return { today, race: { id: `${year}-S${half}`, from: half === 1 ? `${year}-01-01` : `${year}-07-01` } };
}

/**
 * The tree: the first `advisers` people form a `branching`-ary tree of advisers (person 1 right below
 * 2000001; person n below person (n - 2) / branching + 1), deep rather than wide; every other person is a
 * client of adviser ((n - advisers - 1) mod advisers) + 1. Answers the statements in order, and the depth.
 */
export function networkStatements({ people, branching = 3, adviserShare = 0.2, payments = 0, race, today }) {
  const advisers = Math.max(1, Math.round(people * adviserShare));
  const statements = [
    `insert into users (document_number, full_name, password_hash, is_adviser, profile_confirmed_at)
     select ${doc('n')},
            (${FIRST})[1 + abs(hashtext('f' || n)) % 14] || ' ' || (${LAST})[1 + abs(hashtext('p' || n)) % 13]
              || ' ' || (${LAST})[1 + abs(hashtext('m' || n)) % 13],
            'scale:cannot-log-in', n <= ${advisers}, now()
     from generate_series(1, ${people}) as n`,
  ];
  // Advisers, one level of the tree at a time: each level's sponsors are already in.
  const node = (kind, sponsorOf) => `
    insert into network_nodes (user_id, sponsor_user_id, path, depth, kind, adviser_code, adviser_status, joined_on, own_sales)
    select u.id, p.user_id, p.path || u.id || '/', p.depth + 1, '${kind}',
           ${kind === 'adviser' ? `'B-' || n` : 'null'}, ${kind === 'adviser' ? `'active'` : 'null'},
           date '2024-01-01' + (n % 600)::int, ${kind === 'adviser' ? 2 : 0}
    from generate_series($lo, $hi) as n
    join users u on u.document_number = ${doc('n')}
    join users su on su.document_number = ${sponsorOf}
    join network_nodes p on p.user_id = su.id`;
  let levels = 0;
  for (let lo = 1, width = 1; lo <= advisers; lo += width, width *= branching, levels++) {
    const hi = Math.min(advisers, lo + width - 1);
    statements.push(
      node('adviser', `case when n = 1 then '2000001' else ${doc(`(n - 2) / ${branching} + 1`)} end`)
        .replace('$lo', String(lo))
        .replace('$hi', String(hi)),
    );
  }
  statements.push(
    node('client', doc(`(n - ${advisers} - 1) % ${advisers} + 1`))
      .replace('$lo', String(advisers + 1))
      .replace('$hi', String(people)),
    'analyze network_nodes',
  );
  if (payments > 0) statements.push(...raceStatements({ advisers, payments, race, today }));
  statements.push(...totalsStatements());
  return { statements, advisers, levels };
}

/**
 * Two credit sales per bench adviser in the running race and `payments` capital payments spread over
 * them, each a race_events row; the standings are their sums, as payments would have left them.
 */
function raceStatements({ advisers, payments, race, today }) {
  const sales = advisers * 2;
  const perSale = Math.ceil(payments / sales);
  const days = Math.max(1, Math.round((Date.parse(today) - Date.parse(race.from)) / 86_400_000));
  return [
    `insert into sales (adviser_user_id, customer_user_id, company_id, description, contract_number, payment_kind, price_cents, sold_on)
     select n.user_id, n.user_id, 2, 'Lote de carga', 'BN-' || n.user_id || '-' || k, 'credit',
            800000 + (n.user_id % 97) * 10000, date '${race.from}' + ((n.user_id + k * 31) % ${days})::int
     from network_nodes n cross join generate_series(1, 2) as k
     where n.adviser_code like 'B-%'`,
    `insert into race_events (race_id, adviser_user_id, sale_id, kind, points_cents, occurred_on)
     select '${race.id}', s.adviser_user_id, s.id, 'capital_paid', 10000 + (s.id * 7919 + g * 104729) % 40000,
            least(s.sold_on + g * 9, date '${today}')
     from sales s cross join generate_series(1, ${perSale}) as g
     where s.contract_number like 'BN-%'
     limit ${payments}`,
    `insert into race_standings (race_id, adviser_user_id, points_cents, sales, joined_on, adviser_code, qualification, evaluated_month)
     select '${race.id}', n.user_id, coalesce(e.points, 0), 2, n.joined_on, n.adviser_code, 'in', '${today.slice(0, 7)}'
     from network_nodes n
     left join (select adviser_user_id, sum(points_cents) as points from race_events where race_id = '${race.id}' group by 1) e
       on e.adviser_user_id = n.user_id
     where n.adviser_code like 'B-%'`,
    'analyze sales',
    'analyze race_events',
    'analyze race_standings',
  ];
}

/** Direct counts, people below and network sales of every node, from the deepest level up. */
function totalsStatements() {
  return [
    `update network_nodes n set direct_count = c.direct
     from (select sponsor_user_id, count(*)::int as direct from network_nodes group by 1) c
     where n.user_id = c.sponsor_user_id`,
    `update network_nodes set people_below = 0, network_sales = own_sales`,
    `do $$
     declare d int;
     begin
       for d in select distinct depth from network_nodes where depth > 0 order by depth desc loop
         update network_nodes p set people_below = s.below, network_sales = p.own_sales + s.sales
         from (select sponsor_user_id, sum(people_below + 1)::int as below, sum(network_sales)::int as sales
               from network_nodes where depth = d group by 1) s
         where p.user_id = s.sponsor_user_id;
       end loop;
     end $$`,
    'analyze network_nodes',
  ];
}
