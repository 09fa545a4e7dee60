"""Teaching Elo: the guided lesson's games and exercises from a seed, on the same engine."""
