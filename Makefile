# Two commands for newcomers: `make run` (install + start the app) and `make test` (install + all tests).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
SUM := $(shell cksum pyproject.toml | cut -d' ' -f1)
# `make run` installs only what running needs (the package, no extras); `make test` adds the
# test and developer tools. Each stamp names the pyproject.toml it installed.
RUN_STAMP := $(VENV)/.installed-run-$(SUM)
DEV_STAMP := $(VENV)/.installed-dev-$(SUM)

.PHONY: run test lint bench chromium axe mutate

$(RUN_STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -e .
	rm -f $(VENV)/.installed-run-*
	touch $(RUN_STAMP)

$(DEV_STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -e '.[dev]'
	rm -f $(VENV)/.installed-*
	touch $(DEV_STAMP) $(RUN_STAMP)

# Debian packages the browser tests need: chromium, strace and ss (iproute2) for the test
# that the server listens on loopback only and calls nothing outside at start, and npm for axe-core.
chromium:
	@missing=""; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	command -v npm >/dev/null 2>&1 || missing="$$missing npm"; \
	command -v strace >/dev/null 2>&1 || missing="$$missing strace"; \
	command -v ss >/dev/null 2>&1 || missing="$$missing iproute2"; \
	[ -z "$$missing" ] || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; }

# axe-core, the accessibility checker the browser tests inject into every page (pinned; kept in
# the gitignored .cache/axe, installed once).
AXE_VERSION := 4.10.3
AXE_JS := .cache/axe/node_modules/axe-core/axe.min.js
axe: $(AXE_JS)
$(AXE_JS): | chromium
	npm install --prefix .cache/axe --no-audit --no-fund --silent --save-exact axe-core@$(AXE_VERSION)
	grep -q '"version": "$(AXE_VERSION)"' .cache/axe/node_modules/axe-core/package.json

# MALLOC_ARENA_MAX: at most two glibc malloc arenas for the whole server, so the pages a closed
# session freed can be given back (pages/ui/server/memory.py limits arenas made after its import only).
run: $(RUN_STAMP)
	MALLOC_ARENA_MAX=2 $(VENV)/bin/streamlit run app.py

test: $(DEV_STAMP) chromium $(AXE_JS)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy
	$(PY) -m pytest

bench: $(DEV_STAMP)
	$(PY) scripts/bench_field.py
	$(PY) scripts/bench_analysis.py
	$(PY) scripts/bench_install.py

# Mutation run over the rating rules (not part of `make test`): each mutant runs only the
# tests that execute its line, two at a time, under nice. Narrow it with
# MUTATE="--package rules" or MUTATE="--sample 8"; see docs/testing.md.
MUTATE ?=
mutate: $(DEV_STAMP)
	nice -n 10 $(PY) scripts/mutate.py --jobs 2 $(MUTATE)
