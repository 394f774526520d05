#!/usr/bin/env bash
# A throwaway local PostgreSQL server for development and tests (DESIGN: Stores).
#
#   scripts/pg-dev.sh start    # initdb (first time) and start; prints the export line
#   scripts/pg-dev.sh stop     # stop it (the data stays until `scripts/pg-dev.sh destroy`)
#   scripts/pg-dev.sh status | url | destroy
#
# The server lives in $D20_PG_DEV_DIR (default /tmp/d20-pg-dev), listens on 127.0.0.1 only, on
# $D20_PG_PORT (default 54329), with trust authentication: it is for this machine's tests, never
# for real data. PostgreSQL refuses to run as root, so as root the server runs as `postgres`.
# Missing binaries are installed from Debian's packages (`apt-get install postgresql`).
set -euo pipefail

dir=${D20_PG_DEV_DIR:-/tmp/d20-pg-dev}
port=${D20_PG_PORT:-54329}
url="postgres://postgres@127.0.0.1:$port/postgres"

# The newest installed server's binaries, installing the Debian package if there is none.
pg_bin() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$found" ]; then
    echo "pg-dev: PostgreSQL is not installed; installing Debian's postgresql package" >&2
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >&2
    found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    [ -n "$found" ] || { echo "pg-dev: installing postgresql failed" >&2; exit 1; }
  fi
  echo "$found"
}

# Runs a server binary as `postgres` when we are root, else as ourselves. `cd /` first, since
# the postgres user may not be allowed into the caller's working directory.
as_server() {
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    (cd / && "$@")
  fi
}

start() {
  local bin
  bin=$(pg_bin)
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    mkdir -p "$dir"
    [ "$(id -u)" -ne 0 ] || chown postgres: "$dir"
    as_server "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --no-locale >/dev/null
  fi
  if as_server "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
    echo "pg-dev: already running in $dir" >&2
  else
    as_server "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null
    echo "pg-dev: started in $dir (log: $dir/server.log)" >&2
  fi
  echo "export D20_TEST_POSTGRES=$url"
}

stop() {
  [ -f "$dir/data/PG_VERSION" ] || return 0
  as_server "$(pg_bin)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) as_server "$(pg_bin)/pg_ctl" -D "$dir/data" status ;;
  url) echo "$url" ;;
  destroy) stop && rm -rf "$dir" ;;
  *) echo "usage: $0 start|stop|status|url|destroy" >&2; exit 2 ;;
esac
