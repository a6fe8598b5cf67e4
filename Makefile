# The two commands a fresh machine needs: `make run` and `make test`.
SWIFT ?= swift
INKSTONE = .build/debug/inkstone

.PHONY: run test bench setup build clean

## run: install what is missing, build, and run inkstone on the bundled sample
run: build
	$(INKSTONE) info samples/guide.md

## test: install what is missing, build, and run the whole test suite
test: setup
	$(SWIFT) test

## bench: release build of inkstone-bench, then every suite
bench: setup
	$(SWIFT) build -c release --product inkstone-bench
	.build/release/inkstone-bench text

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build

clean:
	rm -rf .build
