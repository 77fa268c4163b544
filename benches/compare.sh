#!/usr/bin/env bash
# Whole-process comparison of `tilecat validate` with `taplo check` (taplo-cli), `check-jsonschema`
# (PyPI) and `cat` on generated corpora of 100, 1,000 and 10,000 tile files, each file checked
# against the same JSON Schema. Timings come from hyperfine, peak memory from `/usr/bin/time -v`.
#
#   benches/compare.sh [RESULTS_DIR]     (default: target/compare)
#
# Needs hyperfine, GNU time, taplo and check-jsonschema on PATH (or TAPLO=/path/to/taplo).
# Results: RESULTS_DIR/hyperfine-N.md (and .json) per corpus size, RESULTS_DIR/memory.md, and
# RESULTS_DIR/machine.md.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
results=$(mkdir -p "${1:-$repo/target/compare}" && cd "${1:-$repo/target/compare}" && pwd)
sizes=${SIZES:-"100 1000 10000"}
runs=${RUNS:-5}

cargo build --release --quiet --manifest-path "$repo/Cargo.toml"
tilecat=$repo/target/release/tilecat
if [[ -z "${TAPLO:-}" ]]; then
    if [[ -x "$HOME/.cargo/bin/taplo" ]]; then TAPLO=$HOME/.cargo/bin/taplo; else TAPLO=$(command -v taplo); fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

{
    echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "- cpus: $(nproc) ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'))"
    echo "- memory: $(free -h | awk '/^Mem:/ {print $2}')"
    echo "- kernel: $(uname -sr)"
    echo "- tilecat: $("$tilecat" --version) (release build)"
    echo "- taplo: $("$TAPLO" --version 2>&1 | head -1) ($TAPLO)"
    echo "- check-jsonschema: $(check-jsonschema --version 2>&1 | head -1)"
    echo "- hyperfine: $(hyperfine --version)"
} > "$results/machine.md"
cat "$results/machine.md"

# The eight bundled tiles, as a whole process.
hyperfine --warmup 3 --runs 30 --export-markdown "$results/hyperfine-bundled.md" \
    --export-json "$results/hyperfine-bundled.json" \
    -n "tilecat validate data" "$tilecat validate $repo/data"

echo "| command | files | peak memory (KiB) |" > "$results/memory.md"
echo "|---|---:|---:|" >> "$results/memory.md"
peak() { # name files command...
    local name=$1 files=$2
    shift 2
    local kib
    kib=$(/usr/bin/time -v "$@" 2>&1 > /dev/null | awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}')
    echo "| $name | $files | $kib |" >> "$results/memory.md"
}

for n in $sizes; do
    dir=$work/$n
    "$tilecat" corpus --count "$n" --out "$dir" 2> /dev/null
    "$tilecat" validate "$dir" > /dev/null 2>&1 || { echo "corpus of $n does not validate" >&2; exit 1; }
    hyperfine --warmup 1 --runs "$runs" \
        --export-markdown "$results/hyperfine-$n.md" --export-json "$results/hyperfine-$n.json" \
        -n "tilecat validate ($n)" "$tilecat validate $dir" \
        -n "taplo check ($n)" "cd $dir && $TAPLO check tiles/*.toml expansion.toml" \
        -n "check-jsonschema ($n)" "check-jsonschema --schemafile $dir/schema/tile.schema.json $dir/tiles/*.toml" \
        -n "cat ($n)" "cat $dir/tiles/*.toml $dir/expansion.toml"
    peak "tilecat validate" "$n" "$tilecat" validate "$dir"
    peak "taplo check" "$n" sh -c "cd $dir && $TAPLO check tiles/*.toml expansion.toml"
    peak "check-jsonschema" "$n" sh -c "check-jsonschema --schemafile $dir/schema/tile.schema.json $dir/tiles/*.toml"
done
cat "$results"/hyperfine-*.md "$results/memory.md"
