import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { scenarioSchemaText } from "./scenarioSchema.ts";

// `pnpm schema`: writes docs/scenario.schema.json from the definitions (then biome lays it out);
// a test fails while the committed file differs from what this writes.
const target = join(import.meta.dirname, "../../../../docs/scenario.schema.json");
writeFileSync(target, scenarioSchemaText());
console.log(`wrote ${target}`);
