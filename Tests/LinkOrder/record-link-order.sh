#!/usr/bin/env bash
# Records which functions a release codable-check runs, for the linker to place them side by side
# (Sources/codable-check/link-order.txt, read by the Makefile's RELEASE_FLAGS; see
# Performance.md). A run of codable-check touches about 0.9 MB of code spread over 5 MB of the
# executable's 19 MB of text; each first touch of a 64 KB window of the file costs a page fault,
# which on a document of a few MB is a good share of the whole process. Packed together, the
# functions a run needs fault in as a handful of windows.
#
#   make link-order        # builds the release tool, runs the scenarios below under callgrind
#
# Needs valgrind. The scenarios are what people run: start-up on a small file with the schema
# cache cold and warm, the classic documents (when ../shared/corpus or Fixtures/corpus has them),
# invalid and lossy documents with text and JSON reports, and a JSON Lines stream. Functions are
# listed in the order the scenarios first reach them, start-up first. A stale list is harmless:
# names the linker does not find are skipped, and code missing from the list is laid out as usual.
set -euo pipefail
tool=${1:?usage: record-link-order.sh path/to/codable-check output-file}
output=${2:?usage: record-link-order.sh path/to/codable-check output-file}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache"

corpus=""
for folder in Fixtures/corpus ../shared/corpus; do
    if [ -f "$folder/twitter.json" ]; then corpus=$folder; break; fi
done

scenario=0
record() { # record ARGUMENTS...: one run of the tool under callgrind; its exit status is ignored
    scenario=$((scenario + 1))
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/run-$scenario.out" \
        "$tool" "$@" > /dev/null 2>&1 < /dev/null || true
}

models=Fixtures/benchmarks/Models
cat > "$work/order.json" <<'JSON'
{"id":"ord_000000001","number":1,"status":"pending","currency":"JPY","placed_at":"2024-01-06T15:08:53Z","shipped_at":null,"customer":{"id":1777059,"email":"customer1777059@example.com","name":"Uma Andersson","phone":"+34 717384118","is_returning":false,"loyalty_tier":"bronze"},"shipping_address":{"name":"Rosa Brown","line1":"225 Sunset Boulevard","line2":"Apt. 50","city":"Austin","region":"TX","postal_code":"78701","country":"US"},"shipping_speed":1,"items":[{"sku":"SKU-69516","name":"Puzzle: 1000 pieces","quantity":1,"unit_price":35000,"discount_rate":null,"weight_kg":22.473,"attributes":{"size":"S"}}],"subtotal":35000,"shipping_cost":600,"tax":6650,"total":42250,"tags":["priority"]}
JSON
record decode --type Order --schema "$models" --date-strategy iso8601 --quiet "$work/order.json"
record decode --type Order --schema "$models" --date-strategy iso8601 --quiet "$work/order.json"
if [ -n "$corpus" ]; then
    record decode --type TwitterSearchResponse --schema "$models" --date-strategy iso8601 --quiet "$corpus/twitter.json"
    record decode --type TwitterSearchResponse --schema "$models" --date-strategy iso8601 --quiet "$corpus/twitter.json"
    record decode --type CitmCatalog --schema "$models" --quiet "$corpus/citm_catalog.json"
    record decode --type FeatureCollection --schema "$models" --quiet "$corpus/canada.json"
fi
books=Fixtures/cli
record decode --type Book --schema "$books/Models" "$books/book-valid.json" "$books/book-invalid.json" "$books/book-malformed.json"
record decode --type Book --schema "$books/Models" --format json "$books/book-invalid.json"
record decode --type Book --schema "$books/Models" --mode lossy "$books/book-invalid.json" "$books/book-deviations.json"
for stream in "$books"/stream/*.jsonl; do
    record decode --type Book --schema "$books/Models" --lines "$stream"
    break
done

{
    echo "# Functions a release codable-check runs, in the order its common runs first reach them."
    echo "# Written by Tests/LinkOrder/record-link-order.sh (make link-order); read by the linker"
    echo "# (--symbol-ordering-file in the Makefile's RELEASE_FLAGS). Safe to regenerate at any time."
    for run in $(seq 1 "$scenario"); do
        # callgrind names each function once per file as "fn=(id) name" (also cfn=, for callees);
        # a recursive cycle gets a "'2" suffix.
        sed -n -E "s/^c?fn=\([0-9]+\) (.*)$/\1/p" "$work/run-$run.out" | sed -E "s/'[0-9]+$//"
    done | awk '!seen[$0]++' | grep -v -E '^(0x[0-9a-f]+|\(below main\))$'
} > "$output"
echo "record-link-order: $(($(wc -l < "$output") - 3)) functions from $scenario runs -> $output" >&2
