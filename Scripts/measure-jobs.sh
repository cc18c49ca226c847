#!/bin/sh
# The `--jobs` speed-ups of issue 25 in one run: a JSON Lines file and a folder of small files,
# each checked by the release codable-check with --jobs 1 and with --jobs N (default 2), rounds
# interleaved. Prints per case the median wall and CPU time of each, the speed-up by median wall
# time (and by the fastest round of each), the peak resident memory of any round (issue 25:
# `--lines` on standard input under 50 MiB), whether the outputs are byte for byte the same, and
# the load average before and after (the figures mean something only on a machine otherwise
# idle: check `uptime`).
#
#   make measure-jobs                       # or: Scripts/measure-jobs.sh [BIN]
#   JOBS=4 ROUNDS=7 LINES_MB=200 FILES=5000 Scripts/measure-jobs.sh
#
# Inputs are generated under .build/measure-jobs (never committed): Book documents as in
# `make stream-check`, one invalid in a thousand, so the report has errors to order.
set -eu
BIN=${1:-.build/release/codable-check}
JOBS=${JOBS:-2}
ROUNDS=${ROUNDS:-5}
LINES_MB=${LINES_MB:-100}
FILES=${FILES:-5000}
DATA=${DATA:-.build/measure-jobs}
MODELS=Fixtures/cli/Models
test -x "$BIN" || { echo "measure-jobs: no $BIN; build it first (make release)" >&2; exit 2; }
mkdir -p "$DATA/files"

python3 - "$DATA" "$LINES_MB" "$FILES" <<'PYTHON'
import json, os, sys
data, megabytes, files = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def book(number):
    document = {"title": "Book %d" % number, "pages": 100 + number % 900,
                "tags": [{"name": "classic", "color": "red"}, {"name": "sf", "color": "blue"}], "genre": "fiction"}
    if number % 1000 == 999:
        document["pages"] = str(document["pages"])
    return json.dumps(document)
lines = os.path.join(data, "books.jsonl")
if not os.path.exists(lines) or os.path.getsize(lines) < megabytes * 1024 * 1024:
    with open(lines, "w") as out:
        number, written = 0, 0
        while written < megabytes * 1024 * 1024:
            line = book(number) + "\n"
            out.write(line)
            written += len(line)
            number += 1
folder = os.path.join(data, "files")
for number in range(files):
    path = os.path.join(folder, "book-%05d.json" % number)
    if not os.path.exists(path):
        with open(path, "w") as out:
            out.write(json.dumps(json.loads(book(number)), indent=2) + "\n")
PYTHON

# One run of codable-check, standard input piped from $PIPED (a file) when set, else empty.
check() {
    cat "${PIPED:-/dev/null}" | "$@"
}

# One timed run: prints "wall_seconds cpu_seconds peak_KiB". Timed with --quiet (the summary
# only): a JSON report of every line would time writing the report more than checking.
run() {
    check /usr/bin/time -f "%e %U %S %M" -o "$DATA/time" "$BIN" decode --type Book --schema "$MODELS" --quiet "$@" > /dev/null 2>&1 || true
    tail -1 "$DATA/time" > "$DATA/time.last"
    read -r wall user system peak < "$DATA/time.last"
    echo "$wall $(echo "$user + $system" | bc) $peak"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
minimum() { sort -n | head -1; }
maximum() { sort -n | tail -1; }

measure() {
    name=$1
    shift
    : > "$DATA/serial.times"
    : > "$DATA/parallel.times"
    check "$BIN" decode --type Book --schema "$MODELS" --format json --jobs 1 "$@" > "$DATA/serial.report" 2>&1 || true
    check "$BIN" decode --type Book --schema "$MODELS" --format json --jobs "$JOBS" "$@" > "$DATA/parallel.report" 2>&1 || true
    if cmp -s "$DATA/serial.report" "$DATA/parallel.report"; then same="identical output"; else same="OUTPUT DIFFERS"; fi
    round=0
    while [ $round -lt "$ROUNDS" ]; do
        run --jobs 1 "$@" >> "$DATA/serial.times"
        run --jobs "$JOBS" "$@" >> "$DATA/parallel.times"
        round=$((round + 1))
    done
    serial_wall=$(cut -d' ' -f1 "$DATA/serial.times" | median)
    serial_cpu=$(cut -d' ' -f2 "$DATA/serial.times" | median)
    parallel_wall=$(cut -d' ' -f1 "$DATA/parallel.times" | median)
    parallel_cpu=$(cut -d' ' -f2 "$DATA/parallel.times" | median)
    speedup=$(echo "scale=2; $serial_wall / $parallel_wall" | bc)
    # The fastest round of each: on a machine that is not quite idle, the round least disturbed
    # by other processes; a second opinion next to the medians, not a replacement.
    best_speedup=$(echo "scale=2; $(cut -d' ' -f1 "$DATA/serial.times" | minimum) / $(cut -d' ' -f1 "$DATA/parallel.times" | minimum)" | bc)
    peak=$(cut -d' ' -f3 "$DATA/serial.times" "$DATA/parallel.times" | maximum)
    printf '%-28s --jobs 1: %6ss wall %6ss CPU   --jobs %s: %6ss wall %6ss CPU   speed-up %sx (fastest rounds %sx)   peak %s MiB   %s\n' \
        "$name" "$serial_wall" "$serial_cpu" "$JOBS" "$parallel_wall" "$parallel_cpu" "$speedup" "$best_speedup" "$((peak / 1024))" "$same"
}

echo "measure-jobs: $(nproc) processors, $ROUNDS rounds each, median; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
measure "--lines, ${LINES_MB} MB file" --lines "$DATA/books.jsonl"
measure "folder of $FILES files" "$DATA/files"
PIPED="$DATA/books.jsonl" measure "--lines, ${LINES_MB} MB pipe" --lines -
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
