# `make run` and `make test` install what a fresh Debian machine lacks, then build and run.
.PHONY: deps run test test-tsan bench bench-json soak fuzz docs new-app

deps:
	@scripts/install-deps.sh

# With a display: the Catalog's windows (the guide's figures; the posters on a second screen).
# Without one: headless, its screens' frames are written to out/catalog/ as PNG files.
run: deps
	swift build --product Catalog
	@if [ -n "$${DISPLAY}$${WAYLAND_DISPLAY}" ]; then \
		VELLUM_SCREENS="390x844@1,960x640@1" .build/debug/Catalog; \
	else \
		VELLUM_FRAMES=out/catalog VELLUM_DURATION=10 VELLUM_SCREENS="390x844@2,960x640@2" .build/debug/Catalog; \
	fi

test: deps
	swift build --build-tests
	swift test --skip-build
	scripts/test-example.sh
	scripts/test-preview.sh

# Layers changed from several threads while commits and the render thread run, under the thread sanitizer, in its
# own build directory (a sanitized build of everything: several minutes).
test-tsan: deps
	swift build --build-tests --sanitize=thread --build-path .build/tsan
	VELLUM_LONG_TESTS=1 swift test --skip-build --sanitize=thread --build-path .build/tsan --filter LayerThreadingTests

bench: deps
	swift run -c release GraphicsBenchmark
	swift run -c release CompositorBenchmark
	swift run -c release ScrollBenchmark
	swift run -c release UIKitBenchmark
	swift run -c release EventsBenchmark
	scripts/layout-bench.sh

# The benchmarks' figures as flat JSON objects of numbers, one file a benchmark: `make bench-json DIR=path`
# writes path/<Benchmark>.json (LayoutBenchmark's own figures; `make bench` adds kiwi's beside them).
BENCHMARKS = GraphicsBenchmark CompositorBenchmark ScrollBenchmark UIKitBenchmark EventsBenchmark LayoutBenchmark
bench-json: deps
	@if [ -z "$(DIR)" ]; then echo "usage: make bench-json DIR=path"; exit 2; fi
	mkdir -p "$(DIR)"
	for benchmark in $(BENCHMARKS); do swift build -c release --product $$benchmark || exit 1; done
	bin=$$(swift build -c release --show-bin-path) && \
	for benchmark in $(BENCHMARKS); do "$$bin/$$benchmark" --json "$(DIR)/$$benchmark.json" || exit 1; done

# A soak of animations and synthesized touches under a controlled clock: `make soak MINUTES=60` runs an hour of
# virtual time (9–15 minutes of real time) and prints memory and threads every virtual minute; with
# REAL_TIME=1 the same scene runs on the wall clock for that long, the render server pacing its own frames.
MINUTES ?= 10
soak: deps
	swift run -c release Soak --minutes $(MINUTES) $(if $(REAL_TIME),--real-time)

# The Interface Builder parser and loader fed mutated documents and compiled nibs: `make fuzz ITERATIONS=1000000` for a longer run
# (the test suite runs 1,500).
ITERATIONS ?= 200000
fuzz: deps
	swift build --build-tests
	VELLUM_FUZZ_ITERATIONS=$(ITERATIONS) swift test --skip-build --filter InterfaceBuilderFuzzTests

# The DocC archives of the public modules, built offline into .build/plugins/Swift-DocC/outputs/<Module>.doccarchive.
# VELLUM_DOCS brings in swift-docc-plugin, which the package otherwise leaves out for those who depend on it.
DOC_MODULES = CoreGraphics ImageIO QuartzCore LayoutEngine UIKit UIKitTesting
docs: deps
	VELLUM_DOCS=1 swift package generate-documentation $(addprefix --target ,$(DOC_MODULES))

# A new package with a Vellum app (a window, or PNG frames headless) and a test target, depending on this checkout
# by path: `make new-app NAME=MyApp [DIR=path]` (DIR defaults to ../MyApp).
new-app:
	@scripts/new-app.sh "$(NAME)" $(if $(DIR),"$(DIR)")
