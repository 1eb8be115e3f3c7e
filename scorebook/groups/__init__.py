"""A group: a home game's regulars or a club, kept across nights.

The group keeps only what is its own (:mod:`.record`): its name, its members and the names
each answers to, its seasons, and which tables and events are its. Everything it shows, the
games won and lost, the tokens, head-to-head, partners, the referee's moments, a season's
standings, is worked out from those tables' and events' own logs (:mod:`.nights`,
:mod:`.stats`, :mod:`.season`), kept by their heads (:mod:`.view`): there is no second truth,
so a table undone, corrected or let go of changes the group's history the moment it happens.
"""
