"""Belote's named readings (003 line 521 is the default): overtrumping a partner on a trump
lead, and whether a player who cannot overtrump must still play a lower trump."""

from __future__ import annotations

from referee import requests


def rule(plays: list[str], hands: list[str | None], **options: bool) -> dict:
    return requests.rule_trick("belote", {"trump": "H", "plays": [[p] for p in plays],
                                          "hands": hands, "options": options})


def test_on_a_trump_lead_the_text_lets_a_player_stay_under_a_winning_partner() -> None:
    # 003 line 521: the overtrump duty holds "as long as one of their opponents" is winning
    # Ann leads 9H (trump), Boris 7H, Carl (Ann's partner) plays 8H while holding JH
    ruling = rule(["9H", "7H", "8H"], [None, None, "8H JH AS"])
    assert ruling["violations"] == []


def test_the_french_rule_asks_to_overtrump_even_a_winning_partner_on_a_trump_lead() -> None:
    ruling = rule(["9H", "7H", "8H"], [None, None, "8H JH AS"],
                  overtrump_partner_winning=True)
    assert [(v["play"], v["rule"]) for v in ruling["violations"]] == [(2, "must-overtrump")]


def test_by_the_text_a_player_who_cannot_overtrump_still_plays_a_lower_trump() -> None:
    # 003 line 521: out of the suit led with an opponent winning, "they must play a trump"
    # Ann leads AS, Boris follows, Carl (Dora's opponent) trumps with JH; Dora, out of
    # spades, holds 7H as her only trump
    ruling = rule(["AS", "7S", "JH", "KD"], [None, None, None, "KD 7H"])
    assert [(v["play"], v["rule"]) for v in ruling["violations"]] == [(3, "must-trump")]


def test_without_underruffing_a_player_who_cannot_overtrump_may_discard() -> None:
    ruling = rule(["AS", "7S", "JH", "KD"], [None, None, None, "KD 7H"], must_underruff=False)
    assert ruling["violations"] == []
    # but a trump that can win must still be played
    stronger = rule(["AS", "7S", "9H", "KD"], [None, None, None, "KD JH"], must_underruff=False)
    assert [(v["play"], v["rule"]) for v in stronger["violations"]] == [(3, "must-trump")]
