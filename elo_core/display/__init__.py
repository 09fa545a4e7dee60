"""What users see: plotly figures, tables and exports, the printable report and shared wording."""
