# Builds one app of the portal (a shell variant or a remote) and serves it with nginx.
FROM node:24-bookworm-slim AS build
ARG APP
ARG REGISTRY_ENV=production
WORKDIR /src
COPY . .
RUN npm install --no-audit --no-fund \
 && node scripts/build.mjs "$APP" \
 && node scripts/package-app.mjs "$APP" "$REGISTRY_ENV" /src/out

FROM nginx:1.27-alpine
ARG NGINX_CONF
COPY ${NGINX_CONF} /etc/nginx/conf.d/default.conf
COPY deploy/nginx/snippets/ /etc/nginx/snippets/
COPY --from=build /src/out /usr/share/nginx/html
EXPOSE 8080
