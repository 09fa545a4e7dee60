"""FIDE title norms (GM, IM, WGM, WIM): arithmetic, mix, what is still needed, the IT1 report."""
