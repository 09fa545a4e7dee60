"""Players files (CSV or a workbook's sheet): profiles read and matched to an event's names."""
