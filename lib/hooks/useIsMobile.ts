import React from 'react';

import { BREAKPOINTS } from 'theme/breakpoints';

/** True below the lg breakpoint; false during server rendering and the first client render. */
export default function useIsMobile(): boolean {
  const [ isMobile, setIsMobile ] = React.useState(false);
  React.useEffect(() => {
    const query = window.matchMedia(`(max-width: ${ parseInt(BREAKPOINTS.lg, 10) - 1 }px)`);
    const update = () => setIsMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isMobile;
}
