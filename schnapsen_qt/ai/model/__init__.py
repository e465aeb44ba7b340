"""Shipped model weights of the AI (generated modules; see each one for its command)."""
