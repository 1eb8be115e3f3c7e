"""Kibitzer's referee: the rules of fifteen card games, in pure standard-library Python.

- :mod:`referee.cards`: cards, packs, the one card parser.
- :mod:`referee.catalog`: the games, their packs, options and how each keeps score.
- :mod:`referee.rulings`: the answers (trick rulings, counts, showdowns).
- :mod:`referee.requests`: reads a JSON-shaped request and asks the game's module.
- one module a game (``referee.bura``, ``referee.belote`` …), each naming the rules text it
  follows and the readings it chose.

Randomness always comes in as a ``random.Random`` so every draw can be replayed.
"""
