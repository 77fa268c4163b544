#!/usr/bin/env bash
# Whole-process figures for `tilecat build` on generated corpora, side by side in one run:
# wall time and peak memory of `tilecat build` and of `tilecat render --rotations` (which writes
# each file as soon as it is drawn), and resvg rendering the build's own SVGs to PNG at the same
# size on every core. Peak memory from `/usr/bin/time -v`.
#
#   benches/build.sh [RESULTS_DIR]     (default: target/build-bench)
#
# Needs GNU time and resvg (`cargo install resvg`) on PATH; SIZES (default "100 1000 5000")
# sets the corpus sizes.
#
# Before each measured command the file system is synced and left alone for PAUSE seconds
# (default 6): on ext4 without a journal, every new inode skips over the inodes deleted in the
# last minute (six while their inode blocks are unwritten), so creating files soon after many
# were deleted (the previous command's output here) costs kernel time that depends on what ran
# before, not on the command measured. Syncing shortens that window to a minute; PAUSE=65 waits
# it out for the benchmark's own deletions.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
results=$(mkdir -p "${1:-$repo/target/build-bench}" && cd "${1:-$repo/target/build-bench}" && pwd)
sizes=${SIZES:-"100 1000 5000"}
cores=$(nproc)

cargo build --release --quiet --manifest-path "$repo/Cargo.toml"
tilecat=$repo/target/release/tilecat
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

{
    echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "- commit: $(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet || echo ' (with uncommitted changes)')"
    echo "- cpus: $cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'))"
    echo "- memory: $(free -h | awk '/^Mem:/ {print $2}')"
    echo "- load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "- tilecat: $("$tilecat" --version) (release build)"
    echo "- resvg: $(resvg --version 2>&1 | head -1)"
} > "$results/machine.md"
cat "$results/machine.md"

# One measured run: prints "wall_s user_s sys_s peak_MB".
measure() {
    sync
    sleep "${PAUSE:-6}"
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" > /dev/null 2> "$work/stderr" || {
        cat "$work/stderr" >&2
        return 1
    }
    awk '{ printf "%s %s %s %.0f\n", $1, $2, $3, $4 / 1024 }' "$work/time"
}

echo "| tiles | frames | command | wall s | user s | sys s | peak MB |" > "$results/runs.md"
echo "|---|---|---|---|---|---|---|" >> "$results/runs.md"
row() { echo "| $1 | $(( $1 * 4 )) | $2 | $(echo "$3" | tr ' ' '|' | sed 's/|/ | /g') |" >> "$results/runs.md"; }
for n in $sizes; do
    corpus=$work/corpus-$n
    "$tilecat" corpus --count "$n" --out "$corpus" > /dev/null 2>&1
    rm -rf "$work/dist"
    row "$n" "tilecat build" "$(measure "$tilecat" build "$corpus" --out "$work/dist")"
    rm -rf "$work/render"
    row "$n" "tilecat render --rotations" "$(measure "$tilecat" render "$corpus" --out "$work/render" --rotations)"
    rm -rf "$work/resvg" && mkdir -p "$work/resvg"
    # resvg, one process per SVG, on every core: the build's own SVGs to PNG at the same size.
    row "$n" "resvg on every core (SVG to PNG only)" "$(measure sh -c "find '$work/dist/svg' -name '*.svg' -print0 | xargs -0 -P $cores -n 1 sh -c 'resvg \"\$0\" \"$work/resvg/\$(basename \"\$0\" .svg).png\"'")"
    rm -rf "$corpus" "$work/dist" "$work/render" "$work/resvg"
    echo "load average after $n: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$results/machine.md"
done
cat "$results/runs.md"
