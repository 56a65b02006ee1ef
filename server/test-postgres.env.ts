/** Setup file of the "postgres" project: tells server/testing.ts where the test server is. */
import { inject } from 'vitest';

process.env.FORMS_TEST_PG_ADMIN_URL = inject('pgAdminUrl');
