// zod probes whether it may compile validators with `new Function`; the site's CSP (no 'unsafe-eval')
// refuses that, and the browser reports the refused probe as a violation even though zod copes. Said
// before any schema loads, through the global zod reads its settings from, so the entry carries no zod.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
