import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is allowed; under our CSP
// (no 'unsafe-eval') the probe itself is reported as a violation in the console. Import this module before
// any module that builds a schema: the setting is read when a schema is constructed.
z.config({ jitless: true });
