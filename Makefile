SWIFT ?= swift
PREFIX ?= /usr/local
BUILD_FLAGS ?=

.PHONY: build release test bench bench-process demo install format lint clean

build:
	$(SWIFT) build $(BUILD_FLAGS)

release:
	$(SWIFT) build -c release $(BUILD_FLAGS)

test:
	$(SWIFT) test $(BUILD_FLAGS)

bench:
	$(SWIFT) run -c release $(BUILD_FLAGS) codable-check-bench

# Whole processes: the release codable-check against a JSONDecoder program the bench compiles.
bench-process:
	$(SWIFT) build -c release $(BUILD_FLAGS) --product codable-check
	$(SWIFT) run -c release $(BUILD_FLAGS) codable-check-bench --whole-process

install: release
	install -d "$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/codable-check" "$(PREFIX)/bin/codable-check"

format:
	$(SWIFT) format format --in-place --recursive Package.swift Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

clean:
	rm -rf .build
