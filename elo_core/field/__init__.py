"""A whole field from an event file rated at once: every player, every event, as arrays."""
