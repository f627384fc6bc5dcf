FROM node:20-alpine
WORKDIR /srv
COPY dispatch-api/package*.json ./
RUN npm ci --omit=dev
COPY dispatch-api/ .
ENV PORT=3000 API_PREFIX=/api/v1
EXPOSE 3000
HEALTHCHECK CMD wget -qO- http://localhost:3000/api/v1/health || exit 1
CMD ["node", "server.js"]
