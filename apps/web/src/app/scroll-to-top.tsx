import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: the page scrolls to the top on every navigation. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
