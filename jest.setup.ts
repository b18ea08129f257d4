import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `waitFor` and `findBy*` give up after 1 s by default: a component test on a CI machine that
// also runs PostgreSQL, a devnet and Chromium's build can take longer to render what a user
// would see at once. A test that waits for something that never comes still fails, later.
configure({ asyncUtilTimeout: 5_000 });
