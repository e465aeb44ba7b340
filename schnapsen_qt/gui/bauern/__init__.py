"""The Bauernschnapsen table for four."""
