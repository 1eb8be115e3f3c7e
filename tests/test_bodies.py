"""Bodies and answers declared once, as types (issue 11): the parser and the OpenAPI document
come from the same declaration, so they cannot disagree."""

from __future__ import annotations

from typing import Any

import jsonschema_rs
import pytest

from referee import bura, requests as referee
from referee.bodies import answer_schema
from referee.rulings import Count, TrickRuling


def test_a_field_the_question_does_not_take_is_refused_by_name(client: Any) -> None:
    response = client.post("/api/v1/referee/belote/trick",
                           json={"plays": [["7S"], ["8S"]], "trumps": "H"})
    assert response.status_code == 422
    assert response.json["field"] == "trumps"
    assert response.json["error"].startswith("'trumps' is not part of this question; it "
                                             "takes plays, hands, trump, options, context")


def test_a_missing_required_field_is_named(client: Any) -> None:
    response = client.post("/api/v1/referee/belote/count", json={"trump": "H"})
    assert response.status_code == 422 and response.json["field"] == "cards"


@pytest.mark.parametrize("path, body_type, answer_type", [
    ("belote/trick", referee.TrickBody, TrickRuling), ("belote/count", referee.CountBody, Count),
    ("bura/claim", bura.ClaimBody, bura.ClaimRuling)])
def test_the_document_is_the_types(client: Any, path: str, body_type: Any,
                                   answer_type: Any) -> None:
    operation = client.get("/api/openapi.json").json["paths"][f"/api/v1/referee/{path}"]["post"]
    body = operation["requestBody"]["content"]["application/json"]["schema"]
    answer = operation["responses"]["200"]["content"]["application/json"]["schema"]
    assert body == body_type.schema() and body["additionalProperties"] is False
    assert answer == answer_schema(answer_type)


def test_answers_fit_the_schema_documented_for_them(client: Any) -> None:
    """Belote (026): with hearts trumps the 9H ruffs the led AS; KS QS counted 4 + 3."""
    doc = client.get("/api/openapi.json").json["paths"]
    for question, body in (("trick", {"trump": "H", "plays": [["AS"], ["9H"]]}),
                           ("count", {"trump": "H", "cards": "KS QS"})):
        answer = client.post(f"/api/v1/referee/belote/{question}", json=body).json
        schema = doc[f"/api/v1/referee/belote/{question}"]["post"]["responses"]["200"][
            "content"]["application/json"]["schema"]
        jsonschema_rs.validate(schema, answer)
    assert answer["points"] == 7


def test_a_claim_answer_fits_its_schema_and_a_stray_field_is_refused(client: Any) -> None:
    """Bura (002 line 31): AS 10S KS QH QD JC = 11 + 10 + 4 + 3 + 3 + 2 = 33, a true claim."""
    answer = client.post("/api/v1/referee/bura/claim",
                         json={"captured": "AS 10S KS QH QD JC", "pot": 4}).json
    jsonschema_rs.validate(bura.CLAIM.schemas()[1], answer)
    assert (answer["points"], answer["valid"], answer["claimant_collects"]) == (33, True, 4)
    refused = client.post("/api/v1/referee/bura/claim",
                          json={"captured": "AS", "pot": 4, "seat": 1})
    assert refused.status_code == 422 and refused.json["field"] == "seat"
