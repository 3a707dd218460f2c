# Shiftsched. `make run` serves the app; `make test` runs every test. Both set up what they
# need: Go modules, npm packages, the client build, and (when DATABASE_URL is unset) a
# private PostgreSQL cluster in .data/pg.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
export PATH := /usr/local/go/bin:$(PATH)

PG_DIR      ?= .data/pg
CLIENT_SRC  := $(shell find client/src client/index.html client/public client/pwa client/vite.config.ts client/package.json -type f 2>/dev/null)
GO_SRC      := $(shell find . -name '*.go' -not -path './client/node_modules/*' -not -path './.data/*') go.mod go.sum $(wildcard db/migrations/*.sql)

# Each phase of `make test` says when it starts, so a run's log shows where its time went.
phase = @echo "== $(1): $$(date -u +%T)"

.PHONY: restore-time ops-tools screenshots cbc run test test-go test-client test-e2e schema-baseline build bench bench-roster capture-requests soak generate check-generated postgres chromium haproxy clean stop-db

## run: build everything and serve on http://localhost:8080 (PORT overrides), in development
## mode unless APP_ENV says otherwise: secrets are generated once and kept in .data;
## BACKUPS=on archives the private cluster's WAL with pgBackRest (off stops it; see
## docs/operations/backups.md#trying-it-with-make-run)
BACKUPS ?=
run: build postgres cbc $(if $(BACKUPS),ops-tools)
	@if [ -z "$${DATABASE_URL:-}" ]; then DATABASE_URL="$$(bin/devdb start $(if $(BACKUPS),-backups=$(BACKUPS)) $(PG_DIR))"; export DATABASE_URL; \
	  echo "Using the local PostgreSQL cluster in $(PG_DIR)"; fi; \
	APP_ENV="$${APP_ENV:-development}" exec bin/shiftsched

## test: go vet, staticcheck, generated-code check, Go tests (the package borders among them) on real PostgreSQL, client type check, lint, unit and browser tests
test: build postgres check-generated test-go test-client test-e2e
	$(call phase,all tests passed)

# The multi-instance tests (devtools/cluster) run three servers behind HAProxy, and the
# operations tests run pgBackRest, Patroni on etcd and Prometheus; here they must run,
# so a missing tool fails them instead of skipping them.
test-go: postgres haproxy cbc ops-tools
	$(call phase,Go: vet + staticcheck + tests)
	go vet ./...
	go tool staticcheck ./...
	@if [ -z "$${DATABASE_URL:-}" ]; then TEST_DATABASE_URL="$$(bin/devdb start $(PG_DIR))"; else TEST_DATABASE_URL="$$DATABASE_URL"; fi; \
	export TEST_DATABASE_URL SHIFTSCHED_REQUIRE_HAPROXY=1 SHIFTSCHED_REQUIRE_CBC=1 SHIFTSCHED_REQUIRE_OPS_TOOLS=1; go test -count=1 -timeout 15m ./...

test-client: client/node_modules/.installed
	$(call phase,client: schema check + type check + lint + unit tests)
	cd client && node scripts/schema-check.mjs && npm run --silent typecheck && npm run --silent lint && npm run --silent test:unit

## schema-baseline: accept the current GraphQL schema as the published one (docs/api/graphql.md#schema-changes)
schema-baseline: client/node_modules/.installed
	cd client && node scripts/schema-check.mjs --write

test-e2e: build postgres chromium
	$(call phase,browser tests)
	E2E_DATABASE_URL="$$(bin/devdb fresh shiftsched_e2e)"; export E2E_DATABASE_URL; \
	export SHIFTSCHED_BIN="$(CURDIR)/bin/shiftsched"; cd client && npm run --silent test:e2e

## screenshots: the user guide's screenshots (docs/screenshots), taken at 1366×768 by the
## first-week story (client/e2e/first-week.spec.ts)
screenshots: build postgres chromium client/node_modules/.installed
	E2E_DATABASE_URL="$$(bin/devdb fresh shiftsched_e2e_screens)"; export E2E_DATABASE_URL; \
	export SHIFTSCHED_BIN="$(CURDIR)/bin/shiftsched" DOCS_SCREENSHOTS="$(CURDIR)/docs/screenshots"; \
	cd client && npx playwright test e2e/first-week.spec.ts --project=desktop --retries=0

## bench-roster: the auto-scheduler on published rostering records, entered through the API
## (docs/auto-scheduler.md#the-rostering-benchmark); e.g. INSTANCES="../shared/rostering/Instance1.txt" SECONDS=10
ROSTER_DIR  ?= ../shared/rostering
INSTANCES   ?= $(foreach i,1 2 3 9 10 14,$(ROSTER_DIR)/Instance$(i).txt)
SECONDS     ?= 60
ROSTER_OUT  ?= bench-out/roster
# GENERATED: the people of the generated workplace filled after the instances; 0 skips it
GENERATED   ?= 500
bench-roster: build postgres cbc
	go run ./devtools/benchroster -bin bin/shiftsched -pgdir $(PG_DIR) -instances "$(INSTANCES)" -seconds $(SECONDS) -out $(ROSTER_OUT) -generated $(GENERATED)

## bench: the load benchmark (docs/benchmarks.md#the-load-benchmark); e.g. BENCH_FLAGS="-sizes small -duration 5s"
bench: build postgres chromium client/node_modules/.installed
	go run ./cmd/bench -bin bin/shiftsched -pgdir $(PG_DIR) $(BENCH_FLAGS)

## restore-time: how long a backup and a restore of the 500-person workplace take with the
## shipped pgBackRest setup (docs/operations/backups.md#how-long-a-restore-takes)
restore-time: build postgres ops-tools
	go run ./devtools/restoretime -bin bin/shiftsched

## capture-requests: record the built client's GraphQL requests from Chromium into
## devtools/bench/clientrequests (the bench replays them; docs/benchmarks.md#the-browsers-requests)
capture-requests: build postgres chromium client/node_modules/.installed
	go run ./cmd/bench -bin bin/shiftsched -pgdir $(PG_DIR) -capture devtools/bench/clientrequests

build: bin/shiftsched bin/devdb bin/smtpsink

bin/shiftsched: client/dist/index.html $(GO_SRC)
	$(call phase,build: the server)
	go build -o $@ ./cmd/shiftsched

bin/devdb: $(GO_SRC)
	go build -o $@ ./cmd/devdb

bin/smtpsink: $(GO_SRC)
	go build -o $@ ./devtools/smtpsink

# A stamp written only after a complete install: an interrupted npm ci leaves a
# node_modules folder that must not count as installed.
client/node_modules/.installed: client/package-lock.json
	$(call phase,install: npm packages)
	cd client && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
	@touch $@

client/dist/index.html: client/node_modules/.installed $(CLIENT_SRC)
	$(call phase,build: the client)
	cd client && npm run --silent build
	@touch $@

## generate: regenerate the GraphQL server code and the client's typed documents
generate:
	go tool gqlgen generate
	cd client && npm run --silent codegen

## check-generated: fail when generated code differs from what its sources produce
check-generated: client/node_modules/.installed
	$(call phase,generated code check)
	@$(MAKE) --no-print-directory generate >/dev/null
	@git diff --exit-code --stat -- graph client/src/gql || { echo "Generated code is stale: run 'make generate' and commit."; exit 1; }

## postgres: install the distribution's PostgreSQL when its binaries are missing
postgres:
	@if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null; then \
	  echo "Installing PostgreSQL (apt-get)..."; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; fi

## soak: 10 minutes of mixed traffic through HAProxy to three instances (SOAK_DURATION overrides)
soak: postgres haproxy
	@if [ -z "$${DATABASE_URL:-}" ]; then TEST_DATABASE_URL="$$(bin/devdb start $(PG_DIR))"; else TEST_DATABASE_URL="$$DATABASE_URL"; fi; \
	export TEST_DATABASE_URL SHIFTSCHED_SOAK="$${SOAK_DURATION:-10m}"; go test -count=1 -timeout 40m -run '^TestSoak$$' -v ./devtools/cluster/

## haproxy: install Debian's HAProxy for the multi-instance tests when missing
haproxy:
	@if ! command -v haproxy >/dev/null && [ ! -x /usr/sbin/haproxy ]; then \
	  echo "Installing HAProxy (apt-get)..."; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null; fi

## cbc: install COIN-OR's CBC, the exact solver small fills are handed to, when missing
cbc:
	@if ! command -v cbc >/dev/null; then \
	  echo "Installing CBC (apt-get)..."; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq coinor-cbc >/dev/null; fi

## ops-tools: install what the operations tests run when missing: pgBackRest (backups),
## Patroni and etcd (failover), Prometheus and promtool (metrics and alert rules)
ops-tools:
	@if ! command -v pgbackrest >/dev/null || ! command -v patroni >/dev/null || ! command -v etcd >/dev/null || ! command -v promtool >/dev/null; then \
	  echo "Installing pgBackRest, Patroni, etcd and Prometheus (apt-get)..."; apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbackrest patroni etcd-server prometheus >/dev/null; fi

## chromium: install Debian's Chromium when missing: its headless shell for the browser
## tests, the full browser for the push tests and the benchmark
chromium:
	@if ! command -v chromium >/dev/null || ! command -v chromium-headless-shell >/dev/null; then \
	  echo "Installing Chromium (apt-get)..."; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null; fi

stop-db:
	-bin/devdb stop $(PG_DIR)

clean:
	rm -rf bin client/dist
