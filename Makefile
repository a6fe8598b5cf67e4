# The two commands a fresh machine needs: `make run` and `make test`.
SWIFT ?= swift
INKSTONE = .build/debug/inkstone

.PHONY: run test test-long bench bench-check bench-precision setup grammars build install clean

## run: install what is missing, build, and run the demo session over the bundled sample
run: build
	$(INKSTONE) info samples/guide.md
	$(INKSTONE) run --format pretty samples/demo.jsonl

## test: install what is missing, fetch grammars, build, and run the whole test suite
test: grammars
	python3 grammars/test_fetch.py
	python3 -m unittest discover -s scripts/tests
	python3 scripts/test_bench_check.py
	scripts/test_shards.sh $(SWIFT)
	$(SWIFT) build --product inkstone
	$(INKSTONE) replay fixtures/sessions

## test-long: the same suite with the randomized tests at full size (INKSTONE_LONG_TESTS=1);
## run it before resolving a change to the text engine, syntax, sessions or the server
test-long:
	INKSTONE_LONG_TESTS=1 $(MAKE) test

## bench: release build of inkstone-bench, then every suite
bench: grammars
	$(SWIFT) build -c release --product inkstone-bench
	$(SWIFT) build -c release --product inkstone
	.build/release/inkstone-bench text
	.build/release/inkstone-bench syntax
	.build/release/inkstone-bench sessions
	.build/release/inkstone-bench check
	.build/release/inkstone-bench suggest
	.build/release/inkstone-bench proofread
	.build/release/inkstone-bench fix
	.build/release/inkstone-bench lsp
	.build/release/inkstone-bench serve

## bench-check: the ratio and latency figures against bench/thresholds.json; exits 1 on a
## regression, and writes bench/RESULTS.md (the run, its machine and commit, the history).
## Run it before resolving any change to checking, syntax or the servers.
bench-check: grammars
	$(SWIFT) build -c release --product inkstone-bench
	$(SWIFT) build -c release --product inkstone
	python3 scripts/bench_check.py

## bench-precision: release build of inkstone, then precision per repository and recall of the
## labelled real typos on bench/labels/ (snapshots under $INKSTONE_SNAPSHOTS; options in
## BENCH_PRECISION_ARGS, e.g. "--before OLD_BINARY", "--markdown", "--todo todo.tsv")
bench-precision: grammars
	$(SWIFT) build -c release --product inkstone
	python3 scripts/bench_precision.py --inkstone .build/release/inkstone $(BENCH_PRECISION_ARGS)

setup:
	@scripts/setup.sh

## grammars: download (once, cached) the pinned tree-sitter grammar sources
grammars: setup
	@python3 grammars/fetch.py

build: grammars
	$(SWIFT) build

## install: release build, then the binary, man page and completions under PREFIX
PREFIX ?= /usr/local
install: grammars
	$(SWIFT) build -c release --product inkstone
	@scripts/install.sh "$(DESTDIR)$(PREFIX)" .build/release/inkstone

clean:
	rm -rf .build
