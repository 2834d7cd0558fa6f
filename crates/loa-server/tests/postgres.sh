#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 (Debian's, as /work/shared/TOOLCHAIN.md shows) on a free
# loopback port, runs the server's two-instance test against it, and stops it again whatever
# happens. Run as root (initdb runs as the postgres user). Extra arguments go to cargo test.
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
bin=/usr/lib/postgresql/15/bin
if ! [ -x "$bin/pg_ctl" ]; then
  echo "PostgreSQL 15 is not installed: .ci/setup --test installs it" >&2
  exit 1
fi
dir=$(mktemp -d)
chown postgres "$dir"
# A port nothing listens on.
port=$((20000 + RANDOM % 30000))
while (: </dev/tcp/127.0.0.1/$port) 2>/dev/null; do port=$((20000 + RANDOM % 30000)); done
stop() {
  su postgres -c "$bin/pg_ctl -D $dir/data -m fast -w stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
su postgres -c "$bin/initdb -D $dir/data -A trust -U loa" >/dev/null
su postgres -c "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start" >/dev/null
export LOA_TEST_POSTGRES="postgres://loa@127.0.0.1:$port/postgres"
cd "$root"
cargo test -p loa-server --test postgres "$@" -- --ignored
