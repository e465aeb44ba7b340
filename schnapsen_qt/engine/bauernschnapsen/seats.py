"""The seat model: how many seats, who partners whom, clockwise order.

Seat count and teams are data, so Dreierschnapsen (three seats, the declarer alone against the two
others) can reuse the auction, the contracts and the views with another :class:`Table`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Table:
    """Seats ``0..seats-1`` clockwise; ``teams[t]`` the seats of team ``t``."""

    seats: int
    teams: tuple[tuple[int, ...], ...]

    def team_of(self, seat: int) -> int:
        for t, members in enumerate(self.teams):
            if seat in members:
                return t
        raise ValueError(f"seat {seat} is at no team")

    def partner_of(self, seat: int) -> int | None:
        """The other member of a two-seat team, or None."""
        members = self.teams[self.team_of(seat)]
        others = [s for s in members if s != seat]
        return others[0] if len(others) == 1 else None

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.seats

    def clockwise_from(self, seat: int) -> tuple[int, ...]:
        """All seats starting with ``seat``."""
        return tuple((seat + i) % self.seats for i in range(self.seats))


#: Bauernschnapsen: four seats, partners opposite (0 and 2 against 1 and 3).
FOUR = Table(4, ((0, 2), (1, 3)))
