# Production image: Next's standalone server plus what the start-up migration needs.
# Build: docker build -t project-directory .   Run: see docker-compose.yml.

# --- all dependencies, for building -------------------------------------------------------
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma/schema.prisma prisma/schema.prisma
COPY prisma.config.ts ./
# postinstall runs `prisma generate`, which needs the schema copied above.
RUN npm ci

# --- production dependencies only (migrations and seeding run with tsx at start) ----------
FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the Prisma client is generated in the build stage and copied from there.
RUN npm ci --omit=dev --ignore-scripts

# --- build ---------------------------------------------------------------------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1 NEXT_STANDALONE=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# public/ is optional in the repository but copied below.
RUN mkdir -p public && npm run build

# --- runtime -------------------------------------------------------------------------------
FROM node:22-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1 PORT=3000 HOSTNAME=0.0.0.0

# Full production node_modules first, then the standalone output over it (server.js, .next).
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# The migration runner and seed are TypeScript run with tsx; they need these sources.
COPY --from=build --chown=node:node /app/package.json /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/prisma ./prisma
COPY --from=build --chown=node:node /app/lib ./lib

USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--conditions=react-server", "--import", "tsx", "scripts/container-start.ts"]
