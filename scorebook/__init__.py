"""A table's book: events appended to a log, replayed into state, kept in SQLite.

- :mod:`scorebook.events`: the table's setup and its events.
- :mod:`scorebook.state`, :mod:`scorebook.kinds`, :mod:`scorebook.replay`: what each action does,
  and the state as a pure function of the events.
- :mod:`scorebook.store`: the only module that touches SQLite.
"""
