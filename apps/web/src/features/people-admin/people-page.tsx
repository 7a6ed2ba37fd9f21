import { Route, Routes } from 'react-router';
import { PersonDetail } from './person-detail.tsx';
import { PersonSearch } from './person-search.tsx';

/** The back office's People section (docs/decisions/0038): the search, and one person at /admin/personas/:id. */
export default function PeoplePage() {
  return (
    <Routes>
      <Route index element={<PersonSearch />} />
      <Route path=":id" element={<PersonDetail />} />
    </Routes>
  );
}
