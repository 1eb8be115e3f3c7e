"""Mus: the four-round Basque partnership game of Grande, Chica, Pares and Juego (or Punto).

Rules followed: ``shared/rules/003`` lines 132–200.

The pack and the cards
- The Spanish 40-card pack in English cards: no 10s, 9s or 8s; the face cards are K, Q, J.
- "Eight aces and eight kings": every 3 counts as a king and every 2 as an ace, for all
  purposes (K-3 is a pair). Otherwise cards rank as usual with the ace low:
  K (and 3) > Q > J > 7 > 6 > 5 > 4 > A (and 2).
- Juego values: A and 2 count 1, K, Q, J and 3 count 10, 4–7 their face value.

The table
- Four players in two partnerships. Hands are given in turn order from the mano (hand 0, the
  player to the dealer's right); partners sit opposite, so hands 0 and 2 are one side
  ("side 0", the mano's) and hands 1 and 3 the other ("side 1"). A partnership's best hand
  speaks for it. Two exactly identical hands: the one earlier in turn order wins.

The rounds, in order
- Grande: highest card first, then the second highest, the third, the lowest.
- Chica: the same from the bottom: lowest card first, the lower hand wins.
- Pares: duples (two pairs; four of a kind is two pairs of one rank) > medias (three of a
  kind) > par (one pair). Duples compare the higher pair, then the lower; medias the three,
  then the odd card; par the pair, then the higher odd card, then the lower (003 lines
  185–187). Many tables give equal pares to the player nearer the mano, the odd cards aside:
  option ``equal_pares`` "mano" (default "odd_card", as the text). A hand without
  pares does not compete; with nobody holding pares the round is not played. Bonus to the
  best combination: duples 3, medias 2, par 1.
- Juego: a total of 31 or more. 31 is best, then 32, then 40, then down from 39 to 33. Bonus
  to the best juego: 3 for 31, 2 for any other. Without juego a hand does not compete.
- Punto, played instead of Juego only when nobody holds juego: the highest total wins
  (30 best); bonus 1.

Betting (:class:`Betting`)
- Each round is bet in turn order from the mano: pass, or open with a bid ("envite") of at
  least 2 counters, or órdago. To a bid the other side answers: see, raise (accepting the bid
  and proposing more), órdago, or fold. All bets are the partnership's: the opponent to the
  bidder's right answers first and, when that player folds, the partner may still see or
  raise; the side folds when both have folded.
- A fold lets the bidding side collect at once the previously accepted amount: 1 when the
  opening bid itself is folded, else the bid that the last raise accepted.
- Four passes: the round is still paid, 1 counter to the side with the better cards. The text
  gives this for every round (003 line 170), so it is paid in Pares and Juego/Punto too; many
  tables pay only the bonuses there: option ``all_pass_pays_stake`` off.
- An órdago that is seen decides the whole game on that round's cards, at once.

Scoring the hand (:func:`score`)
- Folds are collected at once, during the betting, in round order. After the betting the hands
  are shown and the rounds are paid in order: Grande, Chica, Pares, Juego or Punto; each round
  pays its stake (seen bid, or 1 when all passed) to the side with the better cards, and Pares
  and Juego/Punto also pay their bonus to the side of the best combination, whether the bet
  was seen, passed or folded (the bonus is the best combination's, "in addition to" the
  stake). (Reading.)
- The moment a side reaches 40 the game stops and that side wins, even if later rounds would
  have carried the other side past it.
- Bonuses are the best hand's only, as the text says ("the player with the best
  combination"). Many tables also pay the partner's pares and juego: option
  ``partner_bonuses`` (when the catalog offers it).

Counters (:func:`stones`): a side's points are kept with single stones, traded five for one
"five" held by the partner; at seven fives (35) the partner calls it and returns them.
"""

from __future__ import annotations

from ..cards import pack_spanish_40
from ..catalog import Option, Scoring, faces_option, target_option
from ..game import DealRule, Game, ReachTarget, ShowdownWords, pairs_across
from ..words import N_, say_in
from .hands import (_describe, _strength, BET_ROUNDS, card_value, HAND_SIZE, has_juego,
                    juego_bonus, JUEGO_FROM, JUEGO_ORDER, MIN_ENVITE, NAME, PACK, Pares, pares,
                    ParesValue, PLAYERS, RANK, rank_word, RoundResult, ROUNDS, rule_round, side,
                    STONES_CALLED, TARGET, team_of, total, VALUE)
from .showdown import check_hands, fourth_round, MusShowdown, read_round, showdown
from .betting import Action, Betting, Outcome
from .scoring import moments, score_sides, Stones, stones
from .body import MusHand, MusScore, SCORE, score

# The package by job: hands.py (the cards and each round's winner), showdown.py (the showdown
# question), betting.py (a round's betting), scoring.py (a whole hand scored, the counters),
# body.py (the score question's types). Every name is here as it was in one module.

GAME = Game(
    "mus", NAME, PLAYERS, PLAYERS, pack_spanish_40, Scoring.POINTS,
    N_("Basque bluffing game in four rounds: Grande, Chica, Pares, Juego; to 40."),
    side_nouns=(say_in("mus", "side {number}"), say_in("mus", "Team {number}"),
                say_in("mus", "Team")),
    figures={"stones_called": STONES_CALLED},
    end=ReachTarget(TARGET, at_once=True),
    options=(target_option(TARGET),
             Option("partner_bonuses", N_("Partners' pares and juego bonuses count too"), False,
                    "bool", help=N_("otherwise only the best hand's bonus counts")),
             Option("all_pass_pays_stake", N_("Four passes in Pares or Juego still pay 1"), True,
                    "bool", help=N_("as the text; off: only the bonus is paid")),
             Option("equal_pares", N_("Equal pares go"), "odd_card", "choice",
                    ("odd_card", "mano"),
                    help=N_("when both sides hold the same pares"),
                    choice_words=(N_("to the odd card, as the text says"),
                                  N_("to the player nearer the mano"))),
             faces_option()),
    teams=pairs_across, deal=DealRule("right"),
    showdown_words=ShowdownWords(heading=N_("Who wins the round?"), first=N_("the mano"),
                                 verdict=N_("Hand {winner} wins the round"),
                                 named_verdict=N_("{winner} wins the round"),
                                 nobody=N_("Nobody plays this round"), from_leader=True),
    rounds=("grande", "chica", "pares", "juego", "punto"),
    questions={"showdown": showdown, "score": SCORE},
    lowest_score=0,  # points are counters won, never paid back (stones())
    rules="003:132", moments=moments)
"""A side reaching 40 wins at once, even if a later round would have taken the others past
it (003 line 196); the deal passes to the right (003 line 155)."""

__all__ = ["Action", "BET_ROUNDS", "Betting", "GAME", "HAND_SIZE", "JUEGO_FROM", "JUEGO_ORDER",
           "MIN_ENVITE", "MusHand", "MusScore", "moments", "MusShowdown", "NAME", "Outcome", "PACK",
           "PLAYERS", "Pares", "ParesValue", "RANK", "ROUNDS", "RoundResult", "SCORE",
           "STONES_CALLED", "Stones", "TARGET", "VALUE", "_describe", "_strength", "card_value",
           "check_hands", "fourth_round", "has_juego", "juego_bonus", "pares", "rank_word",
           "read_round", "rule_round", "score", "score_sides", "showdown", "side", "stones",
           "team_of", "total"]
