# `make run` and `make test` install what a fresh Debian machine lacks, then build and run.
.PHONY: deps run test bench

deps:
	@scripts/install-deps.sh

run: deps
	swift run Catalog

test: deps
	swift build --build-tests
	swift test --skip-build

bench: deps
	swift run -c release GraphicsBenchmark
	swift run -c release CompositorBenchmark
	scripts/layout-bench.sh
