# The two commands a new user needs: `make run` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEVSTAMP := $(VENV)/.installed-dev

.PHONY: run test lint typecheck unit eval bench clean

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

bench: $(STAMP)
	@# compile the bytecode a regular (non-editable) install writes, so a cold start is measured
	@# as a user meets it, also where PYTHONDONTWRITEBYTECODE is set
	$(BIN)/python -m compileall -q src
	$(BIN)/mathcore bench

clean:
	rm -rf $(VENV) build src/*.egg-info
