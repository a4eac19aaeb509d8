#!/usr/bin/env bash
# Counts the public symbols of each library module from its symbol graph (run after a build).
# Usage: scripts/count-public.sh [Module ...]
set -euo pipefail
modules=("${@:-Formwork FormworkTesting FormworkTerminal}")
bin="$(swift build --show-bin-path)"
triple="$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
out="$(mktemp -d)"
for module in ${modules[@]}; do
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" \
    -output-dir "$out" -minimum-access-level public >/dev/null 2>&1
  python3 - "$out/$module.symbols.json" "$module" <<'PY'
import json, sys
graph = json.load(open(sys.argv[1]))
symbols = graph["symbols"]
functions = [s for s in symbols if s["kind"]["identifier"] == "swift.func"]
names = {s["names"]["title"].split("(")[0] for s in functions}
print(f"{sys.argv[2]}: {len(symbols)} public symbols, {len(functions)} global functions under {len(names)} names")
PY
done
rm -rf "$out"
