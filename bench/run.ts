/**
 * `pnpm bench`: every figure is printed beside a baseline measured in the same run, as a ratio,
 * so a slow or busy machine moves both sides together. Nothing here fails a build.
 */
import { benchCodec } from "./codec.bench.ts";
import { benchFights, benchReplay } from "./engine.bench.ts";
import { benchPostgres } from "./postgres.bench.ts";
import { benchSeek, benchVerify } from "./seek.bench.ts";
import { benchStore } from "./store.bench.ts";

console.log(`node ${process.version}, ${new Date().toISOString()}`);
benchCodec();
benchReplay();
benchFights();
await benchStore();
benchSeek();
benchVerify();
const postgres = process.env.D20_BENCH_POSTGRES || process.env.D20_TEST_POSTGRES;
if (postgres) await benchPostgres(postgres);
else {
  console.log(
    "store: postgres skipped: set D20_BENCH_POSTGRES (or run scripts/with-postgres.sh pnpm bench)",
  );
}
