import { useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { productIdOf } from '../products/index.ts';
import { TicketList } from './ticket-list.tsx';

/**
 * /hotel/{idMembresia} (spec §2 /{hotel-route}/{idMembresia}): the hotel service of one membership, its
 * hotel nights, each used at check-in exactly once like any ticket. Someone else's membership shows none.
 */
export default function HotelPage() {
  const { t } = useTranslation();
  const membership = productIdOf(useParams().idMembresia);
  return (
    <TicketList
      title={t('hotelPage.title')}
      intro={t('hotelPage.intro')}
      empty={membership === null ? t('hotelPage.notFound') : t('hotelPage.none')}
      emptyAction={{ label: t('emptyState.seeMyProducts'), to: '/mi-producto' }}
      filter={(ticket) => ticket.tipo === 'hotel' && ticket.idProducto === membership}
      testId="hotel-page"
    />
  );
}
