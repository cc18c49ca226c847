#!/usr/bin/env bash
# Measures the limits table of the user guide (Limits.md) on the release build: for each hostile input, the exit
# status, the wall time and the peak resident memory (GNU time's %M, which is VmHWM).
#
#   make limits                 # builds the release tool, writes inputs to .build/limits
#   LIMITS_GB=2 make limits     # a bigger "large document" case
#
# Inputs are generated with shell tools, so nothing beyond coreutils is needed; they take a few
# GB of disk under .build/limits and are removed at the end.
set -euo pipefail
tool=${1:?usage: measure-limits.sh path/to/codable-check}
work=${LIMITS_DIR:-.build/limits}
gigabytes=${LIMITS_GB:-1}
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
cd "$work"

cat > Models.swift <<'SWIFT'
struct Item: Codable { var id: Int; var name: String; var tags: [String] }
struct Text: Codable { var s: String }
struct Number: Codable { var n: Double }
struct Keys: Codable { var k: [String: Int] }
SWIFT

repeat_to() { # repeat_to BYTES STRING: STRING repeated (no separator) to at most BYTES bytes
    yes "$2" | tr -d '\n' | head -c "$1"
}

echo "generating inputs in $work ..." >&2
# `yes | head` ends `yes` with SIGPIPE, which pipefail would count as a failure.
set +o pipefail
# A large document: an array of small objects, LIMITS_GB gigabytes.
record='{"id": 123456, "name": "codable-check", "tags": ["a", "b"]},'
{ printf '['; yes "$record" | head -n $((gigabytes * 1000000000 / (${#record} + 1))); printf '{"id": 1, "name": "", "tags": []}]'; } > large.json
{ printf '{"s": "'; repeat_to 100000000 x; printf '"}'; } > string.json
{ printf '{"n": '; repeat_to 1000000 1; printf '}'; } > number.json
{ printf '{"k": {'; seq 1 999999 | sed 's/.*/"k&": &,/' | tr -d '\n'; printf '"k0": 0}}'; } > keys.json
{ printf '['; repeat_to 19999998 '0,'; printf '0]'; } > elements.json
{ repeat_to 1000000 '['; } > nesting.json
set -o pipefail

printf '| input | size | type | exit | time | peak RSS |\n|---|---|---|---|---|---|\n'
measure() { # measure FILE TYPE
    local size status
    size=$(stat -c %s "$1")
    /usr/bin/time -f '%e %M' -o time.txt "$tool" decode "$1" --schema Models.swift --type "$2" --quiet >/dev/null 2>stderr.txt && status=0 || status=$?
    read -r seconds kilobytes < <(tail -n 1 time.txt)
    printf '| %s | %s bytes | `%s` | %s | %s s | %s MB |\n' "$1" "$size" "$2" "$status" "$seconds" $((kilobytes / 1024))
}
measure large.json '[Item]'
measure string.json Text
measure number.json Number
measure keys.json Keys
measure elements.json '[Int]'
measure nesting.json '[Int]'
