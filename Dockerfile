# Senjutsu Online as a container (docs/hosting.md). Two stages: the first installs everything and
# runs `npm run build`; the second installs only the runtime dependencies and the build, and runs
# as the unprivileged `node` user with its games in the /data volume. These are the commands
# scripts/production.test.ts proves on every test run (it checks that this file still uses them).
#
#   docker build -t senjutsu .
#   docker run -d -p 3000:3000 -v senjutsu-data:/data senjutsu     (or: docker compose up -d)

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/cards/package.json packages/cards/
COPY packages/engine/package.json packages/engine/
COPY packages/protocol/package.json packages/protocol/
COPY packages/ai/package.json packages/ai/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/cards/package.json packages/cards/
COPY packages/engine/package.json packages/engine/
COPY packages/protocol/package.json packages/protocol/
COPY packages/ai/package.json packages/ai/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist dist
# The image's files belong to root and cannot be changed by the server; only /data is its own.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1 (no npm, no shell), so `docker stop` (SIGTERM) reaches the server, which
# finishes every room's queue and releases the data folder's lock.
CMD ["node", "--enable-source-maps", "dist/server.mjs"]
