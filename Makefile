# The two commands a new user needs: `make run` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEVSTAMP := $(VENV)/.installed-dev

.PHONY: run test lint typecheck unit eval bench fast test-fast clean

# The compiled build (mypyc, see setup.py): a separate, non-editable install, rebuilt when a
# source or pack file changes. The interpreted .venv stays the reference that `make test` runs.
FAST := .venv-fast
FASTBIN := $(FAST)/bin
FASTSTAMP := $(FAST)/.installed
SOURCES := $(shell find src/mathcore -type f \( -name '*.py' -o -name '*.json*' -o -name '*.txt' \))

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e .
	@touch $@

$(DEVSTAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[dev]'
	@touch $(STAMP) $@

run: $(STAMP)
	$(BIN)/mathcore run

lint: $(DEVSTAMP)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests

typecheck: $(DEVSTAMP)
	$(BIN)/mypy

unit: $(DEVSTAMP)
	$(BIN)/pytest

test: lint typecheck unit

eval: $(STAMP)
	$(BIN)/mathcore eval ../shared/data/gsm8k/train.jsonl ../shared/data/mawps/*.jsonl --workers 2 --adjudications src/mathcore/evals/data/adjudications.jsonl

$(FASTBIN)/python:
	$(PY) -m venv $(FAST)
	$(FASTBIN)/python -m pip install -q --upgrade pip

$(FASTSTAMP): pyproject.toml setup.py $(SOURCES) | $(FASTBIN)/python
	@# the dependencies first (mypyc type-checks against them), then mathcore compiled over it
	$(FASTBIN)/python -m pip install -q 'setuptools>=77' 'mypy==2.4.1' '.[dev]'
	@# a module that left the compiled set must not keep its old extension from build/
	rm -rf build
	MATHCORE_COMPILE=1 $(FASTBIN)/python -m pip install -q --no-build-isolation --no-deps --force-reinstall .
	@touch $@

fast: $(FASTSTAMP)

bench: $(STAMP) $(FASTSTAMP)
	@# compile the bytecode a regular (non-editable) install writes, so a cold start is measured
	@# as a user meets it, also where PYTHONDONTWRITEBYTECODE is set
	$(BIN)/python -m compileall -q src
	$(BIN)/mathcore bench
	$(FASTBIN)/mathcore bench

test-fast: $(FASTSTAMP)
	$(FASTBIN)/pytest

clean:
	rm -rf $(VENV) $(FAST) build src/*.egg-info
