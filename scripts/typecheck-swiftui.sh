#!/usr/bin/env bash
# Type-checks FormworkSwiftUI's views on a machine without SwiftUI (Linux): emits the
# stand-in modules of scripts/swiftui-standin (Combine, UIKit, Accessibility, then SwiftUI,
# each declaring only what the views use, as Apple documents it), then compiles every source
# of Sources/FormworkSwiftUI against them and the built Formwork module, with the package's
# settings and warnings as errors. The views' `#if canImport(SwiftUI)` blocks are compiled;
# branches for one Apple platform (`#if os(tvOS)`) are not.
#
#   scripts/typecheck-swiftui.sh <modules-dir> [output-dir]
#
# <modules-dir> is `$(swift build --show-bin-path)/Modules`. The output directory (a fresh
# temporary one by default) receives the stand-in modules and a FormworkSwiftUI module
# built against them, for scripts/check-snippets.py to check the front end's examples, and
# that module's symbol graph in graphs/, for scripts/build-docs.sh to document the views.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="${1:?usage: scripts/typecheck-swiftui.sh <modules-dir> [output-dir]}"
output="${2:-$(mktemp -d)}"
mkdir -p "$output"
standin=scripts/swiftui-standin
common=(-swift-version 6 -parse-as-library -warnings-as-errors -I "$output")

for module in Combine UIKit Accessibility SwiftUI; do
  swiftc -emit-module -module-name "$module" "${common[@]}" \
    -emit-module-path "$output/$module.swiftmodule" "$standin/$module.swift"
done

# NB: the package's own name, as SwiftPM passes it (the checkout folder's name, lowercased,
# other characters as `_`): FormworkSwiftUI uses the core's `package` members, as it does
# when SwiftPM builds it on Apple platforms.
package_name="$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g')"
sources=()
while IFS= read -r file; do sources+=("$file"); done \
  < <(find Sources/FormworkSwiftUI -name '*.swift' | sort)
mkdir -p "$output/graphs"
swiftc -emit-module -module-name FormworkSwiftUI -package-name "$package_name" \
  "${common[@]}" -I "$modules" \
  -enable-upcoming-feature MemberImportVisibility \
  -enable-upcoming-feature InternalImportsByDefault \
  -emit-symbol-graph -emit-symbol-graph-dir "$output/graphs" \
  -emit-module-path "$output/FormworkSwiftUI.swiftmodule" "${sources[@]}"
echo "   FormworkSwiftUI (${#sources[@]} files) type-checks against the SwiftUI stand-in"
