"""Qt item models over the services' views, one per kind of row a screen lists."""
