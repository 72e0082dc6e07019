# Production image: Next's standalone server, its static files, the migrations, and the start,
# migration and admin commands compiled to plain JavaScript (dist/). Nothing else: no tsx, no
# TypeScript sources, no Prisma CLI, no embedded PostgreSQL, no full node_modules.
# Build: scripts/image/build-image.sh (podman, or IMAGE_TOOL=docker), or `docker build .`
# Run: see docker-compose.yml and docs/operations.md.

# --- all dependencies, for building -------------------------------------------------------
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma/schema.prisma prisma/schema.prisma
COPY prisma.config.ts ./
# postinstall runs `prisma generate`, which needs the schema copied above.
RUN npm ci --no-audit --no-fund

# --- build ---------------------------------------------------------------------------------
# On top of the dependencies rather than copying them: a COPY of node_modules (1.2 GB) is hashed
# on every build, even when nothing changed.
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1 NEXT_STANDALONE=1
COPY . .
# public/ is optional in the repository but copied below. The bundles go to dist/.
RUN mkdir -p public && npm run build && node scripts/image/bundle-scripts.mjs

# --- runtime -------------------------------------------------------------------------------
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1 PORT=3000 HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
# The app and its data folder belong to the runtime user, whatever the builder does with COPY
# (Docker's BuildKit leaves an existing folder root-owned; podman re-owns it).
RUN mkdir -p /app /data && chown node:node /app /data
WORKDIR /app

# server.js, .next and the node_modules the server needs (traced by `next build`).
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# The start (migrate, seed, serve), the admin command line and the migration runner.
COPY --from=build --chown=node:node /app/dist ./dist
# Preloaded into the server: records each connection's own address (lib/http/client-address.ts).
COPY --from=build --chown=node:node /app/scripts/server ./scripts/server
COPY --from=build --chown=node:node /app/prisma/schema.prisma ./prisma/schema.prisma
COPY --from=build --chown=node:node /app/prisma/migrations ./prisma/migrations
# The schema engine (WebAssembly) reads its .wasm from its package folder: kept outside the bundles.
COPY --from=build --chown=node:node /app/node_modules/@prisma/schema-engine-wasm ./node_modules/@prisma/schema-engine-wasm

VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The admin command line: docker compose exec app node dist/admin.mjs <command> (docs/operations.md).
CMD ["node", "dist/container-start.mjs"]
