# `make install PREFIX=…` builds the navrun command in release and installs it as
# $(PREFIX)/bin/navrun; `make uninstall PREFIX=…` removes it; `make artifactbundle` builds the
# release artifact bundle into .build/artifactbundle; `make dist` the release archive (the
# command, its checksum, the schemas) into .build/dist. The scripts in Scripts/ do the work.
PREFIX ?= /usr/local

.PHONY: install uninstall artifactbundle dist

install:
	PREFIX="$(PREFIX)" Scripts/install.sh

uninstall:
	rm -f "$(PREFIX)/bin/navrun"

artifactbundle:
	Scripts/make-artifactbundle.sh

dist:
	Scripts/make-dist.sh
