"""`make bench-peers`: msgspec and pydantic validating the benchmark's twitter and orders data,
next to codable-check and Foundation measured by codable-check-bench in the same `make` run.

Usage: bench_peers.py --data FOLDER --swift-report FILE [--rounds N]

FOLDER holds twitter.json and orders.json (the Makefile copies the corpus file and has
codable-check-bench --save-generated write the orders array there); FILE is the table
codable-check-bench printed for the same files (`--only foundation,decoder,schema --cpu-time`),
from which the Swift rows are read. Each library validates every input once and must accept it
before anything is timed; the timed rounds interleave msgspec and pydantic, and report MB/s of
the median round's process CPU time (time.process_time), as the Swift bench's --cpu-time does.
"""

import argparse
import os
import re
import statistics
import sys
import time
from typing import List

import msgspec
import pydantic

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import msgspec_models  # noqa: E402
import pydantic_models  # noqa: E402

INPUTS = [
    ("twitter.json", "TwitterSearchResponse", "TwitterSearchResponse"),
    ("orders.json", "[Order]", "List[Order]"),
]


def msgspec_decoder(name: str):
    if name == "twitter.json":
        return msgspec.json.Decoder(msgspec_models.TwitterSearchResponse).decode
    return msgspec.json.Decoder(List[msgspec_models.Order]).decode


def pydantic_validator(name: str):
    if name == "twitter.json":
        return pydantic.TypeAdapter(pydantic_models.TwitterSearchResponse).validate_json
    return pydantic.TypeAdapter(List[pydantic_models.Order]).validate_json


def swift_rows(report: str):
    """MB/s of Foundation, Decoder and Schema per input, from codable-check-bench's table."""
    rows = {}
    for line in report.splitlines():
        for name, _, _ in INPUTS:
            if line.startswith(name + " "):
                speeds = [float(value) for value in re.findall(r"([0-9.]+) MB/s", line)]
                if len(speeds) == 3:
                    rows[name] = dict(zip(("Foundation", "Decoder", "Schema"), speeds))
    return rows


def median_cpu(run, data: bytes, rounds: int) -> List[float]:
    times = []
    for _ in range(rounds):
        start = time.process_time()
        run(data)
        times.append(time.process_time() - start)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True)
    parser.add_argument("--swift-report", required=True)
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()

    with open(options.swift_report, encoding="utf-8") as file:
        report = file.read()
    swift = swift_rows(report)
    header = next((line for line in report.splitlines() if line.startswith("codable-check-bench")), "")

    table = [["input", "size", "Foundation", "codable-check schema (x)", "codable-check Decoder (x)", "msgspec (x)", "pydantic (x)"]]
    for name, _, _ in INPUTS:
        with open(os.path.join(options.data, name), "rb") as file:
            data = file.read()
        libraries = {"msgspec": msgspec_decoder(name), "pydantic": pydantic_validator(name)}
        for library, run in libraries.items():
            try:
                run(data)  # must accept the input before it is timed
            except Exception as error:  # noqa: BLE001 - any rejection is reported, not timed
                print(f"{library} rejects {name}: {str(error)[:500]}", file=sys.stderr)
                return 1
        times = {library: [] for library in libraries}
        for _ in range(options.rounds):  # interleaved: msgspec, pydantic, msgspec, ...
            for library, run in libraries.items():
                times[library] += median_cpu(run, data, 1)
        speed = {library: len(data) / 1e6 / statistics.median(values) for library, values in times.items()}
        row = swift.get(name)
        if row is None:
            print(f"no {name} row in {options.swift_report}", file=sys.stderr)
            return 1
        foundation = row["Foundation"]

        def cell(value: float) -> str:
            return f"{value:.1f} MB/s ({value / foundation:.1f}x)"

        table.append(
            [
                name, f"{len(data) / 1e6:.1f} MB", f"{foundation:.1f} MB/s", cell(row["Schema"]), cell(row["Decoder"]),
                cell(speed["msgspec"]), cell(speed["pydantic"]),
            ]
        )

    print(f"bench-peers: msgspec {msgspec.__version__}, pydantic {pydantic.VERSION}, Python {sys.version.split()[0]}")
    print(f"Swift rows from: {header.strip()}")
    print("MB/s from CPU time of the median round; (x) = ratio to Foundation's JSONDecoder on the same input")
    print()
    widths = [max(len(row[column]) for row in table) for column in range(len(table[0]))]
    for row in table:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
