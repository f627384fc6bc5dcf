FROM python:3.12-slim AS base
WORKDIR /app
COPY vox_bridge/requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY vox_bridge/ ./vox_bridge/

ENV VOX_BASE_URL=https://api.voxhollow.io/api/public/v1 \
    VOX_LIST_PATH=/contact-lists \
    PYTHONUNBUFFERED=1

USER 10001
CMD ["python", "-m", "vox_bridge.worker"]
