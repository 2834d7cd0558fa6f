#!/usr/bin/env bash
# Builds the module the engine's workers run (the game page's, the `app` bin) several ways into
# dist/speed/<name>/ (engine.js, app-<hash>.js, app-<hash>_bg.wasm), so `engine-speed.test.mjs`
# can compare them in one run:
#
#   tools/worker-variants.sh                       # the default list below
#   tools/worker-variants.sh 'z:-Oz' '2:-Oz:profile.wasm-small.package.loa-core.opt-level=3'
#   cd crates/loa-web/e2e && LOA_SPEED_WORKERS=.,speed/z_Oz node --test tests/engine-speed.test.mjs
#
# A variant is `OPT_LEVEL:WASM_OPT_ARGS[:CARGO_CONFIG]`: the cargo opt-level of the wasm-small
# profile (the page's code around the engine: s, z, 2, 3; loa-core keeps its own, see Cargo.toml),
# wasm-opt's arguments (empty: no wasm-opt) and optionally one cargo `--config` setting. Each
# opt-level (and setting) builds in its own target folder under target/speed/, so switching does
# not rebuild the others. Run `trunk build --release` first (the test serves dist/, and each
# variant takes dist's engine.js). Build with nice: the machine is shared.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$root/.ci/env"
[ -f "$root/dist/engine.js" ] || { echo "worker-variants: dist/ is missing: run trunk build --release first" >&2; exit 1; }
if [ $# -eq 0 ]; then
  set -- 'z:-Oz' 's:-Oz' 'z:-O3' 'z:-Oz:profile.wasm-small.package.loa-core.opt-level=3'
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
  CARGO_PROFILE_WASM_SMALL_OPT_LEVEL="$level" nice cargo build "${config_args[@]}" --offline --locked --quiet \
    --manifest-path "$root/crates/loa-web/Cargo.toml" --target wasm32-unknown-unknown \
    --profile wasm-small --features lazy-locales --bin app --target-dir "$target"
  rm -rf "$out"
  mkdir -p "$out"
  nice wasm-bindgen --target=web --out-dir="$out" --out-name=app --no-typescript \
    "$target/wasm32-unknown-unknown/wasm-small/app.wasm"
  if [ -n "$opt" ]; then
    # shellcheck disable=SC2086 # the wasm-opt arguments are words
    nice wasm-opt $opt "$out/app_bg.wasm" --output="$out/app_bg.wasm"
  fi
  # The names the test looks for (trunk's, with a content hash).
  hash=$(sha256sum "$out/app_bg.wasm" | cut -c1-16)
  mv "$out/app.js" "$out/app-$hash.js"
  mv "$out/app_bg.wasm" "$out/app-${hash}_bg.wasm"
  cp "$root/dist/engine.js" "$out/engine.js"
  printf '%s %s B, gzip -9 %s B\n' "$name" "$(wc -c <"$out/app-${hash}_bg.wasm")" "$(gzip -9c "$out/app-${hash}_bg.wasm" | wc -c)"
done
