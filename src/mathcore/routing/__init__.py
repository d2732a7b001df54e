"""Routing: the organ registry, the router, failure families, contemplation, proposals."""
