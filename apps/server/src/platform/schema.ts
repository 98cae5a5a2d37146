// The whole SQL schema of apps/server/migrations as one Kysely type. Platform declares only its
// own tables here; the composition root fills in every domain's (apps/server/src/database-schema.ts
// augments this interface), so platform names no domain. Only code that spans the schema uses it
// (migrations, the database handle passed through transactions, tests); a domain's repository
// narrows it to its own tables with `withTables` (database.ts), so it cannot name another
// domain's table.
import type { PlatformTables } from "./tables.ts";

// Empty beyond the platform tables until the composition root merges the domains' in.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends PlatformTables {}
