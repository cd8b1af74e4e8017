import '~/app/wiring';
import { resetEnvForTests } from '~/server/env';
import { resetProbesForTests } from '~/server/http/probes';
import { resetMailerForTests } from '~/server/mail';
import { resetRateLimitsForTests } from '~/server/rate-limit';
import { resetStorageForTests } from '~/server/storage';

// Integration files share their worker's modules (isolate: false, decision 020): importing the app
// and starting PGlite once per worker instead of once per file. Each file still starts as a fresh
// process would: its own DATA_DIR (setup.ts), the settings read again, and no SMTP link, storage or
// in-memory limits left by the file before.
resetEnvForTests();
resetMailerForTests();
resetStorageForTests();
resetRateLimitsForTests();
resetProbesForTests();
