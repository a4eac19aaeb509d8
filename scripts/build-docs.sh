#!/usr/bin/env bash
# Builds the DocC documentation of Formwork, FormworkTerminal, FormworkTesting and
# FormworkSwiftUI with the toolchain's own `docc` (no plugin, no package dependency), treating
# warnings as errors. FormworkSwiftUI's symbol graph comes from its sources compiled against
# the SwiftUI stand-in (scripts/typecheck-swiftui.sh), so its views are documented too.
#
#   scripts/build-docs.sh [output-directory]   # default: .build-docs/site
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build-docs/site}"
graphs=".build-docs/symbol-graphs"
# NB: a clean build each time: an incremental one emits graphs only for the modules it
# rebuilt. Each archive is built alone, so FormworkTerminal and FormworkTesting name
# Formwork's symbols in code font (`FormDriver.focus`), not as links.
rm -rf .build-docs/build "$graphs"
mkdir -p "$graphs" "$output"

# NB: a scratch path of its own: the extra compiler flags would otherwise rebuild .build.
# FormworkTesting does not depend on FormworkTerminal: each is built (Formwork once).
for target in FormworkTesting FormworkTerminal; do
  swift build --scratch-path .build-docs/build --target "$target" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    > .build-docs/build.log 2>&1 || { cat .build-docs/build.log; exit 1; }
done

rm -rf .build-docs/swiftui
bash scripts/typecheck-swiftui.sh "$PWD/.build-docs/build/debug/Modules" .build-docs/swiftui \
  > /dev/null
cp .build-docs/swiftui/graphs/FormworkSwiftUI*.symbols.json "$graphs/"

for module in Formwork FormworkTerminal FormworkTesting FormworkSwiftUI; do
  moduleGraphs=".build-docs/graphs-$module"
  rm -rf "$moduleGraphs"
  mkdir -p "$moduleGraphs"
  cp "$graphs/$module.symbols.json" "$moduleGraphs/"
  cp "$graphs/$module"@*.symbols.json "$moduleGraphs/" 2>/dev/null || true
  echo "   $module"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$moduleGraphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.formwork.$module" \
    --output-path "$output/$module.doccarchive" \
    --warnings-as-errors
done
