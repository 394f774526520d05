#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL server: `scripts/with-postgres.sh pnpm test`.
# The server gets a fresh temporary directory and a free loopback port, the command sees it as
# D20_TEST_POSTGRES, and the server and its directory are removed when the command ends, however
# it ends. scripts/pg-dev.sh does the work (installing PostgreSQL if missing, running the server
# as `postgres` when we are root).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || { echo "usage: $0 <command...>" >&2; exit 2; }

D20_PG_DEV_DIR=$(mktemp -d "${TMPDIR:-/tmp}/d20-pg.XXXXXX")
# A port the kernel just handed out is free; the race until the server binds it is harmless here.
D20_PG_PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
export D20_PG_DEV_DIR D20_PG_PORT
trap '"$here/pg-dev.sh" stop; rm -rf "$D20_PG_DEV_DIR"' EXIT
"$here/pg-dev.sh" start >/dev/null
D20_TEST_POSTGRES=$("$here/pg-dev.sh" url)
export D20_TEST_POSTGRES
echo "with-postgres: PostgreSQL at $D20_TEST_POSTGRES" >&2
"$@"
