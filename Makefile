# Conventional entry points over SwiftPM and scripts/install.
#
#   make                 release build of the momgen executable
#   make install         build and install into $(PREFIX)/bin (default /usr/local), with completions
#   make uninstall       remove what make install installed
#   make artifactbundle  build momgen.artifactbundle for this platform (scripts/make-artifactbundle)
PREFIX ?= /usr/local

.PHONY: build install uninstall artifactbundle

build:
	swift build -c release --product momgen $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)

install:
	scripts/install --prefix "$(PREFIX)"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/momgen" \
	    "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/momgen" \
	    "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_momgen" \
	    "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/momgen.fish"

artifactbundle:
	scripts/make-artifactbundle
