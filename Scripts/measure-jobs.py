#!/usr/bin/env python3
"""The `--jobs` speed-ups of issue 25 in one run (`make measure-jobs`).

A JSON Lines file (as a file and through a pipe) and two folders of small files (5,000 and a
larger one, so a figure that start-up and the folder walk bound shows beside one they do not),
each checked by the release codable-check with --jobs 1 and with --jobs N (default 2), rounds
interleaved in pairs. For each case it prints:

- the median wall time of each, with the spread of the rounds (lowest, quartiles, highest), and
  the median CPU time (user + system);
- the speed-up: the median of the pairs' own ratios (each pair's two runs a moment apart, so a
  minute of load from elsewhere lands on both), with the quartiles of those ratios, and the ratio
  of the two median wall times beside it;
- the peak resident memory of any round (issue 25: `--lines` on standard input under 50 MiB);
- whether the two reports (`--format json`) are byte for byte the same;
- the load average before and after the case.

Timed by the process itself, to the microsecond (`time.perf_counter_ns`, CPU time and peak memory
from `wait4`): `/usr/bin/time` gives wall time in hundredths of a second, a third of a
30-millisecond folder run. The figures mean something on an otherwise idle machine only; a case
that starts with a load average above 0.5 per processor says so.

    make measure-jobs                        # or: Scripts/measure-jobs.py [BIN]
    JOBS=4 LINES_ROUNDS=9 FOLDER_ROUNDS=41 LINES_MB=200 FILES=5000 BIG_FILES=20000 Scripts/measure-jobs.py

Inputs are generated under .build/measure-jobs (never committed): Book documents as in
`make stream-check`, one invalid in a thousand, so the reports have errors to order.
"""

import json
import os
import statistics
import subprocess
import sys
import time

BIN = sys.argv[1] if len(sys.argv) > 1 else ".build/release/codable-check"
JOBS = int(os.environ.get("JOBS", "2"))
LINES_ROUNDS = int(os.environ.get("LINES_ROUNDS", "7"))
FOLDER_ROUNDS = int(os.environ.get("FOLDER_ROUNDS", "31"))
LINES_MB = int(os.environ.get("LINES_MB", "100"))
FILES = int(os.environ.get("FILES", "5000"))
BIG_FILES = int(os.environ.get("BIG_FILES", "20000"))
DATA = os.environ.get("DATA", ".build/measure-jobs")
MODELS = "Fixtures/cli/Models"


def book(number):
    document = {"title": "Book %d" % number, "pages": 100 + number % 900,
                "tags": [{"name": "classic", "color": "red"}, {"name": "sf", "color": "blue"}], "genre": "fiction"}
    if number % 1000 == 999:
        document["pages"] = str(document["pages"])
    return document


def generate():
    """The inputs, written once and kept: a JSON Lines file of LINES_MB and the two folders."""
    os.makedirs(DATA, exist_ok=True)
    lines = os.path.join(DATA, "books.jsonl")
    if not os.path.exists(lines) or os.path.getsize(lines) < LINES_MB * 1024 * 1024:
        with open(lines, "w") as out:
            number, written = 0, 0
            while written < LINES_MB * 1024 * 1024:
                line = json.dumps(book(number)) + "\n"
                out.write(line)
                written += len(line)
                number += 1
    folders = {}
    for count in (FILES, BIG_FILES):
        folder = os.path.join(DATA, "files" if count == FILES else "files-%d" % count)
        os.makedirs(folder, exist_ok=True)
        for number in range(count):
            path = os.path.join(folder, "book-%05d.json" % number)
            if not os.path.exists(path):
                with open(path, "w") as out:
                    out.write(json.dumps(book(number), indent=2) + "\n")
        folders[count] = folder
    return lines, folders


def run(arguments, piped=None, output=subprocess.DEVNULL, peak=False):
    """One run of codable-check decode: (wall seconds, CPU seconds); with `peak`, its peak resident
    memory in KiB instead of the CPU time, taken by /usr/bin/time: the child's own `ru_maxrss`
    counts this Python process's memory, which the child has until it executes the tool."""
    command = [BIN, "decode", "--type", "Book", "--schema", MODELS] + arguments
    peak_file = os.path.join(DATA, "peak")
    if peak:
        command = ["/usr/bin/time", "-f", "%M", "-o", peak_file] + command
    start = time.perf_counter_ns()
    writer = subprocess.Popen(["cat", piped], stdout=subprocess.PIPE) if piped else None
    process = subprocess.Popen(
        command, stdin=writer.stdout if writer else subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT)
    if writer:
        writer.stdout.close()
    _, _, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter_ns() - start) / 1e9
    process.returncode = 0
    if writer:
        writer.wait()
    if peak:
        with open(peak_file) as written:
            return wall, int(written.read().split()[-1])
    return wall, usage.ru_utime + usage.ru_stime


def report(arguments, piped):
    """The run's JSON report, for comparing the two job counts' byte for byte."""
    path = os.path.join(DATA, "report.json")
    with open(path, "wb") as output:
        run(["--format", "json"] + arguments, piped, output)
    with open(path, "rb") as written:
        return written.read()


def quartiles(values):
    ordered = sorted(values)
    if len(ordered) < 4:
        return ordered[0], statistics.median(ordered), ordered[-1]
    first, second, third = statistics.quantiles(ordered, n=4, method="inclusive")
    return first, second, third


def load():
    with open("/proc/loadavg") as average:
        return " ".join(average.read().split()[:3])


def measure(name, arguments, rounds, piped=None):
    before = load()
    same = report(["--jobs", "1"] + arguments, piped) == report(["--jobs", str(JOBS)] + arguments, piped)
    # Timed with --quiet (the summary only): a JSON report of every line would time writing the
    # report more than checking. One unmeasured run of each first, for the peak memory, so the
    # page cache and the plan cache are warm for every round.
    timed = ["--quiet"] + arguments
    peak = max(run(["--jobs", jobs] + timed, piped, peak=True)[1] for jobs in ("1", str(JOBS)))
    serial, parallel = [], []
    for _ in range(rounds):
        serial.append(run(["--jobs", "1"] + timed, piped))
        parallel.append(run(["--jobs", str(JOBS)] + timed, piped))
    after = load()
    ratios = [one[0] / many[0] for one, many in zip(serial, parallel)]
    low, middle, high = quartiles(ratios)

    def times(rounds):
        walls = [round[0] for round in rounds]
        first, median, third = quartiles(walls)
        return "%8.1f ms wall (%.1f | %.1f-%.1f | %.1f), %8.1f ms CPU" % (
            median * 1e3, min(walls) * 1e3, first * 1e3, third * 1e3, max(walls) * 1e3,
            statistics.median(round[1] for round in rounds) * 1e3)

    print("%s, %d rounds, load %s -> %s%s" % (
        name, rounds, before, after,
        "  (NOT IDLE: these figures are not the machine's)" if float(before.split()[0]) > 0.5 * os.cpu_count() else ""))
    print("  --jobs 1:  %s" % times(serial))
    print("  --jobs %d:  %s" % (JOBS, times(parallel)))
    print("  speed-up %.2fx (pairs' ratios, median; quartiles %.2f-%.2f); medians' ratio %.2fx; peak %d MiB; %s" % (
        middle, low, high, statistics.median(r[0] for r in serial) / statistics.median(r[0] for r in parallel),
        peak // 1024, "identical output" if same else "OUTPUT DIFFERS"))
    sys.stdout.flush()
    return same


def main():
    if not os.access(BIN, os.X_OK):
        sys.exit("measure-jobs: no %s; build it first (make release)" % BIN)
    lines, folders = generate()
    print("measure-jobs: %s, %d processors, --jobs 1 against --jobs %d, wall time (lowest | quartiles | highest)"
          % (BIN, os.cpu_count(), JOBS))
    results = [
        measure("--lines, %d MB file" % LINES_MB, ["--lines", lines], LINES_ROUNDS),
        measure("folder of %d files" % FILES, [folders[FILES]], FOLDER_ROUNDS),
        measure("folder of %d files" % BIG_FILES, [folders[BIG_FILES]], FOLDER_ROUNDS),
        measure("--lines, %d MB pipe" % LINES_MB, ["--lines", "-"], LINES_ROUNDS, piped=lines),
    ]
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
