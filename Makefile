SWIFT ?= swift
PREFIX ?= /usr/local
BUILD_FLAGS ?=
# Release builds are fully static executables (issue 14): a dynamically linked Foundation costs
# every process about 6 ms of relocations and symbol look-ups at start-up, and even with only the
# Swift libraries static (--static-swift-stdlib) a position-independent executable still spends
# 1.7 ms (2.8 million instructions) in the dynamic loader relocating its 76,000 pointers and
# looking up libstdc++'s symbols. -static-executable links glibc and libstdc++ in too, at a fixed
# address, so nothing is relocated at start-up. Concrete generic metadata (a `[String: Int]`'s
# storage, a `Set<UInt8>`) is fetched through metadata accessors rather than by demangling its
# name: demangling proves `String: Hashable` by scanning every protocol conformance in the
# program, about 300,000 instructions for each new type a run meets. Every release target uses
# the same flags, so they share one build in .build/release.
# The functions a run needs are laid out side by side (LINK_ORDER, recorded by `make link-order`):
# spread over the executable they cost about 75 more page faults per process, half a
# millisecond of twitter.json's whole run. That needs each function in its own section (-function-sections) and lld, whose
# --symbol-ordering-file places them; the Swift libraries are built with function sections.
LINK_ORDER = Sources/codable-check/link-order.txt
RELEASE_FLAGS = -c release --static-swift-stdlib -Xswiftc -static-executable \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld \
  -Xlinker --symbol-ordering-file=$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering $(BUILD_FLAGS)
# `swift run` does not take --static-swift-stdlib: release executables are built, then run from here.
RELEASE_BIN = $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)

.PHONY: build release test test-plugin-build bench bench-process bench-peers measure-jobs install man stream-check format lint clean fuzz fuzz-smoke fuzz-build limits link-order

build:
	$(SWIFT) build $(BUILD_FLAGS)

# The tool only: a plain `swift build` would also build the test targets' shared library, which
# imports Testing, absent from a static release build.
release:
	$(SWIFT) build $(RELEASE_FLAGS) --product codable-check

# The tests validate what the tool writes (SARIF logs, exported model schemas) with Python's
# jsonschema, an independent validator. Where no python3 imports it, it is installed from PyPI
# into a virtual environment of its own (seeing the system's packages, such as PyYAML for the
# pre-commit and GitHub Action tests), whose python3 the tests then find first on PATH. Without
# network those tests skip and say why (or fail, where CODABLE_CHECK_REQUIRE_JSONSCHEMA=1).
JSONSCHEMA_VENV ?= .build/jsonschema-venv

# Swift Testing captures a backtrace at every `throw` in the test process, in case the error
# ends a test (SWT_SWIFT_ERROR_BACKTRACING_ENABLED in swift-testing's
# Documentation/EnvironmentVariables.md). The differential suites throw by the hundred thousand,
# on purpose: every trial decode of a JSON value, Foundation's and ours, and every error case
# they compare. Unwinding the stack for each was most of their CPU (SeedModelDifferentialTests
# 97 s -> 21 s, README's development section). A test that fails on a thrown error still names
# the error and the test; only the throw site's backtrace is left out. Set it to 1 to get it back.
SWT_SWIFT_ERROR_BACKTRACING_ENABLED ?= 0
export SWT_SWIFT_ERROR_BACKTRACING_ENABLED

# What the tests need, built product by product, then run without `swift test`'s own build. That
# build is SwiftPM's "everything", which takes in the plugin and so builds the executable the
# plugin depends on once more for the host, as a tool: the three libraries compiled a second time
# into .build/debug/Modules-tool, about 85 s of CPU (issue 24 item 9). No test runs that copy
# (SwiftPMPluginTests compiles the plugin itself, against the tool built here; the plugin's own
# build of the tool is `make test-plugin-build`). The tool and the bench are the products README's
# `swift run` and `make bench` build, so they keep compiling; the tests run the debug tool.
TEST_PRODUCTS = codable-check codable-check-bench codable-checkPackageTests

test:
	@python3 -c 'import jsonschema' 2>/dev/null \
	  || $(JSONSCHEMA_VENV)/bin/python3 -c 'import jsonschema' 2>/dev/null \
	  || { python3 -m venv --system-site-packages $(JSONSCHEMA_VENV) && $(JSONSCHEMA_VENV)/bin/pip install --quiet jsonschema; } \
	  || echo "make test: could not install Python's jsonschema into $(JSONSCHEMA_VENV); the JSON Schema tests will skip" >&2
	for product in $(TEST_PRODUCTS); do $(SWIFT) build $(BUILD_FLAGS) --product $$product || exit 1; done
	PATH="$(CURDIR)/$(JSONSCHEMA_VENV)/bin:$$PATH" $(SWIFT) test $(BUILD_FLAGS) --skip-build

# The SwiftPM plugin with the tool SwiftPM builds from this package's own manifest, as an app
# that depends on codable-check gets it: a second build of the whole tool, minutes of CPU.
# `make test` runs the real plugin source against the tool it already built instead (a binary
# target, SwiftPMPluginTests), and checks that the two declare the plugin the same way.
test-plugin-build:
	CODABLE_CHECK_PLUGIN_FULL_BUILD=1 $(SWIFT) test $(BUILD_FLAGS) --filter SwiftPMPluginTests

bench:
	$(SWIFT) build $(RELEASE_FLAGS) --product codable-check-bench
	"$(RELEASE_BIN)/codable-check-bench"

# Whole processes: the release codable-check against a JSONDecoder program the bench compiles.
# The measured runs keep their plans in a cache of their own: the user's cache holds 64 plans for
# every run on the machine, so other sessions' runs (a test suite) could evict the benchmark's, and
# a missed plan costs a run about 10 million instructions on citm (branch speed11's profile).
BENCH_CACHE = $(CURDIR)/.build/bench-cache

bench-process:
	$(SWIFT) build $(RELEASE_FLAGS) --product codable-check
	$(SWIFT) build $(RELEASE_FLAGS) --product codable-check-bench
	XDG_CACHE_HOME="$(BENCH_CACHE)" "$(RELEASE_BIN)/codable-check-bench" --whole-process

# The --jobs speed-ups (issue 25): a JSON Lines file and pipe and folders of 5,000 and 20,000
# small files, each with --jobs 1 and --jobs $(JOBS) in interleaved pairs, medians with their
# spread, output compared byte for byte (Scripts/measure-jobs.py says how).
# Meaningful on an otherwise idle machine only: it prints the load average of every case.
JOBS ?= 2
measure-jobs:
	$(SWIFT) build $(RELEASE_FLAGS) --product codable-check
	XDG_CACHE_HOME="$(BENCH_CACHE)" JOBS=$(JOBS) Scripts/measure-jobs.py "$(RELEASE_BIN)/codable-check"

# msgspec and pydantic validating the same twitter.json and orders.json (Fixtures/benchmarks/Peers),
# next to codable-check and Foundation from codable-check-bench in the same run. Installs msgspec
# (and pydantic when Python lacks it) from PyPI into .build/peers-venv the first time.
# PEERS_FLAGS=--quick (default) uses a 10 MB orders array; PEERS_FLAGS= the full 100 MB one.
PEERS_VENV ?= .build/peers-venv
PEERS_FLAGS ?= --quick
bench-peers:
	test -x $(PEERS_VENV)/bin/python || python3 -m venv --system-site-packages $(PEERS_VENV)
	$(PEERS_VENV)/bin/python -c 'import msgspec' 2>/dev/null || $(PEERS_VENV)/bin/pip install --quiet msgspec
	$(PEERS_VENV)/bin/python -c 'import pydantic' 2>/dev/null || $(PEERS_VENV)/bin/pip install --quiet pydantic
	mkdir -p .build/bench-data
	$(SWIFT) build $(RELEASE_FLAGS) --product codable-check-bench
	"$(RELEASE_BIN)/codable-check-bench" $(PEERS_FLAGS) --files twitter.json,orders.json \
	  --only foundation,decoder,schema --cpu-time --save-generated > .build/bench-data/peers-swift.txt
	cat .build/bench-data/peers-swift.txt
	cp "$$(test -f Fixtures/corpus/twitter.json && echo Fixtures/corpus || echo ../shared/corpus)/twitter.json" .build/bench-data/
	$(PEERS_VENV)/bin/python Fixtures/benchmarks/Peers/bench_peers.py --data .build/bench-data \
	  --swift-report .build/bench-data/peers-swift.txt

# The tool, its man page, and the user guide's pages, which `codable-check help TOPIC` finds in
# PREFIX/share/doc/codable-check beside PREFIX/bin; and the core library's sources, which
# `decode --compile` builds its helpers with (the installed binary has no source tree), in
# PREFIX/share/codable-check, replaced whole so a file removed upstream does not linger; and the
# release build's products of that core (its module, one object per source, the compiler's
# version), which a first --compile takes into its cache instead of compiling the core again
# when the compiler on PATH is the one they were built with (CoreBuildProducts).
GUIDE = Sources/CodableCheckCore/CodableCheckCore.docc
CORE_PRODUCTS = $(PREFIX)/share/codable-check/core-products
install: release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/man/man1" "$(PREFIX)/share/doc/codable-check"
	install -m 755 "$(RELEASE_BIN)/codable-check" "$(PREFIX)/bin/codable-check"
	install -m 644 Sources/codable-check/codable-check.1 "$(PREFIX)/share/man/man1/codable-check.1"
	install -m 644 $(GUIDE)/*.md "$(PREFIX)/share/doc/codable-check/"
	rm -rf "$(PREFIX)/share/codable-check/CodableCheckCore"
	cd Sources && find CodableCheckCore -name '*.swift' -exec install -D -m 644 {} "$(PREFIX)/share/codable-check/{}" \;
	rm -rf "$(CORE_PRODUCTS)"
	install -d "$(CORE_PRODUCTS)/Modules" "$(CORE_PRODUCTS)/CodableCheckCore.build"
	bin="$(RELEASE_BIN)" && install -m 644 "$$bin"/swift-version-*.txt "$(CORE_PRODUCTS)/" \
	  && install -m 644 "$$bin/Modules/CodableCheckCore.swiftmodule" "$(CORE_PRODUCTS)/Modules/" \
	  && for source in $$(find Sources/CodableCheckCore -name '*.swift'); do \
	    install -m 644 "$$bin/CodableCheckCore.build/$$(basename "$$source").o" "$(CORE_PRODUCTS)/CodableCheckCore.build/" || exit 1; \
	  done

# Regenerates the man page from the option tables the parser reads (ManPageTests fails until
# the committed page is what this writes).
man:
	$(SWIFT) build $(BUILD_FLAGS) --product codable-check
	"$$($(SWIFT) build --show-bin-path)/codable-check" help --man > Sources/codable-check/codable-check.1

# A generated 200 MB JSON Lines stream through standard input, release build: prints the time
# and the peak resident memory, and fails above 50 MiB. `make stream-check STREAM_MB=1000` for 1 GB.
STREAM_MB ?= 200
stream-check: release
	python3 -c 'import json, sys; line = json.dumps({"title": "Dune", "pages": 412, "tags": [{"name": "classic", "color": "red"}, {"name": "sf", "color": "blue"}], "genre": "fiction"}) + "\n"; bad = json.dumps({"title": "Emma", "pages": "474", "tags": []}) + "\n"; block = (line * 999 + bad).encode(); [sys.stdout.buffer.write(block) for _ in range(int(sys.argv[1]) * 1024 * 1024 // len(block))]' $(STREAM_MB) \
	  | /usr/bin/time -f "%e %M" -o .build/stream-check.time "$(RELEASE_BIN)/codable-check" \
	    decode --lines - --type Book --schema Fixtures/cli/Models --quiet; test $$? -le 1
	@tail -1 .build/stream-check.time > .build/stream-check.time.last
	@read seconds kib < .build/stream-check.time.last; \
	  echo "stream-check: $(STREAM_MB) MB in $$seconds s, peak RSS $$kib KiB (limit 51200 KiB)"; test $$kib -lt 51200

format:
	$(SWIFT) format format --in-place --recursive Package.swift Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

clean:
	rm -rf .build

# Fuzzing (Tests/Fuzz/README.md). The targets are built with swiftc directly, libFuzzer and
# AddressSanitizer, from the library sources and one entry point each, so `swift build` never
# sees them. Each runs FUZZ_SECONDS; the corpus grows in .build/fuzz/corpus/<target>, a finding
# is saved as .build/fuzz/findings/<target>-crash-<hash> and fails the run.
SWIFTC ?= swiftc
FUZZ_SECONDS ?= 60
FUZZ_SMOKE_SECONDS ?= 10
FUZZ_DIR ?= .build/fuzz
FUZZ_TARGETS = json-reader declaration-parser schema-decoding
FUZZ_SWIFTFLAGS = -sanitize=fuzzer,address -O -g -parse-as-library -module-cache-path $(FUZZ_DIR)/module-cache
CORE_SOURCES := $(shell find Sources/CodableCheckCore -name '*.swift' | sort)
SCHEMA_SOURCES := $(shell find Sources/CodableCheckSchema -name '*.swift' | sort)
MODEL_SOURCES := $(wildcard Fixtures/Models/*.swift)

$(FUZZ_DIR)/lib/CodableCheckCore.o: $(CORE_SOURCES)
	mkdir -p $(FUZZ_DIR)/lib
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -module-name CodableCheckCore -wmo -emit-module \
		-emit-module-path $(FUZZ_DIR)/lib/CodableCheckCore.swiftmodule -c $(CORE_SOURCES) -o $@

$(FUZZ_DIR)/lib/CodableCheckSchema.o: $(SCHEMA_SOURCES) $(FUZZ_DIR)/lib/CodableCheckCore.o
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -module-name CodableCheckSchema -wmo -emit-module -I $(FUZZ_DIR)/lib \
		-emit-module-path $(FUZZ_DIR)/lib/CodableCheckSchema.swiftmodule -c $(SCHEMA_SOURCES) -o $@

FUZZ_LIBS = $(FUZZ_DIR)/lib/CodableCheckCore.o $(FUZZ_DIR)/lib/CodableCheckSchema.o

$(FUZZ_DIR)/bin/json-reader: Tests/Fuzz/JSONReaderFuzzTarget.swift Tests/Fuzz/FuzzFailure.swift $(FUZZ_LIBS)
	mkdir -p $(FUZZ_DIR)/bin
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -I $(FUZZ_DIR)/lib $(filter %.swift %.o,$^) -o $@

$(FUZZ_DIR)/bin/declaration-parser: Tests/Fuzz/DeclarationParserFuzzTarget.swift Tests/Fuzz/FuzzFailure.swift $(FUZZ_LIBS)
	mkdir -p $(FUZZ_DIR)/bin
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -I $(FUZZ_DIR)/lib $(filter %.swift %.o,$^) -o $@

$(FUZZ_DIR)/bin/schema-decoding: Tests/Fuzz/SchemaDecodingFuzzTarget.swift Tests/Fuzz/FuzzFailure.swift $(MODEL_SOURCES) $(FUZZ_LIBS)
	mkdir -p $(FUZZ_DIR)/bin
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -I $(FUZZ_DIR)/lib $(filter %.swift %.o,$^) -o $@

fuzz-build: $(addprefix $(FUZZ_DIR)/bin/,$(FUZZ_TARGETS))

# Seeds: JSON from Fixtures (documents, JSONTestSuite, the CLI's, the corpus), Swift from the
# model fixtures; ../shared/corpus too when this clone sits beside it (CI does).
SEEDS_json-reader = Fixtures/documents Fixtures/JSONTestSuite/test_parsing Fixtures/cli Fixtures/corpus $(wildcard ../shared/corpus)
SEEDS_schema-decoding = Fixtures/documents Fixtures/cli
SEEDS_declaration-parser = Fixtures/Models Fixtures/cli/Models Fixtures/cli/Broken Fixtures/benchmarks/Models Tests/CodableCheckSchemaTests/Fixtures
MAXLEN_json-reader = 16384
MAXLEN_schema-decoding = 4096
MAXLEN_declaration-parser = 8192

fuzz: fuzz-build
	@mkdir -p $(FUZZ_DIR)/logs $(FUZZ_DIR)/findings
	@for target in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_DIR)/corpus/$$target; \
		case $$target in \
			json-reader) seeds="$(SEEDS_json-reader)"; maxlen=$(MAXLEN_json-reader);; \
			schema-decoding) seeds="$(SEEDS_schema-decoding)"; maxlen=$(MAXLEN_schema-decoding);; \
			declaration-parser) seeds="$(SEEDS_declaration-parser)"; maxlen=$(MAXLEN_declaration-parser);; \
		esac; \
		echo "fuzz: $$target for $(FUZZ_SECONDS) s (log: $(FUZZ_DIR)/logs/$$target.log)"; \
		SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 $(FUZZ_DIR)/bin/$$target -max_total_time=$(FUZZ_SECONDS) -max_len=$$maxlen -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 \
			-print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/findings/$$target- \
			$(FUZZ_DIR)/corpus/$$target $$seeds > $(FUZZ_DIR)/logs/$$target.log 2>&1 \
			|| { tail -40 $(FUZZ_DIR)/logs/$$target.log; exit 1; }; \
		echo "fuzz: $$target: $$(grep -o 'number_of_executed_units: [0-9]*' $(FUZZ_DIR)/logs/$$target.log | grep -o '[0-9]*') executions," \
			"corpus $$(ls $(FUZZ_DIR)/corpus/$$target | wc -l) files"; \
	done

fuzz-smoke:
	$(MAKE) fuzz FUZZ_SECONDS=$(FUZZ_SMOKE_SECONDS)

# The limits table of the user guide (Sources/CodableCheckCore/CodableCheckCore.docc/Limits.md), measured on the release build (Tests/Limits/measure-limits.sh):
# a 1 GB document (LIMITS_GB=N for more), a 100 MB string, a 1 MB number, 1,000,000 keys,
# 10,000,000 elements, 1,000,000-deep nesting. Needs a few GB of disk and memory.
limits: release
	Tests/Limits/measure-limits.sh "$(RELEASE_BIN)/codable-check"

# Records LINK_ORDER from callgrind runs of the release tool (Tests/LinkOrder/record-link-order.sh,
# needs valgrind), then relinks with it. Rerun after changes that move the hot path; a stale list
# only costs page faults, never correctness.
link-order: release
	Tests/LinkOrder/record-link-order.sh "$(RELEASE_BIN)/codable-check" $(LINK_ORDER)
	rm -f "$(RELEASE_BIN)/codable-check"   # SwiftPM does not see the list change: relink
	$(SWIFT) build $(RELEASE_FLAGS) --product codable-check
