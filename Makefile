# Two entry points for a fresh machine:
#   make run   — install into .venv and start the app (SQLite under ./data by default)
#   make test  — install into .venv (plus Debian's chromium and postgresql) and run every test

VENV ?= .venv
PYTHON ?= python3
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test install system-packages lint bench

run: install
	$(PY) -m streamlit run server.py

test: install system-packages
	$(PY) -m ruff check .
	$(PY) -m pytest -n 2 --ignore=tests/browser
	# The browser tests then run alone: their pace and timing checks need the CPU.
	$(PY) -m pytest tests/browser

install: $(STAMP)

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

# Browser tests drive Debian's Chromium; store tests start a throwaway PostgreSQL.
system-packages:
	@missing=""; \
	command -v chromium >/dev/null || missing="$$missing chromium"; \
	ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing="$$missing postgresql"; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi

lint: install
	$(PY) -m ruff check .

bench: install
	$(PY) bench/engine_throughput.py
