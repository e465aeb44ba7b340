"""The card table: scene, piles, card items, layout, animator, panels and texts."""
