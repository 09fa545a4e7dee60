"""Support code of the Analysis lab page."""
