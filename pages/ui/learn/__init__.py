"""Support code of the Learn pages (the lesson, the exercises, the class league)."""
