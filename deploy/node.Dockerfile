# Builds one app of the portal and serves it with Node (scripts/serve-app.mjs): a shell variant
# (its files, each page composed with the owning remote's server render, /api and /auth proxied)
# or a remote that renders its pages on the server (its files and GET /_render).
FROM node:24-bookworm-slim
ARG APP
ARG REGISTRY_ENV=production
WORKDIR /src
COPY . .
RUN npm install --no-audit --no-fund && node scripts/build.mjs "$APP"
ENV NODE_ENV=production APP=${APP} REGISTRY_ENV=${REGISTRY_ENV} PORT=8080 API_ORIGIN=http://api:3000
EXPOSE 8080
CMD ["sh", "-c", "exec node scripts/serve-app.mjs \"$APP\""]
