"""Schemathesis against ``/api/openapi.json``, in process over WSGI: every operation of the
document, with generated bodies and paths; no answer may be a 5xx, and every answer must match
the document (status code documented, body matching its schema, content type).

Table and draw keys in paths are generated, so those operations mostly answer 404, which must
match the document too; the stateful phase follows the document's links from a new table to
``appendEvent`` and ``getTable`` with its real keys. Every accepted write is read back
(tests/readback.py: every page, region, export and the import of its own export answer 2xx with
valid content), and a refused action leaves the table's event count as it was. Examples are
bounded so the whole file runs in about a minute; CI runs it with the rest of the suite.
"""

from __future__ import annotations

import random

import tempfile
from pathlib import Path
from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test
from readback import READS, check_reads, keys_of
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

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


WRITES = ("POST /api/v1/tables", "POST /api/v1/tables/import",
          "POST /api/v1/tables/{key}/events")
READER = app.test_client()
FIGURES = {"requests": 0, "5xx": 0, "accepted writes": 0, "refused writes": 0}


def count_before(case: schemathesis.Case) -> int | None:
    """The table's event count before an action on it (None: no table has the key)."""
    if case.operation.label != WRITES[2] or case.method.upper() != "POST":
        return None
    found = keys_of(app.config["DATABASE"], str(case.path_parameters.get("key", "")))
    return found[2] if found else None


def read_back(case: schemathesis.Case, response: Any, before: int | None) -> None:
    """The read-back invariant after a write: accepted, every read of the table shows it;
    refused, the table's event count is unchanged."""
    FIGURES["requests"] += 1
    FIGURES["5xx"] += response.status_code >= 500
    if case.operation.label not in WRITES or case.method.upper() != "POST":
        return  # a read, or the same path asked with another method (OPTIONS)
    if 200 <= response.status_code < 300:
        FIGURES["accepted writes"] += 1
        key = (response.json()["edit_key"] if case.operation.label != WRITES[2]
               else str(case.path_parameters["key"]))
        edit_key, view_key, _ = keys_of(app.config["DATABASE"], key)  # type: ignore[misc]
        check_reads(READER, edit_key, view_key)
    elif before is not None:
        FIGURES["refused writes"] += 1
        after = keys_of(app.config["DATABASE"], str(case.path_parameters["key"]))
        assert after is not None and after[2] == before, (case.body, response.status_code)


@schema.parametrize()
@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
def test_every_operation_answers_as_documented_and_never_5xx(case: schemathesis.Case) -> None:
    before = count_before(case)
    # identity: the test transport does not undo the gzip a browser undoes
    response = case.call(headers={"Accept-Encoding": "identity"})
    case.validate_response(response, checks=CHECKS)
    read_back(case, response, before)


REACHED: set[tuple[str, int]] = set()
"""The stateful phase's operations and their answers' status codes."""
REFUSED: list[tuple[object, str]] = []
"""The stateful phase's refused actions (body, error), said when no action was taken."""


class Workflow(schema.as_state_machine()):  # type: ignore[misc]
    """The stateful phase: a new table's or draw's answer carries the keys the document's
    links hand to the next operations (append an event, read the table, draw a card), so
    sequences of real calls on real keys are tried, not only calls on made-up keys."""

    def before_call(self, case: schemathesis.Case) -> None:
        self.before = count_before(case)

    def get_call_kwargs(self, case: schemathesis.Case) -> dict:
        return {"headers": {"Accept-Encoding": "identity"}}

    def validate_response(self, response, case, additional_checks=None, **kwargs):  # noqa: ANN001
        REACHED.add((case.operation.label, response.status_code))
        if case.operation.label == WRITES[2] and response.status_code == 422:
            REFUSED.append((case.body, str(response.text)[:200]))
        case.validate_response(response, checks=CHECKS)
        read_back(case, response, self.before)


def test_the_stateful_phase_acts_on_real_tables_through_the_links() -> None:
    # Sequences of up to 6, 7, then 8 calls, until one appended a real action (each length is
    # its own fixed sequence, derandomized): the document has more operations with each issue
    # (a call, a group), so one run of 40 sequences may spend them all elsewhere. Every answer
    # of every run is checked and read back all the same.
    for steps in (6, 7, 8):
        random.seed(38 + steps)  # the same sequences whatever this worker ran before
        run_state_machine_as_test(Workflow, settings=settings(
            max_examples=40, stateful_step_count=steps, deadline=None, derandomize=True,
            suppress_health_check=list(HealthCheck)))
        if any(label == "POST /api/v1/tables/{key}/events" and code in (200, 201)
               for label, code in REACHED):
            break
    acted = {code for label, code in REACHED if label == "POST /api/v1/tables/{key}/events"}
    read = {code for label, code in REACHED if label == "GET /api/v1/tables/{key}"}
    assert acted & {200, 201}, (f"appendEvent never took an action: {sorted(acted)}; "
                                f"the first refusals: {REFUSED[:5]}; every operation's answers: "
                                f"{sorted(REACHED)}")
    assert 200 in read, f"getTable never read a real table: {sorted(read)}"
    print(f"schemathesis: {FIGURES}, {READS['tables']} tables read back "
          f"({READS['reads']} reads)")
