#!/usr/bin/env bash
# Two builds of tilecat compared on one corpus, alternating, so that a shared machine's drift
# falls on both alike: each run after `sync` and a pause, each into a new folder (no deletions
# between runs, whose cost ext4 charges to the next files created).
#
#   benches/compare-builds.sh BEFORE_BINARY AFTER_BINARY CORPUS [ROUNDS]
#
# Prints one line per run: wall, user and system seconds and peak resident memory
# (`/usr/bin/time`). PAUSE (default 6) sets the seconds to wait before each run.
set -euo pipefail

before=$1 after=$2 corpus=$3 rounds=${4:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq 1 "$rounds"); do
    for which in before after; do
        binary=${!which}
        sync
        sleep "${PAUSE:-6}"
        /usr/bin/time -f "$which, round $round: %e s wall, %U s user, %S s sys, %M KB" \
            -o "$work/time" "$binary" build "$corpus" --out "$work/$which-$round" \
            > /dev/null 2> "$work/stderr" || { cat "$work/stderr" >&2; exit 1; }
        cat "$work/time"
    done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
