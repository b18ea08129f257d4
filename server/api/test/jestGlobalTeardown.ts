/** jest's global teardown: stops the shared chain fixture's node and removes its template. */
import { closeBroker } from './jestGlobalSetup';

export default closeBroker;
