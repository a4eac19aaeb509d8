#!/usr/bin/env bash
# Builds and tests the README's Quick start as a user would: its files, each a block after a
# `<!-- quick start: PATH -->` line, are written to a package folder `MyApp` of their own, next
# to a link named `Formwork` to this checkout (the manifest says `.package(path: "../Formwork")`,
# whatever this checkout's folder is called). Then `swift build` and `swift test`, and the
# piped run of the README's transcript (the ```text block after `<!-- quick start: output -->`)
# must print that transcript. The package has a scratch path of its own, so it builds
# Formwork as a dependency, as a user's package does.
#
#   scripts/check-quickstart.sh [scratch-path]   # default: .build-quickstart
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
scratch="$(realpath -m "${1:-.build-quickstart}")"
# NB: the package's folder stays from run to run (files rewritten only when they change), so
# a second run builds only what changed; it is outside the checkout, which it links to.
work="${TMPDIR:-/tmp}/formwork-quickstart-$(printf '%s' "$root" | cksum | cut -d' ' -f1)"
mkdir -p "$work/MyApp"

python3 - "$work/MyApp" <<'PYTHON'
import os, re, sys
target = sys.argv[1]
text = open("README.md", encoding="utf-8").read()
blocks = re.findall(r"<!-- quick start: (\S+) -->\n```\w*\n(.*?)\n```\n", text, re.S)
files = [(path, code) for path, code in blocks if path != "output"]
outputs = [code for path, code in blocks if path == "output"]
if not files or len(outputs) != 1:
    sys.exit("README.md: no Quick start files, or not one output block, to check")
def write(path, text):
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
    if old != text:
        open(path, "w", encoding="utf-8").write(text)
for folder, _, names in os.walk(target):  # files the README no longer has go
    for name in names:
        path = os.path.relpath(os.path.join(folder, name), target)
        if name.endswith(".swift") and path not in dict(files):
            os.remove(os.path.join(target, path))
for path, code in files:
    os.makedirs(os.path.join(target, os.path.dirname(path)), exist_ok=True)
    write(os.path.join(target, path), code + "\n")
    print("   " + path)
first, _, transcript = outputs[0].partition("\n")
match = re.fullmatch(r"\$ printf '(.*)' \| swift run", first)
if not match:
    sys.exit("README.md: the output block starts with $ printf '<input>' | swift run")
write(os.path.join(target, ".input"), match.group(1).replace("\\n", "\n"))
write(os.path.join(target, ".expected"), transcript + "\n")
PYTHON
ln -sfn "$root" "$work/Formwork"

cd "$work/MyApp"
swift build --scratch-path "$scratch"
swift test --scratch-path "$scratch"
swift run --skip-build --scratch-path "$scratch" MyApp < .input > .output
if ! diff -u .expected .output; then
  echo "the Quick start's piped run differs from the README's transcript (above)" >&2
  exit 1
fi
echo "   the piped run prints the README's transcript"
