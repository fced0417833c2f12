"""The foundation every layer stands on, without sympy: the generator's
version, the exception hierarchy (:mod:`.errors`), entry names (:mod:`.entries`), numeric
rotations (:mod:`.rotations`), escaping of user text (:mod:`.escaping`), physical checks
(:mod:`.physical`), safe output files (:mod:`.outputs`), the typed module metadata
(:mod:`.metadata`) and building and loading emitted C libraries (:mod:`.clib`).

It imports nothing from the layers above it (``lint-imports`` checks this, see .importlinter).
"""

__version__ = "0.1.0"
