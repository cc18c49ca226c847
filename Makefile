SWIFT ?= swift
PREFIX ?= /usr/local
BUILD_FLAGS ?=

.PHONY: build release test bench demo install stream-check format lint clean

build:
	$(SWIFT) build $(BUILD_FLAGS)

release:
	$(SWIFT) build -c release $(BUILD_FLAGS)

test:
	$(SWIFT) test $(BUILD_FLAGS)

bench:
	$(SWIFT) run -c release $(BUILD_FLAGS) codable-check-bench

install: release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/man/man1"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/codable-check" "$(PREFIX)/bin/codable-check"
	install -m 644 Sources/codable-check/codable-check.1 "$(PREFIX)/share/man/man1/codable-check.1"

# A generated 200 MB JSON Lines stream through standard input, release build: prints the time
# and the peak resident memory, and fails above 50 MiB. `make stream-check STREAM_MB=1000` for 1 GB.
STREAM_MB ?= 200
stream-check: release
	python3 -c 'import json, sys; line = json.dumps({"title": "Dune", "pages": 412, "tags": [{"name": "classic", "color": "red"}, {"name": "sf", "color": "blue"}], "genre": "fiction"}) + "\n"; bad = json.dumps({"title": "Emma", "pages": "474", "tags": []}) + "\n"; block = (line * 999 + bad).encode(); [sys.stdout.buffer.write(block) for _ in range(int(sys.argv[1]) * 1024 * 1024 // len(block))]' $(STREAM_MB) \
	  | /usr/bin/time -f "%e %M" -o .build/stream-check.time "$$($(SWIFT) build -c release --show-bin-path)/codable-check" \
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
