#!/usr/bin/env bash
# Builds the three DocC catalogs with the toolchain's docc, warnings as errors, so that a broken symbol link or a
# renamed API fails: BMLT and BMLTiOSLib from the package at the repository's root, BMLTLocalServer from this one.
#
#   LocalServer/Documentation/build.sh [OUTPUT]     (default: .build/documentation in the LocalServer package)
#
# Each catalog is built from its own module's public symbols alone (SPI left out), so a link to another module's
# symbol is written as code, not as a link. The archives are left in OUTPUT.
set -euo pipefail

package=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
root=$(cd "$package/.." && pwd)
output=$(realpath -m -- "${1:-$package/.build/documentation}")
rm -rf "$output"
mkdir -p "$output"

# The folder where SwiftPM writes a package's symbol graphs.
symbol_graphs() {
    swift package --package-path "$1" dump-symbol-graph --minimum-access-level public >/dev/null
    echo "$(dirname "$(swift build --package-path "$1" --show-bin-path)")/symbolgraph"
}

# convert MODULE CATALOG SYMBOL_GRAPHS: the module's graphs, and those of its extensions to other modules.
convert() {
    local graphs=$output/symbol-graphs/$1
    mkdir -p "$graphs"
    cp "$3/$1.symbols.json" "$graphs/"
    cp "$3/$1@"*.symbols.json "$graphs/" 2>/dev/null || true
    docc convert "$2" --additional-symbol-graph-dir "$graphs" --fallback-display-name "$1" \
        --fallback-bundle-identifier "org.bmlt.$1" --output-path "$output/$1.doccarchive" --warnings-as-errors
    echo "$1: $output/$1.doccarchive"
}

client=$(symbol_graphs "$root")
convert BMLT "$root/Sources/BMLT/Documentation.docc" "$client"
convert BMLTiOSLib "$root/Sources/BMLTiOSLib/Documentation.docc" "$client"
convert BMLTLocalServer "$package/Sources/BMLTLocalServer/Documentation.docc" "$(symbol_graphs "$package")"
