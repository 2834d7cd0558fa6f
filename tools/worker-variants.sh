#!/usr/bin/env bash
# Builds the engine's worker several ways into dist/speed/<name>/ (worker_loader.js, worker.js,
# worker_bg.wasm), so `engine-speed.test.mjs` can compare them in one run:
#
#   tools/worker-variants.sh                       # the default list below
#   tools/worker-variants.sh 's:-O3' '3:-O4 --converge'
#   cd crates/loa-web/e2e && LOA_SPEED_WORKERS=speed/s_O3,speed/3_O4_converge node --test tests/engine-speed.test.mjs
#
# A variant is `OPT_LEVEL:WASM_OPT_ARGS[:CARGO_CONFIG]`: the cargo opt-level of the wasm-release
# profile (s, z, 2, 3), wasm-opt's arguments (empty: no wasm-opt) and optionally one cargo
# `--config` setting (e.g. `profile.wasm-release.package.loa-core.opt-level=3`). Each opt-level
# (and setting) builds in its own target folder under target/speed/ so switching does not
# rebuild the others. Run `trunk build
# --release` first (the test serves dist/). Build with nice: the machine is shared.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$root/.ci/env"
[ -f "$root/dist/index.html" ] || { echo "worker-variants: dist/ is missing: run trunk build --release first" >&2; exit 1; }
if [ $# -eq 0 ]; then
  set -- 's:-O3' '3:-O3' 's:-O4' '3:-O4' 's:-O3 --converge' 's:-O3 -tnh' '3:-O4 --converge -tnh' '2:-O3'
fi
for variant in "$@"; do
  IFS=: read -r level opt config <<<"$variant"
  config_args=()
  key=$level
  if [ -n "$config" ]; then
    config_args=(--config "$config")
    key="${level}_$(printf '%s' "$config" | tr -c 'A-Za-z0-9_' '_')"
  fi
  name=$(printf '%s_%s' "$key" "$opt" | tr -c 'A-Za-z0-9_\n' '_' | sed 's/__*/_/g; s/_$//')
  out="$root/dist/speed/$name"
  target="$root/target/speed/opt-$key"
  echo "worker-variants: $name (opt-level $level, wasm-opt ${opt:-off}${config:+, $config})" >&2
  CARGO_PROFILE_WASM_RELEASE_OPT_LEVEL="$level" nice cargo build "${config_args[@]}" --offline --locked --quiet \
    --manifest-path "$root/crates/loa-web/Cargo.toml" --target wasm32-unknown-unknown \
    --profile wasm-release --bin worker --target-dir "$target"
  mkdir -p "$out"
  nice wasm-bindgen --target=no-modules --out-dir="$out" --out-name=worker --no-typescript \
    "$target/wasm32-unknown-unknown/wasm-release/worker.wasm"
  if [ -n "$opt" ]; then
    # shellcheck disable=SC2086 # the wasm-opt arguments are words
    nice wasm-opt $opt "$out/worker_bg.wasm" --output="$out/worker_bg.wasm"
  fi
  printf 'importScripts("./worker.js");wasm_bindgen("./worker_bg.wasm");' >"$out/worker_loader.js"
  printf '%s %s B, gzip -9 %s B\n' "$name" "$(wc -c <"$out/worker_bg.wasm")" "$(gzip -9c "$out/worker_bg.wasm" | wc -c)"
done
