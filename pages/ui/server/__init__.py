"""Server memory tuning: returning freed memory to the system between and after sessions."""
