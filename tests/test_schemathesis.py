"""Schemathesis against ``/api/openapi.json``, in process over WSGI: every operation of the
document, with generated bodies and paths; no answer may be a 5xx, and every answer must match
the document (status code documented, body matching its schema, content type).

Table and draw keys in paths are generated, so those operations mostly answer 404, which must
match the document too (test_api.py and test_access.py drive real tables). Examples are bounded
so the whole file runs in well under a minute; CI runs it with the rest of the suite.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import (content_type_conformance, not_a_server_error,
                                 response_headers_conformance, response_schema_conformance,
                                 status_code_conformance)

from app import create_app


_tmp = tempfile.mkdtemp(prefix="kibitzer-schemathesis-")
app = create_app({"TESTING": True, "DATABASE": str(Path(_tmp) / "kibitzer.sqlite3"),
                  "BASE_URL": "http://kibitzer.test", "TABLES_PER_CLIENT_PER_HOUR": 10**9,
                  "WRITES_PER_TABLE_PER_MINUTE": 10**9, "WRITES_PER_CLIENT_PER_MINUTE": 10**9})
schema = schemathesis.openapi.from_wsgi("/api/openapi.json", app)


# What the document promises about answers. Not checked here: whether a body the schema allows
# is accepted (a schema cannot say a card is in the pack; the referee answers 422 with the
# reason), and whether undocumented methods answer 405 (tested over every route in
# test_access.py).
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance,
          response_schema_conformance, response_headers_conformance]


@schema.parametrize()
@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
def test_every_operation_answers_as_documented_and_never_5xx(case: schemathesis.Case) -> None:
    # identity: the test transport does not undo the gzip a browser undoes
    case.call_and_validate(headers={"Accept-Encoding": "identity"}, checks=CHECKS)


class Workflow(schema.as_state_machine()):  # type: ignore[misc]
    """The stateful phase: a new table's or draw's answer carries the keys the document's
    links hand to the next operations (append an event, read the table, draw a card), so
    sequences of real calls on real keys are tried, not only calls on made-up keys."""

    def get_call_kwargs(self, case: schemathesis.Case) -> dict:
        return {"headers": {"Accept-Encoding": "identity"}}

    def validate_response(self, response, case, additional_checks=None, **kwargs):  # noqa: ANN001
        case.validate_response(response, checks=CHECKS)


TestWorkflow = Workflow.TestCase
TestWorkflow.settings = settings(max_examples=40, stateful_step_count=6, deadline=None,
                                 derandomize=True, suppress_health_check=list(HealthCheck))
