# The README's two commands: `make example` and `make test`.
SWIFT ?= swift
PYTHON ?= python3
EXAMPLE ?= Examples/TVShows
SITE ?= $(EXAMPLE)/viper-docs-site

.PHONY: deps build example man test test-plugin dist fuzz rules-doc robustness-doc robustness-release bench accuracy clean install uninstall

## Installs Graphviz and cmark's C libraries when they are missing (apt-get or Homebrew).
deps:
	@./.ci/install-deps.sh

build: deps
	$(SWIFT) build --product viper-docs

## Installs a release build and its theme under PREFIX (bin/viper-docs, share/viper-docs/Themes), its
## man page (share/man/man1) and completions for bash, zsh and fish (share/bash-completion,
## share/zsh/site-functions, share/fish/vendor_completions.d); DESTDIR=… stages it all elsewhere.
## The installed binary needs nothing from this checkout (on Linux, nor Swift's libraries:
## .ci/release-flags.sh). BIN_DIR=… installs a binary already built there instead (the tests install
## the debug build so; the man page then needs generate-manual built, as `make test` does).
PREFIX ?= /usr/local
install:
	@bin="$(BIN_DIR)"; \
	if [ -z "$$bin" ]; then $(MAKE) deps && ./.ci/install-deps.sh --release && flags=$$(./.ci/release-flags.sh) \
		&& $(SWIFT) build -c release $$flags --product viper-docs && bin=$$($(SWIFT) build -c release $$flags --show-bin-path) \
		&& $(SWIFT) build --product generate-manual || exit 1; fi; \
	DESTDIR="$(DESTDIR)" ./.ci/install.sh install "$(PREFIX)" "$$bin"

## Removes what `make install` put under PREFIX.
uninstall:
	DESTDIR="$(DESTDIR)" ./.ci/install.sh uninstall "$(PREFIX)"

## The man page of the debug build, by swift-argument-parser's generate-manual (the tool its
## GenerateManual plugin runs: `swift package plugin generate-manual` writes the same page under
## .build/plugins), in .build/share/man/man1; `man -l .build/share/man/man1/viper-docs.1` shows it.
man: build
	$(SWIFT) build --product generate-manual
	.build/debug/generate-manual .build/debug/viper-docs --output-directory .build/share/man/man1

## Builds viper-docs, writes the example app's site and opens it.
example: build
	$(SWIFT) run --skip-build viper-docs build "$(EXAMPLE)" --output "$(SITE)" || [ $$? -eq 1 ]
	@echo "Open $(abspath $(SITE))/index.html"
	@echo "viper-docs is $(abspath .build/debug/viper-docs): 'export PATH=\"$(abspath .build/debug):\$$PATH\"' puts it on your PATH;"
	@echo "'make install PREFIX=~/.local' installs a release build in ~/.local/bin."
	@echo "(The example breaks four rules on purpose, so 'viper-docs build' and 'viper-docs check' on it exit 1.)"
	@if [ -n "$$CI" ]; then :; \
	elif command -v open >/dev/null 2>&1 && [ "$$(uname)" = Darwin ]; then open "$(SITE)/index.html"; \
	elif command -v xdg-open >/dev/null 2>&1; then xdg-open "$(SITE)/index.html" >/dev/null 2>&1 & \
	fi

## Runs every test (a debug build; end-to-end tests run the built binary on the examples), validates
## action.yml and the CI recipes in Docs/CI (check-jsonschema, actionlint: skipped where they cannot be
## installed), then the browser tests: the example site in headless Chromium, and a check of every page's HTML,
## SVG and links (Tests/Browser). Screenshots go to artifacts/screenshots/.
test:
	@./.ci/install-deps.sh --browser
	$(SWIFT) build --build-tests
	$(SWIFT) build --product generate-manual
	@PYTHON=$(PYTHON) ./.ci/python-tool.sh pre-commit pre-commit >/dev/null \
		|| echo "pre-commit cannot be installed from PyPI here (.build-ci-tools/pre-commit.log); its hook's test will skip."
	$(SWIFT) test --skip-build
	@PYTHON=$(PYTHON) ./.ci/validate-ci.sh
	@if $(PYTHON) -c 'import pytest' 2>/dev/null; then \
		$(PYTHON) -m pytest Tests/Browser -q; \
	else \
		echo "Skipping the browser tests: pytest is not installed (pip install pytest selenium html5lib)."; \
	fi

## The SwiftPM command plugin end to end, from a package that depends on this checkout by path
## (Tests/EndToEndTests/PluginEndToEndTests.swift). SwiftPM builds viper-docs again for that package,
## in .build-plugin-test (minutes the first time), so `make test` leaves it out.
test-plugin:
	$(SWIFT) build --build-tests
	VIPER_DOCS_PLUGIN_TEST=1 $(SWIFT) test --skip-build --filter PluginEndToEndTests

## The release files of this machine's platform under dist/: viper-docs-VERSION-OS-ARCH.tar.gz (the
## release binary, its man page, completions, LICENSE and README), its SHA-256, and a SwiftPM
## artifact bundle (.ci/dist.sh says more). Not part of `test`, which packages the debug build.
dist: deps
	./.ci/dist.sh

## Fuzzes the parsers longer than `make test` does (which runs a few inputs from a fixed seed):
## FUZZ_ITERATIONS random inputs per property, from random seeds. A failure prints its seed and input.
FUZZ_ITERATIONS ?= 20000
fuzz: deps
	$(SWIFT) build --build-tests
	FUZZ_ITERATIONS=$(FUZZ_ITERATIONS) $(SWIFT) test --skip-build --filter FuzzTests

## Benchmarks a release build on generated apps of 200 and 1,000 modules (SIZES="200 1000 5000" for
## more): full build, no-change and one-file rebuilds, check, the lower bound, peak memory, peers.
## Prints one table and writes it as JSON to artifacts/bench/. Needs ../shared/bench; not part of `test`.
bench: deps
	@./.ci/install-deps.sh --bench
	./.ci/bench.sh

## Regenerates Docs/Rules.md from the rules' descriptions.
rules-doc: build
	$(SWIFT) run --skip-build viper-docs rules --format markdown > Docs/Rules.md

## Regenerates the catalogue table of Docs/Robustness.md from the tests' doc comments.
robustness-doc: build
	$(SWIFT) build --build-tests
	UPDATE_DOCS=1 $(SWIFT) test --skip-build --filter RobustnessCatalogueTests

## The bad-input catalogue (and every end-to-end test) on a release build, as users run it.
robustness-release: deps
	@./.ci/install-deps.sh --release
	$(SWIFT) build -c release $$(./.ci/release-flags.sh) --product viper-docs
	$(SWIFT) build --build-tests
	VIPER_DOCS_BINARY="$$($(SWIFT) build -c release $$(./.ci/release-flags.sh) --show-bin-path)/viper-docs" $(SWIFT) test --skip-build --filter EndToEndTests

clean:
	rm -rf .build "$(SITE)" dist

## Scores viper-docs against the annotated real apps in Docs/Accuracy, with navigation and the judged findings' precision
## (needs their copies; not part of `test`). .ci/sample-findings.py draws a new sample to judge.
accuracy: build
	$(PYTHON) .ci/accuracy.py $(ACCURACY_ARGS)
