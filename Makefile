# podspec — build, test, run, benchmark, install.
PREFIX ?= /usr/local
SWIFT ?= swift
CONFORMANCE ?= ../shared/conformance
# System packages building and running need (Debian names): headers for libgit2, libcrypto and libcurl (none
# is linked: each is opened with dlopen on first use; each -dev package brings the library itself), mimalloc
# (linked: the programs' allocator, see Package.swift), and the decompressors `:http` tar sources use.
APT_PACKAGES := libgit2-dev libssl-dev libcurl4-openssl-dev libmimalloc-dev gzip bzip2 xz-utils
# What the test suite adds: the real servers and tools its tests start (git daemon and git-http-backend,
# sshd, lighttpd with TLS, pre-commit).
TEST_APT_PACKAGES := git openssh-client openssh-server lighttpd openssl pre-commit python3
# What `make bench` adds.
BENCH_APT_PACKAGES := hyperfine time
EXAMPLE := Fixtures/Example/Example.podspec

.PHONY: all deps test-deps bench-deps build release test run bench install uninstall format lint rules conformance fuzz clean

all: build

# Installs the Debian packages named in $(1) that are missing, with sudo only when not root.
define apt_install
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		SUDO=""; \
		if [ "$$(id -u)" -ne 0 ]; then \
			if command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
			else echo "Not root and no sudo: install these Debian packages first:$$missing" >&2; exit 1; fi; \
		fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi
endef

## deps: the Debian packages building and running need (skipped when present).
deps:
	$(call apt_install,$(APT_PACKAGES))

## test-deps: deps, plus the servers and tools the tests start.
test-deps: deps
	$(call apt_install,$(TEST_APT_PACKAGES))

## bench-deps: test-deps, plus hyperfine.
bench-deps: test-deps
	$(call apt_install,$(BENCH_APT_PACKAGES))

## build: debug build.
build: deps
	$(SWIFT) build

# Release builds link the Swift runtime and Foundation statically: a third of a dynamic build's process
# start went to resolving the shared Swift libraries' symbols. (libcurl4-openssl-dev is there for
# curl.h, which Sources/CCurl compiles against; libcurl itself is opened at run time, not linked.)
#
# Concrete generic types' metadata comes from accessor functions, not from mangled names: a mangled name
# is demangled at run time and each of its generic requirements (`Dictionary`'s `Key: Hashable`) is
# checked by a first-time conformance lookup, a scan of all 6,286 conformance records of the static
# binary (about 240,000 instructions each). That took 5 M of `lint-1000`'s instructions and 5 M of a
# one-podspec `lib lint --quick`'s 27 M.
RELEASE_FLAGS := -c release --static-swift-stdlib \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

## release: optimised build (what the conformance scorer, the benchmarks and install use).
release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

## test: every test suite.
test: test-deps
	$(SWIFT) test

## run: build, lint the bundled example pod fully (its files, license, Swift versions, its dependency on
## Alamofire resolved in the bundled spec repo folder instead of trunk; its example.com URLs are not
## checked, so this works offline), then print it as CocoaPods' JSON.
run: release
	.build/release/podspec lib lint --skip-urls --sources=Fixtures/SpecRepos/Public $(EXAMPLE)
	.build/release/podspec ipc spec $(EXAMPLE)

## bench: speed figures reported in the README; BENCH=cdn-export (or read, spec-repos, validation,
## cdn-sources, several separated by spaces) runs only those sections.
BENCH ?=
bench: bench-deps release
	Scripts/bench $(BENCH)

## conformance: score against CocoaPods' own results (needs ../shared/conformance).
conformance: release
	$(CONFORMANCE)/run

## fuzz: coverage-guided fuzzing of the reader and the tar and zip readers (libFuzzer + AddressSanitizer) for
## FUZZ_TIME seconds, seeded with a sample of the conformance podspecs and two small archives (inputs
## starting `TAR:` / `ZIP:` are unpacked); crashes are written to .build-fuzz/crash-*. Replay one with
## `.build/debug/PodspecFuzz FILE` after `swift build`, then make it a regression test.
FUZZ_TIME ?= 60
FUZZ_SEEDS ?= 400
fuzz:
	$(SWIFT) build -c release --build-path .build-fuzz --product PodspecFuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	mkdir -p .build-fuzz/corpus
	i=0; find $(CONFORMANCE)/cases -name '*.podspec' 2>/dev/null | awk 'NR % 40 == 0' | head -n $(FUZZ_SEEDS) | \
		while read -r f; do i=$$((i + 1)); cp "$$f" .build-fuzz/corpus/seed-$$i.podspec; done
	cp Fixtures/Example/Example.podspec .build-fuzz/corpus/
	python3 -c 'import io, sys, tarfile, zipfile; t = io.BytesIO(); f = tarfile.open(fileobj=t, mode="w"); \
		i = tarfile.TarInfo("Pod/Source.swift"); i.size = 5; f.addfile(i, io.BytesIO(b"x = 1")); \
		l = tarfile.TarInfo("Pod/link"); l.type = tarfile.SYMTYPE; l.linkname = "Source.swift"; f.addfile(l); f.close(); \
		open(".build-fuzz/corpus/seed.tar", "wb").write(b"TAR:" + t.getvalue()); z = io.BytesIO(); \
		w = zipfile.ZipFile(z, "w"); w.writestr("Pod/Source.swift", "x = 1"); w.close(); \
		open(".build-fuzz/corpus/seed.zip", "wb").write(b"ZIP:" + z.getvalue())'
	.build-fuzz/release/PodspecFuzz -max_total_time=$(FUZZ_TIME) -max_len=16384 -timeout=20 -rss_limit_mb=2048 \
		-artifact_prefix=.build-fuzz/ .build-fuzz/corpus

## install: binary and shell completions under PREFIX.
install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/podspec $(DESTDIR)$(PREFIX)/bin/podspec
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	.build/release/podspec --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/podspec
	.build/release/podspec --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_podspec
	.build/release/podspec --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/podspec.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/podspec $(DESTDIR)$(PREFIX)/share/bash-completion/completions/podspec \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_podspec $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/podspec.fish

## format: rewrite the sources as the toolchain's swift-format lays them out (.swift-format).
format:
	$(SWIFT) format -i -r Sources Tests Plugins Package.swift

## lint: fail on any swift-format finding (layout, force unwraps, force try); .ci/run runs it.
lint:
	$(SWIFT) format lint --strict -r Sources Tests Plugins Package.swift

## rules: rewrite docs/rules.md's catalogue as `podspec lint rules --markdown` prints it (RuleCatalogueTests compares them).
rules: build
	$(SWIFT) run -q podspec lint rules --markdown > .build/rules.md
	sed -e '/<!-- rules:begin -->/q' docs/rules.md > .build/rules-page.md
	cat .build/rules.md >> .build/rules-page.md
	sed -n '/<!-- rules:end -->/,$$p' docs/rules.md >> .build/rules-page.md
	mv .build/rules-page.md docs/rules.md

clean:
	rm -rf .build
