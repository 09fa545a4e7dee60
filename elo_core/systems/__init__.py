"""One player's event rated under each system (classic, FIDE, US Chess, Glicko-2), and the result
type they all return."""
