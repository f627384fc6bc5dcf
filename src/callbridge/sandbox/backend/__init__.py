"""The sandbox's model of the service: every SQL statement, event and state rule.

One module per resource, with typed arguments, used alike by the v2 routes and the control
API (as moto keeps its `models.py` apart from its `responses.py`): the HTTP layer parses,
calls in here, and serializes. A rule therefore exists once, whoever triggers it.
"""
