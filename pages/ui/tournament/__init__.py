"""Support code of the Tournament page (its parts, result view, norm panel, share address)."""
