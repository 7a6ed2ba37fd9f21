import { MembershipsView } from './memberships-page.tsx';

/** /travel-bolivia (spec §2): the travel membership (spec §9 project 80, code KTRB10). */
export default function TravelPage() {
  return <MembershipsView page="travel" />;
}
