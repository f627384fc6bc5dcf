"""The sandbox's HTTP surface: the v2 routes and the control API, each handler parsing the
request, calling the backend and serializing its answer; the request pipeline, the
middleware and the published OpenAPI document."""
