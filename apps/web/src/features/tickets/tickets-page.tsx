import { useTranslation } from '../../lib/use-translation.ts';
import { TicketList } from './ticket-list.tsx';

/** /Tickets (spec §2, hidden from the menu; reached from My products): all the person's tickets and coupons. */
export default function TicketsPage() {
  const { t } = useTranslation();
  return (
    <TicketList
      title={t('ticketsPage.title')}
      empty={t('ticketsPage.none')}
      emptyAction={{ label: t('emptyState.seeMyProducts'), to: '/mi-producto' }}
      filter={() => true}
      testId="tickets-page"
    />
  );
}
