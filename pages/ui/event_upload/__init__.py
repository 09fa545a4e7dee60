"""Support code of the Event upload page (views, fragments, rounds, norms and downloads)."""
