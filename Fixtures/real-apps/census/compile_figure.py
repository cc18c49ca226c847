#!/usr/bin/env python3
"""How many of the types the interpreter approximates `--compile` builds (issue 27).

For each repository of repositories.tsv (the census's, the same checkouts folder), it runs

  1. `codable-check types --schema … --format json`: which types the interpreter approximates;
  2. `codable-check types --schema … --compile --format json` in a new cache seeded with the core:
     which of them build (fidelity `compiled`), with CPU time (this process's children: the tool
     and every swiftc it starts) and wall time;
  3. with `--cached`, the same `--compile` run again in that cache (the cached run's cost);

and prints Markdown tables: per repository the counts and times, then the approximated types that
do not build grouped by the cause of their first compiler error, read from the run's standard
error (a note naming a module not here counts as the first error when it comes first) (`--details FILE` writes every
type's first error as JSON). The machine's load average is printed before and after: on a loaded
machine only CPU time compares.

The cache is seeded once (`--seed-cache`, kept between runs) by a `--compile` run on the parcels
fixture, which compiles the core; each repository's cache gets a copy of its `core-*` entries and
`module-cache`, as CompileEndToEndTests share theirs. It fetches and builds nothing and holds no
repository code: give it a built codable-check and the census's checkouts folder.

    compile_figure.py --tool .build/debug/codable-check --checkouts /work/scratch/census/src \\
        --only posthog-ios --only Auth0.swift --cached --details /tmp/compile-figure.json
"""

import argparse
import collections
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import census  # noqa: E402  (the repositories and their schema paths have one owner: census.py)

PACKAGE = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
COMPILE_FIXTURES = os.path.join(PACKAGE, "Fixtures", "compile")
SEEDED = ("core-", "module-cache")


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(arguments, cwd, cache, timeout):
    """(status, wall, cpu, stdout, stderr) of one run with XDG_CACHE_HOME=cache."""
    environment = dict(os.environ, XDG_CACHE_HOME=cache)
    cpu, start = children_cpu(), time.monotonic()
    try:
        process = subprocess.run(arguments, cwd=cwd, env=environment, stdin=subprocess.DEVNULL,
                                 capture_output=True, timeout=timeout)
        status, out, err = process.returncode, process.stdout, process.stderr
    except subprocess.TimeoutExpired as expired:
        status, out, err = "timeout", expired.stdout or b"", expired.stderr or b""
    return (status, time.monotonic() - start, children_cpu() - cpu,
            out.decode("utf-8", "replace"), err.decode("utf-8", "replace"))


def seed(tool, seed_cache, timeout):
    folder = os.path.join(seed_cache, "codable-check")
    if os.path.isdir(folder) and any(name.startswith("core-") for name in os.listdir(folder)):
        return None
    os.makedirs(seed_cache, exist_ok=True)
    arguments = [tool, "decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile"]
    return run(arguments, COMPILE_FIXTURES, seed_cache, timeout)[:3]


def seeded_cache(seed_cache, root, name):
    cache = os.path.join(root, name.replace("/", "+"))
    shutil.rmtree(cache, ignore_errors=True)
    source, target = os.path.join(seed_cache, "codable-check"), os.path.join(cache, "codable-check")
    os.makedirs(target)
    for entry in os.listdir(source):
        if entry.startswith(SEEDED):
            copy = shutil.copytree if os.path.isdir(os.path.join(source, entry)) else shutil.copy2
            copy(os.path.join(source, entry), os.path.join(target, entry))
    return cache


def read_types(stdout):
    try:
        return json.loads(stdout).get("types", [])
    except ValueError:
        return None


# The causes, first match wins, applied to a type's first compiler error; what none matches is
# its message with quoted names blanked out.
CAUSES = [
    ("a Swift macro not expanded", re.compile(r"unknown attribute|external macro|macro .* not found")),
    ("a module not here (not among the schema paths, or not on this platform)", re.compile(r"^no module|no such module|module .* (is )?not (given|among)|cannot find (type )?'[^']+' in scope")),
    ("a private/fileprivate type", re.compile(r"\b(private|fileprivate)\b")),
    ("a symbol not available on this platform", re.compile(r"unavailable|CC_SHA|SecRandom|SCNetwork")),
    ("a conformance missing here", re.compile(r"does not conform|conform to protocol")),
    ("not asked (generic or ambiguous name)", re.compile(r"generic|ambiguous|not asked")),
    ("the build stopped (a module still failing after its last compiler run)", re.compile(r"stopped after|runs of|still did not compile after")),
]


NOT_BUILT = re.compile(r"^codable-check: warning: --compile: '(?P<name>[^']+)' does not compile here")
COMPILER_ERROR = re.compile(r"^(?P<at>.+?:\d+):\d+: error: (?P<message>.*)$")
BUILD_STOPPED = re.compile(r"^codable-check: warning: --compile: (?P<message>module '[^']+' still did not compile after \d+ compiler runs)")
NO_MODULE = re.compile(r"^(?P<at>.+?:\d+):\d+: (note|warning): --compile: (?P<message>no module '[^']+'.*?)(;|$)")


def first_errors(stderr):
    """{type name: (first error or missing-module note, file:line)} from the `--compile` run's
    standard error: each type that does not build has a warning followed by its compiler errors."""
    errors, current = {}, None
    for line in stderr.splitlines():
        started = NOT_BUILT.match(line)
        if started:
            current = started["name"]
            continue
        found = NO_MODULE.match(line) or COMPILER_ERROR.match(line)
        if current and found and current not in errors:
            errors[current] = (found["message"], found["at"])
        if line.startswith("codable-check: warning:"):
            current = None
    return errors


def cause(message):
    for name, rule in CAUSES:
        if rule.search(message):
            return name
    return re.sub(r"'[^']*'|`[^`]*`", "'…'", message)[:100]


def measure(tool, repository, checkouts, seed_cache, cache_root, timeout, cached):
    checkout = os.path.join(checkouts, repository.folder)
    row = {"repository": repository.name, "options": repository.options}
    if not os.path.isdir(checkout):
        row["status"] = "missing checkout"
        return row
    arguments = [tool, "types"] + census.schema_arguments(repository, checkout) + repository.options + ["--format", "json"]
    cache = seeded_cache(seed_cache, cache_root, repository.name + "-" + "-".join(repository.options))
    status, wall, cpu, out, err = run(arguments, checkout, cache, timeout)
    interpreted = read_types(out)
    row["interpreted"] = {"status": status, "wall": wall, "cpu": cpu}
    if interpreted is None:
        row["status"] = f"types: {status}: {err.strip().splitlines()[-1:] }"
        return row
    approximated = {entry["name"] for entry in interpreted if entry.get("fidelity") == "approximated"}
    row.update(types=len(interpreted), approximated=sorted(approximated))
    status, wall, cpu, out, err = run(arguments + ["--compile"], checkout, cache, timeout)
    compiledRun = read_types(out)
    row["compile"] = {"status": status, "wall": wall, "cpu": cpu}
    if compiledRun is None:
        row["status"] = f"types --compile: {status}: {err.strip().splitlines()[-1:]}"
        return row
    by_name = {entry["name"]: entry for entry in compiledRun}
    row["built"] = sorted(name for name in approximated if by_name.get(name, {}).get("fidelity") == "compiled")
    row["compiledTotal"] = sum(1 for entry in compiledRun if entry.get("fidelity") == "compiled")
    failures, errors = {}, first_errors(err)
    # A build that gave up names no type: each type not built is counted under its reason.
    stopped = next(((found["message"], "") for found in map(BUILD_STOPPED.match, err.splitlines()) if found), None)
    for name in sorted(approximated - set(row["built"])):
        message, where = errors.get(name) or errors.get(name.split(".")[-1]) or stopped or ("(no compiler error named for the type)", "")
        failures[name] = {"cause": cause(message), "message": message, "at": where}
    row["failures"] = failures
    if cached:
        status, wall, cpu, _, _ = run(arguments + ["--compile"], checkout, cache, timeout)
        row["cached"] = {"status": status, "wall": wall, "cpu": cpu}
    row["status"] = "ok"
    return row


def report(rows, load_before, load_after):
    print(f"load average before {load_before}, after {load_after}\n")
    print("| repository | types | approximated | built | types compiled (all) | interpreter wall / CPU | `--compile` wall / CPU | cached wall / CPU |")
    print("|---|---|---|---|---|---|---|---|")
    times = lambda run: f"{run['wall']:.1f} s / {run['cpu']:.1f} s" if run else "–"  # noqa: E731
    totals = collections.Counter()
    for row in rows:
        if row.get("status") != "ok":
            print(f"| {row['repository']} | {row.get('status')} | | | | | | |")
            continue
        totals.update(types=row["types"], approximated=len(row["approximated"]), built=len(row["built"]))
        print(f"| {row['repository']} {' '.join(row['options'])} | {row['types']} | {len(row['approximated'])} | "
              f"{len(row['built'])} | {row['compiledTotal']} | {times(row['interpreted'])} | {times(row['compile'])} | "
              f"{times(row.get('cached'))} |")
    share = f" ({100 * totals['built'] / totals['approximated']:.0f}%)" if totals["approximated"] else ""
    print(f"| **all** | **{totals['types']}** | **{totals['approximated']}** | **{totals['built']}{share}** | | | | |\n")
    causes = collections.defaultdict(collections.Counter)
    for row in rows:
        for failure in row.get("failures", {}).values():
            causes[failure["cause"]][row["repository"].split("/")[-1]] += 1
    print("| cause of the first error | types | where |\n|---|---|---|")
    for name, where in sorted(causes.items(), key=lambda item: -sum(item[1].values())):
        print(f"| {name} | {sum(where.values())} | {', '.join(f'{r} {n}' for r, n in where.most_common())} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tool", default=os.path.join(PACKAGE, ".build", "debug", "codable-check"))
    parser.add_argument("--checkouts", default="/work/scratch/census/src")
    parser.add_argument("--repositories", default=os.path.join(HERE, "repositories.tsv"))
    parser.add_argument("--only", action="append", help="a checkout folder name (repeatable)")
    parser.add_argument("--seed-cache", default=os.path.join(tempfile.gettempdir(), "compile-figure-seed"))
    parser.add_argument("--cache-root", default=os.path.join(tempfile.gettempdir(), "compile-figure-caches"))
    parser.add_argument("--timeout", type=float, default=3600)
    parser.add_argument("--cached", action="store_true", help="run each --compile again in its cache")
    parser.add_argument("--details", help="write every row, with each failing type's first error, as JSON")
    options = parser.parse_args()
    tool = os.path.abspath(options.tool)
    if not os.access(tool, os.X_OK):
        sys.exit(f"compile_figure: no {tool}; build it first (swift build --product codable-check)")
    seeded = seed(tool, options.seed_cache, options.timeout)
    if seeded:
        print(f"seeded {options.seed_cache}: status {seeded[0]}, {seeded[1]:.1f} s wall, {seeded[2]:.1f} s CPU", file=sys.stderr)
    load_before = os.getloadavg()
    rows = []
    for repository in census.read_repositories(options.repositories):
        if not repository.schema or (options.only and repository.folder not in options.only):
            continue
        print(f"{repository.name} …", file=sys.stderr)
        rows.append(measure(tool, repository, options.checkouts, options.seed_cache, options.cache_root,
                            options.timeout, options.cached))
    report(rows, tuple(round(x, 1) for x in load_before), tuple(round(x, 1) for x in os.getloadavg()))
    if options.details:
        with open(options.details, "w", encoding="utf-8") as file:
            json.dump(rows, file, indent=1)


if __name__ == "__main__":
    main()
