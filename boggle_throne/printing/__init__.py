"""PDF printouts with reportlab, fed plain data by the services."""
