import { runWorker } from "../src/index.ts";

// A worker in its own process, for the killed-worker test: `node --import tsx workerProcess.ts
// URL SCHEMA NAME`. Each batch it takes and plays is a line on stdout.
const [url, schema, name] = process.argv.slice(2);
await runWorker(
  { url: url!, schema: schema! },
  {
    name: name!,
    pollMs: 50,
    onBatch: (e) => process.stdout.write(`${e.kind} ${e.batch}\n`),
  },
);
