"""Support code of the Home page."""
