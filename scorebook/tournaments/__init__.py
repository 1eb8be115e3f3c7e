"""Club night's record: an event's actions (:mod:`.log`), kept in SQLite with its rounds'
tables (:mod:`.record`), and read with its tables' results as the room sees it
(:mod:`.room`)."""
