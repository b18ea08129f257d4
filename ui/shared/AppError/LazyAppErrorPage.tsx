/**
 * The error screens in their own chunk: every page can show one, few ever do, and their
 * illustrations would otherwise weigh on every first load. Server-rendered as usual.
 */
import dynamic from 'next/dynamic';

const LazyAppErrorPage = dynamic(() => import('./AppErrorPage'));

export default LazyAppErrorPage;
