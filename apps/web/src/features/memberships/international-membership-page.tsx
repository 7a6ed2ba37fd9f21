import { MembershipsView } from './memberships-page.tsx';

/** /membresia-internacional (spec §2): only while the international-membership flag is on. */
export default function InternationalMembershipPage() {
  return <MembershipsView page="internacional" />;
}
