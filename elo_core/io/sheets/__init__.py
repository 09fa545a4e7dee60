"""Spreadsheets (.xlsx, .ods): recognising a workbook, reading its cells, writing one."""
