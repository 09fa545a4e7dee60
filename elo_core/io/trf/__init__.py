"""FIDE TRF files: reading, the checks on their lines, and writing one."""
