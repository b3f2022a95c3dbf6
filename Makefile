# Thin wrappers; see README.md. Every target works on a fresh clone with only Node (20.19+) and npm.
SHELL := /bin/bash
NPM_CI_STAMP := node_modules/.package-lock.json

.PHONY: start dev build test test-unit test-api test-e2e lint format bench install clean backup restore

$(NPM_CI_STAMP): package-lock.json package.json backend/package.json frontend/package.json
	npm ci --no-audit --no-fund
	@touch $(NPM_CI_STAMP)

install: $(NPM_CI_STAMP)

build: install
	npm run build -w backend
	npm run build -w frontend

## The whole site on http://127.0.0.1:$${PORT:-3000}; embedded PostgreSQL when DATABASE_URL is unset.
## A larger young generation: a request's short-lived objects die before V8 would copy them (docs/performance.md).
start: build
	node --max-semi-space-size=32 backend/dist/main.js

## Vite dev server with hot reload on :5173, API (rebuilt on change) on :3000.
dev: install
	npm run build -w backend
	node scripts/dev.mjs

test: install
	node scripts/test-all.mjs

## ESLint (layout boundaries, no cycles, kebab-case names), knip (no unused files, exports or dependencies), Prettier.
lint: install
	npm run lint

## Rewrites the files Prettier formats and applies ESLint's automatic fixes.
format: install
	npm run format

test-unit: install
	npm run test:unit -w backend
	npm run test:unit -w frontend

test-api: build
	npm run test:api -w backend

test-e2e: build
	npm run test:e2e -w frontend

## App vs a bare node:http + pg server on the hot routes, on a seeded embedded PostgreSQL; see docs/performance.md.
bench: build
	node bench/run.mjs

## One backup of the database now into BACKUP_DIR (default DATA_DIR/backups), checked after writing; beside a
## running app or without one, with DATABASE_URL or the embedded PostgreSQL.
backup: install
	npm run build -w backend
	node backend/dist/scripts/backup.js

## make restore FILE=var/backups/booking-….backup.gz [FORCE=1]: the backup into the database, then the newer
## migrations. Stop the app first; a database with rows is replaced only with FORCE=1.
restore: install
	@test -n "$(FILE)" || { echo 'Usage: make restore FILE=<backup file> [FORCE=1]'; exit 2; }
	npm run build -w backend
	node backend/dist/scripts/restore.js "$(FILE)" $(if $(filter 1 yes true,$(FORCE)),--force)

clean:
	rm -rf backend/dist frontend/dist
