/*
 * schnapsen_qt.ai._core: the compiled search core.
 *
 * A compact perfect-information state of one hand (both hands, the talon in drawing order,
 * points, the closing snapshot), its legal actions, applying them and the outcome, exactly as
 * schnapsen_qt/engine/hand.py and scoring.py play them; and an exact alpha-beta solver with a
 * transposition table over that state, in phase two and in phase one with the talon order
 * known (closes included).
 *
 * The engine stays the authority on the rules: this file mirrors it for speed and is held to
 * it by tests/ai/test_core*.py (every conformance record, step-by-step self-play of every
 * preset, the solver against the Python solver and a reference minimax). Cards and actions
 * are the engine's numbers (engine/cards.py, engine/actions.py): card = suit * 5 + rank for
 * the 20 cards (ranks A T K Q J = 0..4, so a lower number is a higher card of its suit), the
 * Nines 20 + suit; actions 0..23 play a card, 24 + suit melds, then EXCHANGE 28, CLOSE 29,
 * CLAIM 30, CLOSE_BEFORE_DRAW 31, PASS 32.
 *
 * The Python side is schnapsen_qt/ai/core.py (conversion from an engine Hand, the backend
 * choice); nothing here is called directly by the game.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ cards and actions */

enum { ACE, TEN, KING, QUEEN, JACK, NINE };
enum { A_MELD = 24, A_EXCHANGE = 28, A_CLOSE = 29, A_CLAIM = 30, A_CLOSE_BEFORE_DRAW = 31,
       A_PASS = 32, MAX_ACTIONS = 16 };

/* Outcome reasons, in the order of core.py's REASONS (engine/scoring.py's names). */
enum { R_NONE, R_CLAIM, R_FALSE_CLAIM, R_CLOSER_FAILED, R_LAST_TRICK, R_COUNT, R_DRAW };

#define GOAL 66      /* RULES.md: points toward which a player goes out */
#define SCHNEIDER 33 /* under this the loser is Schneider */
#define MAX_STOCK 12

static int SUIT_OF[24], RANK_OF[24], POINTS[24];
static uint8_t POINTS_OF_TEN[1024]; /* the points of a set of cards 0-9 (or 10-19) */
static uint32_t SUIT_MASK[4], HIGHER_IN_SUIT[24], KINGS;
static int KING_OF[4], QUEEN_OF[4];

static void init_tables(void)
{
    static const int rank_points[6] = {11, 10, 4, 3, 2, 0};
    for (int c = 0; c < 24; c++) {
        SUIT_OF[c] = c < 20 ? c / 5 : c - 20;
        RANK_OF[c] = c < 20 ? c % 5 : NINE;
        POINTS[c] = rank_points[RANK_OF[c]];
        SUIT_MASK[SUIT_OF[c]] |= 1u << c;
    }
    for (int set = 0; set < 1024; set++)
        for (int c = 0; c < 10; c++)
            if (set >> c & 1)
                POINTS_OF_TEN[set] = (uint8_t)(POINTS_OF_TEN[set] + POINTS[c]);
    for (int c = 0; c < 24; c++)
        HIGHER_IN_SUIT[c] = SUIT_MASK[SUIT_OF[c]] & ((1u << c) - 1);
    for (int s = 0; s < 4; s++) {
        KING_OF[s] = s * 5 + KING;
        QUEEN_OF[s] = s * 5 + QUEEN;
        KINGS |= 1u << KING_OF[s];
    }
}

/* The lowest card of a set (GCC and Clang builtin; MSVC's intrinsic). */
#ifdef _MSC_VER
#include <intrin.h>
static inline int lowest_card(uint32_t set)
{
    unsigned long i;
    _BitScanForward(&i, set);
    return (int)i;
}
#else
static inline int lowest_card(uint32_t set) { return __builtin_ctz(set); }
#endif


/* The card points of a set (cards 0-9 and 10-19 score as ranks 0-4 of two suits each;
 * the Nines, 20-23, score nothing). */
static inline int points_of(uint32_t set)
{
    return POINTS_OF_TEN[set & 1023] + POINTS_OF_TEN[set >> 10 & 1023];
}

/* How many cards a set holds: by bit arithmetic, not the compiler's builtin, which without
 * a processor flag is a library call (2-3 % of a review's time in the phase-two test in
 * negamax). */
static inline int card_count(uint32_t set)
{
    set -= set >> 1 & 0x55555555u;
    set = (set & 0x33333333u) + (set >> 2 & 0x33333333u);
    return (int)(((set + (set >> 4)) & 0x0F0F0F0Fu) * 0x01010101u >> 24);
}

/* Ask the processor for a cache line now that is read a little later. */
#ifdef _MSC_VER
#define PREFETCH(p) _mm_prefetch((const char *)(p), _MM_HINT_T0)
#else
#define PREFETCH(p) __builtin_prefetch(p)
#endif

/* The rule functions the search calls at every position, inlined into it. */
#ifdef _MSC_VER
#define SEARCH_INLINE __forceinline
#else
#define SEARCH_INLINE __attribute__((always_inline)) inline
#endif

/* ------------------------------------------------------------------ rules */

/* One field per option of engine/rules.py that changes play or scoring (core.py builds the
 * tuple in this order: RULE_FIELDS). */
typedef struct {
    uint8_t meld_requires_trick, meld_must_lead_king, exchange_requires_trick,
        last_facedown_blocks, melds_after_talon_gone, closing_at_end, false_claim_mirror,
        going_out_end, pack, last_trick_bonus, count_at_end, close_before_draw,
        exchange_at_close;
} Rules;

#define RULE_COUNT 13

/* The card exchanged for the turn-up: the trump Jack, or the trump Nine with 24 cards. */
static inline int exchange_card(const Rules *r, int trump)
{
    return r->pack == 24 ? 20 + trump : trump * 5 + JACK;
}

/* ------------------------------------------------------------------ state */

typedef struct {
    uint32_t hands[2], won[2];
    int8_t stock[MAX_STOCK]; /* the engine's stock tuple, drawing order (may start padded) */
    int8_t stock_len, stock_pos;
    int8_t turnup, trump, to_move, lead;
    uint8_t tricks[2], trick_points[2], meld_points[2];
    int8_t closed_by;
    uint8_t closed_opp_tricks, closed_opp_points;
    int8_t meld_suit;
    uint8_t any_trick;     /* a trick has been played (the engine's last_trick is not None) */
    uint8_t fresh_draws;   /* the last action completed a trick that drew (close before draw) */
    uint8_t exch_pending;  /* exchange_at_close: the closer's opponent must exchange or pass */
    int8_t draw_winner, draw_first, draw_second; /* the last trick's draws, winner's first */
    /* outcome */
    uint8_t over;
    int8_t winner;         /* -1: a drawn hand */
    int8_t game_points, reason;
} State;

static inline int phase_two(const State *s) { return s->closed_by >= 0 || s->turnup < 0; }
static inline int stock_left(const State *s) { return s->stock_len - s->stock_pos; }

/* Points toward 66: card points, plus marriages once the seat has a trick (RULES.md). */
static inline int counted(const State *s, int seat)
{
    return s->trick_points[seat] + (s->tricks[seat] ? s->meld_points[seat] : 0);
}

/* ------------------------------------------------------------------ scoring (scoring.py) */

static inline int claim_scale(int opp_tricks, int opp_points)
{
    if (opp_tricks == 0)
        return 3;
    return opp_points < SCHNEIDER ? 2 : 1;
}

static inline int closer_failed_scale(int cot) { return cot == 0 ? 3 : 2; }

static inline int closer_success_scale(const Rules *r, const State *s, int opp_tricks,
                                       int opp_points)
{
    if (r->closing_at_end)
        return claim_scale(opp_tricks, opp_points);
    return claim_scale(s->closed_opp_tricks, s->closed_opp_points);
}

/* scoring.claim_result: game points (and reason) of a correct claim by ``claimer``. */
static int claim_result(const Rules *r, const State *s, int claimer, int *reason)
{
    int opp = 1 - claimer;
    if (s->closed_by == claimer) {
        *reason = R_CLAIM;
        return closer_success_scale(r, s, s->tricks[opp], counted(s, opp));
    }
    if (s->closed_by == opp) {
        *reason = R_CLOSER_FAILED;
        return closer_failed_scale(s->closed_opp_tricks);
    }
    *reason = R_CLAIM;
    return claim_scale(s->tricks[opp], counted(s, opp));
}

static inline void set_outcome(State *s, int winner, int points, int reason)
{
    s->over = 1;
    s->winner = (int8_t)winner;
    s->game_points = (int8_t)points;
    s->reason = (int8_t)reason;
}

/* scoring.claim_outcome: rows 1-4 of RULES.md's "How a hand ends". */
static SEARCH_INLINE void claim_outcome(const Rules *r, State *s, int claimer)
{
    int opp = 1 - claimer, reason, points;
    if (counted(s, claimer) >= GOAL) {
        points = claim_result(r, s, claimer, &reason);
        set_outcome(s, claimer, points, reason);
    } else if (s->closed_by == claimer) {
        set_outcome(s, opp, closer_failed_scale(s->closed_opp_tricks), R_CLOSER_FAILED);
    } else if (r->false_claim_mirror) {
        points = claim_result(r, s, claimer, &reason);
        set_outcome(s, opp, points, R_FALSE_CLAIM);
    } else {
        set_outcome(s, opp, s->tricks[opp] == 0 ? 3 : 2, R_FALSE_CLAIM);
    }
}

/* scoring.cards_out_result: all cards played, nobody went out (rows 5-6, and the house and
 * Sechsundsechzig endings: going_out end, end_of_cards count). The last-trick bonus is
 * already in the winner's trick points. */
static SEARCH_INLINE void cards_out_outcome(const Rules *r, State *s, int last_winner)
{
    int p[2] = {counted(s, 0), counted(s, 1)};
    int closer = s->closed_by;
    if (closer >= 0) {
        /* Claiming, the closer must win the last trick with 66; played out (going_out end),
         * 66 at the end is enough. */
        int opp = 1 - closer;
        if (p[closer] >= GOAL && (last_winner == closer || r->going_out_end))
            set_outcome(s, closer, closer_success_scale(r, s, s->tricks[opp], p[opp]), R_CLAIM);
        else
            set_outcome(s, opp, closer_failed_scale(s->closed_opp_tricks), R_CLOSER_FAILED);
        return;
    }
    if (r->count_at_end) {
        if (p[0] == p[1]) {
            set_outcome(s, -1, 0, R_DRAW);
            return;
        }
        int w = p[0] > p[1] ? 0 : 1;
        set_outcome(s, w, claim_scale(s->tricks[1 - w], p[1 - w]), R_COUNT);
        return;
    }
    if (!r->going_out_end && p[last_winner] >= GOAL) {
        int opp = 1 - last_winner;
        set_outcome(s, last_winner, claim_scale(s->tricks[opp], p[opp]), R_CLAIM);
        return;
    }
    set_outcome(s, last_winner, 1, R_LAST_TRICK);
}

/* Signed game points of a finished state for ``seat`` (0: a drawn hand). */
static inline int outcome_value(const State *s, int seat)
{
    if (s->winner < 0)
        return 0;
    return s->winner == seat ? s->game_points : -s->game_points;
}

/* The most game points seat ``w`` can still win from ``s``, whatever is played: every way a
 * hand ends scores the winner by the loser's tricks and counted points (which only grow), by
 * the snapshot taken at a close, or by the winner's own tricks at a close (a failed closer's
 * opponent; with false claims, the claimer's opponent). Negamax cuts a window these bounds
 * settle: a null-window probe "at least 2?" fails at once where the opponent already has 33
 * (RULES.md, "How a hand ends"). */
static inline int max_of(int a, int b) { return a > b ? a : b; }

/* The most points toward 66 seat ``w`` can still count in phase two: its trick and meld
 * points, every card still in play (both hands, a card led) but the opponent's trumps
 * above all of its own, in its hand or led (they win every trick they are played to), the
 * last trick's bonus (only where the talon ran out), the marriages it holds (where they may
 * be melded now). */
static SEARCH_INLINE int reach_in_phase_two(const Rules *r, const State *s, int w)
{
    uint32_t led = s->lead >= 0 ? 1u << s->lead : 0;
    uint32_t mine = (s->hands[w] | led) & SUIT_MASK[s->trump];
    uint32_t theirs = s->hands[1 - w] & SUIT_MASK[s->trump];
    uint32_t kept = mine ? theirs & ((1u << lowest_card(mine)) - 1) : theirs;
    int most = s->trick_points[w] + s->meld_points[w]
        + points_of((s->hands[0] | s->hands[1]) & ~kept);
    if (s->lead >= 0)
        most += POINTS[s->lead];
    if (s->closed_by < 0)
        most += r->last_trick_bonus;
    if (r->melds_after_talon_gone)
        for (uint32_t pairs = s->hands[w] & (s->hands[w] >> 1) & KINGS; pairs;
             pairs &= pairs - 1)
            most += SUIT_OF[lowest_card(pairs)] == s->trump ? 40 : 20;
    return most;
}

static SEARCH_INLINE int max_gain(const Rules *r, const State *s, int w, int false_claims)
{
    int l = 1 - w;
    if (s->closed_by == l) /* only as the failed closer's opponent */
        return closer_failed_scale(s->closed_opp_tricks);
    int now = claim_scale(s->tricks[l], counted(s, l));
    int can_close = s->closed_by < 0 && (s->turnup >= 0 || s->fresh_draws);
    int g;
    if (s->closed_by == w)
        g = r->closing_at_end ? now : claim_scale(s->closed_opp_tricks, s->closed_opp_points);
    else if (can_close)
        g = max_of(now, closer_failed_scale(s->tricks[w]));
    else if (s->turnup < 0 && !r->count_at_end && reach_in_phase_two(r, s, w) < GOAL)
        g = 1; /* the talon ran out and 66 is out of reach: at best the last trick */
    else
        g = now;
    if (false_claims && g < 3) { /* the opponent's false claim */
        int f;
        if (!r->false_claim_mirror)
            f = s->tricks[w] == 0 ? 3 : 2;
        else if (s->closed_by == w)
            f = closer_failed_scale(s->closed_opp_tricks);
        else {
            f = claim_scale(s->tricks[w], counted(s, w));
            if (can_close)
                f = max_of(f, closer_failed_scale(s->tricks[l]));
        }
        g = max_of(g, f);
    }
    return g;
}

/* ------------------------------------------------------------------ legal actions (hand.py) */

/* tricks.strict_follow_cards: phase two, head the trick in the suit led, else follow suit
 * lower, else trump, else anything (RULES.md, "Play"). */
static inline uint32_t strict_follow(uint32_t hand, int lead, int trump)
{
    uint32_t same = hand & SUIT_MASK[SUIT_OF[lead]];
    if (same) {
        uint32_t higher = same & HIGHER_IN_SUIT[lead];
        return higher ? higher : same;
    }
    uint32_t trumps = hand & SUIT_MASK[trump];
    return trumps ? trumps : hand;
}

static inline int can_meld(const Rules *r, const State *s, int seat)
{
    if (s->meld_suit >= 0)
        return 0; /* one meld per lead */
    if (r->meld_requires_trick && !s->tricks[seat])
        return 0;
    return r->melds_after_talon_gone || !phase_two(s);
}

/* Sharp: no close and no exchange while the talon is the turn-up and one face-down card. */
static inline int last_facedown_blocked(const Rules *r, const State *s)
{
    return r->last_facedown_blocks && stock_left(s) == 1;
}

static inline int can_exchange(const Rules *r, const State *s, int seat)
{
    if (phase_two(s) || !(s->hands[seat] >> exchange_card(r, s->trump) & 1))
        return 0;
    if (r->exchange_requires_trick && !s->tricks[seat])
        return 0;
    return !last_facedown_blocked(r, s);
}

/* RULES.md: go out only on lead, right after winning the previous trick or melding. */
static inline int can_claim(const Rules *r, const State *s)
{
    return (s->any_trick || s->meld_suit >= 0) && !r->going_out_end;
}

/* close_before_draw: right after a phase-one trick that drew, before anything else; sharp's
 * last-face-down rule applies to the talon before the draws (the turn-up was among them). */
static inline int can_close_before_draw(const Rules *r, const State *s)
{
    return r->close_before_draw && s->fresh_draws && s->lead < 0 && s->closed_by < 0
        && !s->over && !(r->last_facedown_blocks && s->turnup < 0);
}

static inline int push_cards(uint32_t set, int8_t *out, int n)
{
    while (set) {
        out[n++] = (int8_t)lowest_card(set);
        set &= set - 1;
    }
    return n;
}

/* Hand.legal_actions, in its order: plays, melds, exchange, close, claim, close before draw. */
static SEARCH_INLINE int legal_actions(const Rules *r, const State *s, int8_t *out)
{
    if (s->over)
        return 0;
    int me = s->to_move, n = 0;
    uint32_t hand = s->hands[me];
    if (s->lead >= 0)
        return push_cards(phase_two(s) ? strict_follow(hand, s->lead, s->trump) : hand, out, 0);
    if (s->exch_pending) {
        out[0] = A_EXCHANGE;
        out[1] = A_PASS;
        return 2;
    }
    if (s->meld_suit >= 0) {
        /* After a meld, lead one of the pair (sharp: the King) or go out. */
        out[n++] = (int8_t)KING_OF[s->meld_suit];
        if (!r->meld_must_lead_king)
            out[n++] = (int8_t)QUEEN_OF[s->meld_suit];
    } else {
        n = push_cards(hand, out, 0);
        uint32_t pairs = hand & (hand >> 1) & KINGS; /* a King's Queen is the next card */
        if (pairs && can_meld(r, s, me))
            for (int suit = 0; suit < 4; suit++)
                if (pairs >> KING_OF[suit] & 1)
                    out[n++] = (int8_t)(A_MELD + suit);
    }
    if (s->turnup >= 0 && s->closed_by < 0) {
        if (can_exchange(r, s, me))
            out[n++] = A_EXCHANGE;
        if (!last_facedown_blocked(r, s))
            out[n++] = A_CLOSE;
    }
    if (can_claim(r, s))
        out[n++] = A_CLAIM;
    if (can_close_before_draw(r, s))
        out[n++] = A_CLOSE_BEFORE_DRAW;
    return n;
}

/* ------------------------------------------------------------------ applying (hand.py) */

static SEARCH_INLINE void close_talon(const Rules *r, State *s, int me)
{
    int opp = 1 - me;
    s->closed_by = (int8_t)me;
    s->closed_opp_tricks = s->tricks[opp];
    s->closed_opp_points = (uint8_t)counted(s, opp);
    /* exchange_at_close: the opponent holding the exchange card decides first. */
    if (r->exchange_at_close && (s->hands[opp] >> exchange_card(r, s->trump) & 1)) {
        s->to_move = (int8_t)opp;
        s->exch_pending = 1;
    }
}

/* Hand._undo_draws: the last trick's draws go back on the talon, in their order. */
static void undo_draws(State *s)
{
    int winner = s->draw_winner, loser = 1 - winner;
    s->hands[winner] &= ~(1u << s->draw_first);
    s->hands[loser] &= ~(1u << s->draw_second);
    if (s->turnup < 0) { /* the loser had drawn the turn-up */
        s->turnup = s->draw_second;
        s->stock_pos = (int8_t)(s->stock_len - 1);
        s->stock[s->stock_pos] = s->draw_first;
    } else {
        s->stock_pos = (int8_t)(s->stock_pos - 2);
        s->stock[s->stock_pos] = s->draw_first;
        s->stock[s->stock_pos + 1] = s->draw_second;
    }
    s->draw_first = s->draw_second = -1;
}

/* Hand._play_follow: the second card of a trick; the winner draws first, then the loser
 * (the turn-up last). */
static SEARCH_INLINE void play_follow(const Rules *r, State *s, int me, int card)
{
    int leader = 1 - me, lead = s->lead, winner;
    s->hands[me] &= ~(1u << card);
    if (SUIT_OF[lead] == SUIT_OF[card])
        winner = card < lead ? me : leader;
    else
        winner = SUIT_OF[card] == s->trump ? me : leader;
    s->won[winner] |= 1u << lead | 1u << card;
    s->tricks[winner]++;
    s->trick_points[winner] = (uint8_t)(s->trick_points[winner] + POINTS[lead] + POINTS[card]);
    s->any_trick = 1;
    s->lead = -1;
    s->to_move = (int8_t)winner;
    if (s->closed_by < 0 && s->turnup >= 0) {
        int loser = 1 - winner, pos = s->stock_pos, first = s->stock[pos], second;
        s->hands[winner] |= 1u << first;
        if (pos + 1 < s->stock_len) {
            second = s->stock[pos + 1];
            s->stock_pos = (int8_t)(pos + 2);
        } else {
            second = s->turnup;
            s->turnup = -1;
            s->stock_pos = (int8_t)(pos + 1);
        }
        s->hands[loser] |= 1u << second;
        s->draw_winner = (int8_t)winner;
        s->draw_first = (int8_t)first;
        s->draw_second = (int8_t)second;
        s->fresh_draws = 1;
    } else {
        s->draw_first = s->draw_second = -1;
        if (!s->hands[0] && !s->hands[1]) {
            /* last_trick_bonus: only when the talon was exhausted, not closed. */
            if (s->closed_by < 0)
                s->trick_points[winner] = (uint8_t)(s->trick_points[winner] + r->last_trick_bonus);
            cards_out_outcome(r, s, winner);
        }
    }
}

/* After a lead in phase two, the follower's card where the rules leave it one (its last
 * card, or the only one that heads the trick): played at once, so that the search does not
 * spend a position on a choice that is none (a third of the positions of a whole deal's
 * search were such follows). */
static SEARCH_INLINE void play_forced_follow(const Rules *r, State *s)
{
    uint32_t f = strict_follow(s->hands[s->to_move], s->lead, s->trump);
    if (f && !(f & (f - 1)))
        play_follow(r, s, s->to_move, lowest_card(f));
}

/* Hand.push_unchecked: apply an action known to be legal. */
static SEARCH_INLINE void apply_action(const Rules *r, State *s, int action)
{
    int me = s->to_move;
    s->fresh_draws = 0;
    if (action < A_MELD) {
        if (s->lead < 0) {
            s->hands[me] &= ~(1u << action);
            s->lead = (int8_t)action;
            s->meld_suit = -1;
            s->to_move = (int8_t)(1 - me);
        } else {
            play_follow(r, s, me, action);
        }
    } else if (action < A_EXCHANGE) {
        int suit = action - A_MELD;
        s->meld_suit = (int8_t)suit;
        s->meld_points[me] = (uint8_t)(s->meld_points[me] + (suit == s->trump ? 40 : 20));
    } else if (action == A_EXCHANGE) {
        int x = exchange_card(r, s->trump);
        s->hands[me] = (s->hands[me] & ~(1u << x)) | 1u << s->turnup;
        s->turnup = (int8_t)x;
        if (s->closed_by >= 0) /* the exchange at a close: now the closer leads */
            s->to_move = s->closed_by;
        s->exch_pending = 0;
    } else if (action == A_CLOSE) {
        close_talon(r, s, me);
    } else if (action == A_CLAIM) {
        claim_outcome(r, s, me);
    } else if (action == A_CLOSE_BEFORE_DRAW) {
        undo_draws(s);
        close_talon(r, s, me);
    } else { /* PASS: the closer's opponent keeps its card; the closer leads */
        s->to_move = s->closed_by;
        s->exch_pending = 0;
    }
}

/* ------------------------------------------------------------------ transposition table */

/* The key: every field a position's value depends on, for one rule set. Trick counts matter
 * only as "none yet" (the 3-point scales, RULES.md); the talon as the cards left in order. */
typedef struct {
    uint64_t k1, k2, k3;
} Key;

static inline Key make_key(const State *s)
{
    Key k;
    k.k1 = (uint64_t)s->hands[0] | (uint64_t)s->hands[1] << 24 | (uint64_t)s->to_move << 48
        | (uint64_t)(s->lead + 1) << 49 | (uint64_t)(s->meld_suit + 1) << 54
        | (uint64_t)(s->closed_by + 1) << 57 | (uint64_t)s->exch_pending << 59
        | (uint64_t)s->fresh_draws << 60 | (uint64_t)s->trump << 61;
    k.k2 = (uint64_t)s->trick_points[0] | (uint64_t)s->trick_points[1] << 8
        | (uint64_t)s->meld_points[0] << 16 | (uint64_t)s->meld_points[1] << 23
        | (uint64_t)(s->tricks[0] > 0) << 30 | (uint64_t)(s->tricks[1] > 0) << 31
        | (uint64_t)(s->closed_opp_tricks > 0) << 32 | (uint64_t)s->closed_opp_points << 33
        | (uint64_t)(s->turnup + 1) << 41 | (uint64_t)s->any_trick << 46;
    if (s->fresh_draws)
        k.k2 |= (uint64_t)(s->draw_first + 1) << 47 | (uint64_t)(s->draw_second + 1) << 52
            | (uint64_t)s->draw_winner << 57;
    uint64_t talon = 0;
    if (!phase_two(s))
        for (int i = s->stock_pos; i < s->stock_len; i++)
            talon = talon << 5 | (uint64_t)(s->stock[i] + 1);
    k.k3 = talon;
    return k;
}

enum { EXACT = 1, LOWER = 2, UPPER = 3 };

typedef struct {
    uint64_t k1, k2, k3;
    int8_t value;
    uint8_t flag; /* 0: empty */
    int8_t best;  /* the best (or cutting) action, tried first next time */
    uint8_t done; /* tricks played: an entry from earlier in the hand saves more */
} Entry;

/* Two entries to a 64-byte cache line (the table is aligned to it). */
typedef char entry_is_32_bytes[sizeof(Entry) == 32 ? 1 : -1];

static inline int same_key(const Entry *e, const Key *k)
{
    return e->flag && e->k1 == k->k1 && e->k2 == k->k2 && e->k3 == k->k3;
}

/* A key's bucket: two entries, the first kept for the position earliest in the hand (the
 * biggest subtree), the second for the latest one stored. */
static inline size_t key_slot(const Key *k, size_t mask)
{
    uint64_t h = k->k1 * 0x9E3779B97F4A7C15ull ^ k->k2 * 0xC2B2AE3D27D4EB4Full
        ^ k->k3 * 0x165667B19E3779F9ull;
    h ^= h >> 29;
    return (size_t)(h & mask & ~(size_t)1);
}

/* ------------------------------------------------------------------ the solver */

typedef struct {
    const Rules *rules;
    Entry *table;
    size_t mask;
    int false_claims;           /* search false claims (exact) or not (the Python solver) */
    unsigned long long nodes, node_limit;
    PyObject *stop;             /* a callable polled now and then, or NULL */
    PyThreadState *released;    /* the thread's state while the search lets others run */
    int aborted;                /* 1: node limit, 2: stopped, 3: Python error in stop() */
} Search;

#define POLL_MASK 0x3FFF

static int negamax(Search *c, const State *s, int alpha, int beta);

/* Value for ``seat`` of the state after one action (finished, or searched). */
static inline int child_value(Search *c, const State *child, int seat, int alpha, int beta)
{
    if (child->over)
        return outcome_value(child, seat);
    if (child->to_move == seat)
        return negamax(c, child, alpha, beta);
    return -negamax(c, child, -beta, -alpha);
}

/* Move ordering (negamax puts the table's move first). A leader: melds, the exchange,
 * closes (often decisive: tried last they doubled a whole deal's positions), then cards by
 * points, high first. A follower: in phase two the cards as listed (highest of each suit first), in
 * phase one the cheapest winning card first. */
static SEARCH_INLINE void order_actions(const State *s, int8_t *acts, int n)
{
    int score[MAX_ACTIONS];
    if (s->lead >= 0 && phase_two(s)) /* a follow: as listed */
        return;
    if (s->lead >= 0) {
        /* A follow in phase one: the table's card, then the cheapest card that wins the
         * trick, then the cheapest that loses it (a quarter of the positions of a
         * Sechsundsechzig deal's search, against the cards as listed). */
        int lead = s->lead;
        for (int i = 0; i < n; i++) {
            int a = acts[i];
            int wins = SUIT_OF[a] == SUIT_OF[lead] ? a < lead : SUIT_OF[a] == s->trump;
            score[i] = (wins ? 100 : 50) - POINTS[a]
                - (SUIT_OF[a] == s->trump ? 5 : 0);
        }
        goto sort;
    }
    for (int i = 0; i < n; i++) {
        int a = acts[i], v;
        if (a == A_CLOSE || a == A_CLOSE_BEFORE_DRAW)
            v = 50; /* a close is often decisive: try it early */
        else if (a >= A_MELD && a < A_EXCHANGE)
            v = 60 + (a - A_MELD == s->trump ? 40 : 20);
        else if (a == A_EXCHANGE || a == A_PASS)
            v = 55;
        else if (a < A_MELD)
            v = POINTS[a] + (SUIT_OF[a] == s->trump ? 5 : 0);
        else
            v = -100;
        score[i] = v;
    }
sort:
    for (int i = 1; i < n; i++) { /* insertion sort, stable */
        int8_t a = acts[i];
        int v = score[i], j = i - 1;
        while (j >= 0 && score[j] < v) {
            acts[j + 1] = acts[j];
            score[j + 1] = score[j];
            j--;
        }
        acts[j + 1] = a;
        score[j + 1] = v;
    }
}

/*
 * The actions worth searching at ``s``; drops those another action provably dominates:
 * - a claim with 66 is taken at once (negamax does it before coming here): playing on only
 *   adds to the opponent's tricks and points, which every scale reads against the claimer;
 * - leading the King (or, where allowed, the Queen) of a marriage that may be melded now,
 *   without melding it: the meld adds points, and more points never hurt a seat;
 * - a false claim, unless the search is exact: the Python solver (ai/solver.py) never
 *   claims falsely, yet under pagat a claimer whose opponent closed when it had no trick
 *   loses 2 by a false claim where the close would win 3 (RULES.md, "How a hand ends").
 */
static SEARCH_INLINE int searched_actions(Search *c, const State *s, int8_t *acts)
{
    const Rules *r = c->rules;
    if (s->lead >= 0) /* a follow: cards only, none dominated */
        return legal_actions(r, s, acts);
    int n = legal_actions(r, s, acts), m = 0, me = s->to_move;
    if (s->exch_pending)
        return n;
    /* The Kings (and Queens) of the marriages legal_actions offered to meld. */
    uint32_t hand = s->hands[me], pairs = hand & (hand >> 1) & KINGS, meldable = 0;
    if (pairs && s->meld_suit < 0 && can_meld(r, s, me))
        meldable = r->meld_must_lead_king ? pairs : pairs | pairs << 1;
    int drop_claim = !c->false_claims && can_claim(r, s) && counted(s, me) < GOAL;
    if (!meldable) {
        if (!drop_claim)
            return n;
        /* The claim is listed last, or before the close before drawing. */
        if (acts[n - 1] == A_CLAIM)
            return n - 1;
        acts[n - 2] = acts[n - 1];
        return n - 1;
    }
    for (int i = 0; i < n; i++) {
        int a = acts[i];
        if (a < A_MELD && (meldable >> a & 1))
            continue;
        if (a == A_CLAIM && drop_claim)
            continue;
        acts[m++] = (int8_t)a;
    }
    return m;
}

/* The last trick of phase two, ``s`` on lead with one card each: its value for the leader
 * (a claim with 66 first, as negamax takes it; without false claims, nothing else is left
 * to choose). */
static SEARCH_INLINE int last_trick_value(const Rules *r, const State *s)
{
    int me = s->to_move, reason;
    if (can_claim(r, s) && counted(s, me) >= GOAL)
        return claim_result(r, s, me, &reason);
    State t = *s;
    int card = lowest_card(t.hands[me]);
    t.hands[me] = 0;
    t.lead = (int8_t)card;
    t.to_move = (int8_t)(1 - me);
    t.fresh_draws = 0;
    play_follow(r, &t, 1 - me, lowest_card(t.hands[1 - me]));
    return outcome_value(&t, me);
}

/* A phase-two position on lead with two cards each, searched without false claims, whose
 * every action is a card (``acts``, ``n``): its value for the seat to move within the
 * window (fail-soft, as negamax), by playing out the two tricks (at most four ways)
 * without the table or a position of their own. A fifth of a whole deal's positions were
 * these, each asking the table for a bucket. */
static int two_tricks_value(const Rules *r, const State *s, const int8_t *acts, int n,
                            int alpha, int beta)
{
    int me = s->to_move, best = -4;
    for (int i = 0; i < n && best < beta; i++) {
        State led = *s;
        led.hands[me] &= ~(1u << acts[i]);
        led.lead = acts[i];
        led.meld_suit = -1;
        led.to_move = (int8_t)(1 - me);
        led.fresh_draws = 0;
        int worst = 4, floor = best > alpha ? best : alpha;
        for (uint32_t f = strict_follow(led.hands[1 - me], led.lead, led.trump);
             f && worst > floor; f &= f - 1) {
            State t = led;
            play_follow(r, &t, 1 - me, lowest_card(f));
            int v = t.over ? outcome_value(&t, me)
                : t.to_move == me ? last_trick_value(r, &t) : -last_trick_value(r, &t);
            if (v < worst)
                worst = v;
        }
        if (worst > best)
            best = worst;
    }
    return best;
}

static int negamax(Search *c, const State *s, int alpha, int beta)
{
    const Rules *r = c->rules;
    int me = s->to_move;
    /* Going out with 66 is always best (see searched_actions). */
    if (s->lead < 0 && !s->exch_pending && can_claim(r, s) && counted(s, me) >= GOAL) {
        int reason;
        return claim_result(r, s, me, &reason);
    }
    /* Closed, the closer wins only by going out with 66: where the points still in play
     * cannot get it there, it has failed, whatever either seat plays (a claim by the
     * opponent, or any claim of its own, scores the same). */
    if (s->closed_by >= 0 && !s->exch_pending
            && reach_in_phase_two(r, s, s->closed_by) < GOAL) {
        int v = closer_failed_scale(s->closed_opp_tricks);
        return s->closed_by == me ? -v : v;
    }
    /* The game points either seat can still win bound the value: cut or narrow the window.
     * A bound is 1 to 3 game points, so it can matter only to a window reaching past it. */
    if (beta >= 2) {
        int hi = max_gain(r, s, me, c->false_claims);
        if (hi <= alpha)
            return hi;
        if (hi < beta)
            beta = hi;
    }
    if (alpha <= -2) {
        int lo = -max_gain(r, s, 1 - me, c->false_claims);
        if (lo >= beta)
            return lo;
        if (lo > alpha)
            alpha = lo;
    }
    if ((++c->nodes & POLL_MASK) == 0) {
        if (c->node_limit && c->nodes > c->node_limit) {
            c->aborted = 1;
            return 0;
        }
        if (c->stop) {
            if (c->released) /* stop() is Python: it needs the interpreter lock */
                PyEval_RestoreThread(c->released);
            PyObject *res = PyObject_CallNoArgs(c->stop);
            int truth = res ? PyObject_IsTrue(res) : -1;
            Py_XDECREF(res);
            if (c->released)
                c->released = PyEval_SaveThread();
            if (truth != 0) {
                c->aborted = truth < 0 ? 3 : 2;
                return 0;
            }
        }
    }
    int8_t acts[MAX_ACTIONS];
    int n = searched_actions(c, s, acts);
    int lead_two = s->lead < 0 && phase_two(s); /* a lead in phase two: see below */
    if (lead_two && !c->false_claims && card_count(s->hands[me]) <= 2
            && card_count(s->hands[me]) == card_count(s->hands[1 - me])) {
        int cards_only = 1;
        for (int i = 0; i < n; i++)
            cards_only &= acts[i] < A_MELD;
        if (cards_only)
            return card_count(s->hands[me]) == 1 ? last_trick_value(r, s)
                : two_tricks_value(r, s, acts, n, alpha, beta);
    }
    if (n == 1) { /* a forced move: no table entry needed */
        State child = *s;
        apply_action(r, &child, acts[0]);
        if (lead_two && acts[0] < A_MELD)
            play_forced_follow(r, &child);
        return child_value(c, &child, me, alpha, beta);
    }
    /* The table's bucket is read below: ask for it now (much of a search's time is the wait
     * for it), and order the actions meanwhile; the table's move goes first after. */
    /* The table holds positions on lead only: one mid-trick is a card away from them, and
     * leaving it out spares the table's memory (a tenth fewer instructions, as many
     * positions searched). */
    int stored = s->lead < 0;
    Key key;
    Entry *bucket = NULL;
    if (stored) {
        key = make_key(s);
        bucket = &c->table[key_slot(&key, c->mask)];
        PREFETCH(bucket);
    }
    order_actions(s, acts, n);
    Entry *e = !stored ? NULL : same_key(bucket, &key) ? bucket
        : same_key(bucket + 1, &key) ? bucket + 1 : NULL;
    int best_action = -1;
    if (e) {
        int v = e->value;
        best_action = e->best;
        if (e->flag == EXACT)
            return v;
        if (e->flag == LOWER) {
            if (v >= beta)
                return v;
            if (v > alpha)
                alpha = v;
        } else {
            if (v <= alpha)
                return v;
            if (v < beta)
                beta = v;
        }
    }
    int a0 = alpha, best = -4, chosen = -1;
    for (int i = 1; i < n; i++)
        if (acts[i] == best_action) {
            memmove(acts + 1, acts, (size_t)i);
            acts[0] = (int8_t)best_action;
            break;
        }
    for (int i = 0; i < n; i++) {
        State child = *s;
        if (s->lead >= 0) { /* a follow (apply_action's first branch, without its tests) */
            child.fresh_draws = 0;
            play_follow(r, &child, me, acts[i]);
        } else {
            apply_action(r, &child, acts[i]);
            if (lead_two && acts[i] < A_MELD)
                play_forced_follow(r, &child);
        }
        int v = child_value(c, &child, me, alpha, beta);
        if (c->aborted)
            return 0;
        if (v > best) {
            best = v;
            chosen = acts[i];
        }
        if (best > alpha)
            alpha = best;
        if (alpha >= beta)
            break;
    }
    if (!stored)
        return best;
    /* Store: the first entry for the position earliest in the hand, else the second. */
    int done = s->tricks[0] + s->tricks[1];
    e = !bucket->flag || same_key(bucket, &key) || done <= bucket->done ? bucket : bucket + 1;
    e->done = (uint8_t)done;
    e->k1 = key.k1;
    e->k2 = key.k2;
    e->k3 = key.k3;
    e->value = (int8_t)best;
    e->best = (int8_t)chosen;
    e->flag = best <= a0 ? UPPER : best >= beta ? LOWER : EXACT;
    return best;
}

/* The exact value by null-window searches (MTD(f)) from the guess g: with values in -3..3 a
 * few probes, each cutting far more than one search with the full window, settle it. */
static int solve_exact_from(Search *c, const State *s, int g)
{
    int lower = -4, upper = 4;
    while (lower < upper) {
        int beta = g == lower ? g + 1 : g;
        g = negamax(c, s, beta - 1, beta);
        if (c->aborted)
            return 0;
        if (g < beta)
            upper = g;
        else
            lower = g;
    }
    return g;
}

static int solve_exact(Search *c, const State *s) { return solve_exact_from(c, s, 0); }

/* The exact value for ``seat`` of the state after an action, the probes starting from
 * ``guess`` (for ``seat``): the actions of one position often have near values, and a good
 * first guess saves a probe (6-8 % of a whole deal's positions). */
static int exact_child_value(Search *c, const State *child, int seat, int guess)
{
    if (child->over)
        return outcome_value(child, seat);
    int v = solve_exact_from(c, child, child->to_move == seat ? guess : -guess);
    return child->to_move == seat ? v : -v;
}

/* ------------------------------------------------------------------ random self-play */

/* xorshift64*: the benchmark's own generator (its hands are not the engine's seeded ones). */
static inline uint64_t next_random(uint64_t *x)
{
    *x ^= *x >> 12;
    *x ^= *x << 25;
    *x ^= *x >> 27;
    return *x * 0x2545F4914F6CDD1Dull;
}

/* Hand.deal: 3 to the forehand, 3 to the dealer, the turn-up, 2 and 2 (3 and 3 with 24). */
static void deal_state(const Rules *r, State *s, const int8_t *deck, int dealer)
{
    int n = r->pack, fore = 1 - dealer;
    int a = 3, b = 3, t = 1, c = n == 24 ? 3 : 2, d = c;
    memset(s, 0, sizeof *s);
    for (int i = 0; i < a; i++)
        s->hands[fore] |= 1u << deck[i];
    for (int i = a; i < a + b; i++)
        s->hands[dealer] |= 1u << deck[i];
    s->turnup = deck[a + b];
    for (int i = a + b + t; i < a + b + t + c; i++)
        s->hands[fore] |= 1u << deck[i];
    for (int i = a + b + t + c; i < a + b + t + c + d; i++)
        s->hands[dealer] |= 1u << deck[i];
    int first = a + b + t + c + d;
    s->stock_len = (int8_t)(n - first);
    for (int i = 0; i < s->stock_len; i++)
        s->stock[i] = deck[first + i];
    s->stock_pos = 0;
    s->trump = (int8_t)SUIT_OF[s->turnup];
    s->to_move = (int8_t)fore;
    s->lead = s->closed_by = s->meld_suit = -1;
    s->draw_winner = s->draw_first = s->draw_second = -1;
    s->winner = -1;
}

/* ------------------------------------------------------------------ Python: State */

typedef struct {
    PyObject_HEAD
    Rules rules;
    State s;
} StateObject;

static PyTypeObject StateType;
static PyObject *SearchLimit; /* _core.SearchLimit: the node limit was reached */
static PyObject *SearchStopped; /* _core.SearchStopped: stop() said so */

static int parse_rules(PyObject *obj, Rules *r)
{
    uint8_t v[RULE_COUNT];
    PyObject *seq = PySequence_Fast(obj, "rules must be a sequence of ints");
    if (!seq)
        return -1;
    if (PySequence_Fast_GET_SIZE(seq) != RULE_COUNT) {
        Py_DECREF(seq);
        PyErr_Format(PyExc_ValueError, "rules must hold %d ints", RULE_COUNT);
        return -1;
    }
    for (int i = 0; i < RULE_COUNT; i++) {
        long x = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (x == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
        v[i] = (uint8_t)x;
    }
    Py_DECREF(seq);
    memcpy(r, v, sizeof v);
    if (r->pack != 20 && r->pack != 24) {
        PyErr_SetString(PyExc_ValueError, "pack must be 20 or 24");
        return -1;
    }
    return 0;
}

static PyObject *rules_tuple(const Rules *r)
{
    const uint8_t *v = (const uint8_t *)r;
    PyObject *t = PyTuple_New(RULE_COUNT);
    if (!t)
        return NULL;
    for (int i = 0; i < RULE_COUNT; i++)
        PyTuple_SET_ITEM(t, i, PyLong_FromLong(v[i]));
    return t;
}

/* The fields of State.__new__ and State.fields(), in core.py's STATE_FIELDS order. */
#define FIELD_COUNT 26

static int read_field(PyObject *seq, int i, long lo, long hi, long *out)
{
    long x = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
    if (x == -1 && PyErr_Occurred())
        return -1;
    if (x < lo || x > hi) {
        PyErr_Format(PyExc_ValueError, "state field %d out of range: %ld", i, x);
        return -1;
    }
    *out = x;
    return 0;
}

static const long FIELD_LO[FIELD_COUNT] = {0, 0, 0, 0, 0, 0, -1, 0, 0, -1, 0, 0, 0, 0, 0, 0,
                                          -1, 0, 0, -1, 0, 0, 0, -1, -1, -1};
static const long FIELD_HI[FIELD_COUNT] = {0xFFFFFF, 0xFFFFFF, 0xFFFFFF, 0xFFFFFF, 0, MAX_STOCK,
                                          23, 3, 1, 23, 12, 12, 255, 255, 255, 255, 1, 12, 255,
                                          3, 1, 1, 1, 1, 23, 23};

/* A state from its fields (``v`` in STATE_FIELDS order, the stock apart), range-checked. */
static int fill_state(State *s, const long *v, PyObject *stock_obj)
{
    for (int i = 0; i < FIELD_COUNT; i++)
        if (i != 4 && (v[i] < FIELD_LO[i] || v[i] > FIELD_HI[i])) {
            PyErr_Format(PyExc_ValueError, "state field %d out of range: %ld", i, v[i]);
            return -1;
        }
    PyObject *stock = PySequence_Fast(stock_obj, "stock must be a sequence");
    if (!stock)
        return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(stock);
    if (len > MAX_STOCK || v[5] > len) {
        Py_DECREF(stock);
        PyErr_SetString(PyExc_ValueError, "bad stock");
        return -1;
    }
    memset(s, 0, sizeof *s);
    for (Py_ssize_t i = 0; i < len; i++) {
        long x = PyLong_AsLong(PySequence_Fast_GET_ITEM(stock, i));
        if ((x == -1 && PyErr_Occurred()) || x < -1 || x > 23) {
            Py_DECREF(stock);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "bad stock card");
            return -1;
        }
        s->stock[i] = (int8_t)x;
    }
    Py_DECREF(stock);
    s->hands[0] = (uint32_t)v[0];
    s->hands[1] = (uint32_t)v[1];
    s->won[0] = (uint32_t)v[2];
    s->won[1] = (uint32_t)v[3];
    s->stock_len = (int8_t)len;
    s->stock_pos = (int8_t)v[5];
    s->turnup = (int8_t)v[6];
    s->trump = (int8_t)v[7];
    s->to_move = (int8_t)v[8];
    s->lead = (int8_t)v[9];
    s->tricks[0] = (uint8_t)v[10];
    s->tricks[1] = (uint8_t)v[11];
    s->trick_points[0] = (uint8_t)v[12];
    s->trick_points[1] = (uint8_t)v[13];
    s->meld_points[0] = (uint8_t)v[14];
    s->meld_points[1] = (uint8_t)v[15];
    s->closed_by = (int8_t)v[16];
    s->closed_opp_tricks = (uint8_t)v[17];
    s->closed_opp_points = (uint8_t)v[18];
    s->meld_suit = (int8_t)v[19];
    s->any_trick = (uint8_t)v[20];
    s->fresh_draws = (uint8_t)v[21];
    s->exch_pending = (uint8_t)v[22];
    s->draw_winner = (int8_t)v[23];
    s->draw_first = (int8_t)v[24];
    s->draw_second = (int8_t)v[25];
    s->winner = -1;
    if (s->fresh_draws && (s->draw_winner < 0 || s->draw_first < 0 || s->draw_second < 0)) {
        PyErr_SetString(PyExc_ValueError, "fresh draws need the drawn cards");
        return -1;
    }
    return 0;
}

static PyObject *State_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    PyObject *rules_obj, *fields_obj;
    static char *kwlist[] = {"rules", "fields", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO", kwlist, &rules_obj, &fields_obj))
        return NULL;
    StateObject *self = (StateObject *)type->tp_alloc(type, 0);
    if (!self)
        return NULL;
    if (parse_rules(rules_obj, &self->rules) < 0)
        goto fail;
    PyObject *seq = PySequence_Fast(fields_obj, "fields must be a sequence");
    if (!seq)
        goto fail;
    if (PySequence_Fast_GET_SIZE(seq) != FIELD_COUNT) {
        Py_DECREF(seq);
        PyErr_Format(PyExc_ValueError, "a state has %d fields", FIELD_COUNT);
        goto fail;
    }
    long v[FIELD_COUNT];
    for (int i = 0; i < FIELD_COUNT; i++) {
        if (i == 4)
            continue; /* the stock: a sequence */
        if (read_field(seq, i, LONG_MIN, LONG_MAX, &v[i]) < 0) {
            Py_DECREF(seq);
            goto fail;
        }
    }
    int bad = fill_state(&self->s, v, PySequence_Fast_GET_ITEM(seq, 4));
    Py_DECREF(seq);
    if (bad)
        goto fail;
    return (PyObject *)self;
fail:
    Py_DECREF(self);
    return NULL;
}

static PyObject *State_fields(StateObject *self, PyObject *Py_UNUSED(ignored))
{
    const State *s = &self->s;
    PyObject *stock = PyTuple_New(s->stock_len);
    if (!stock)
        return NULL;
    for (int i = 0; i < s->stock_len; i++)
        PyTuple_SET_ITEM(stock, i, PyLong_FromLong(s->stock[i]));
    return Py_BuildValue(
        "(kkkkNiiiiiiiiiiiiiiiiiiiii)", (unsigned long)s->hands[0], (unsigned long)s->hands[1],
        (unsigned long)s->won[0], (unsigned long)s->won[1], stock, (int)s->stock_pos,
        (int)s->turnup, (int)s->trump, (int)s->to_move, (int)s->lead, (int)s->tricks[0],
        (int)s->tricks[1], (int)s->trick_points[0], (int)s->trick_points[1],
        (int)s->meld_points[0], (int)s->meld_points[1], (int)s->closed_by,
        (int)s->closed_opp_tricks, (int)s->closed_opp_points, (int)s->meld_suit,
        (int)s->any_trick, (int)s->fresh_draws, (int)s->exch_pending, (int)s->draw_winner,
        (int)s->draw_first, (int)s->draw_second);
}

static PyObject *State_rules(StateObject *self, PyObject *Py_UNUSED(ignored))
{
    return rules_tuple(&self->rules);
}

static PyObject *State_legal(StateObject *self, PyObject *Py_UNUSED(ignored))
{
    int8_t acts[MAX_ACTIONS];
    int n = legal_actions(&self->rules, &self->s, acts);
    PyObject *list = PyList_New(n);
    if (!list)
        return NULL;
    for (int i = 0; i < n; i++)
        PyList_SET_ITEM(list, i, PyLong_FromLong(acts[i]));
    return list;
}

static PyObject *State_apply(StateObject *self, PyObject *arg)
{
    long action = PyLong_AsLong(arg);
    if (action == -1 && PyErr_Occurred())
        return NULL;
    int8_t acts[MAX_ACTIONS];
    int n = legal_actions(&self->rules, &self->s, acts);
    for (int i = 0; i < n; i++)
        if (acts[i] == action) {
            apply_action(&self->rules, &self->s, (int)action);
            Py_RETURN_NONE;
        }
    PyErr_Format(PyExc_ValueError, "action %ld is not legal now", action);
    return NULL;
}

static PyObject *State_copy(StateObject *self, PyObject *Py_UNUSED(ignored))
{
    StateObject *c = (StateObject *)StateType.tp_alloc(&StateType, 0);
    if (!c)
        return NULL;
    c->rules = self->rules;
    c->s = self->s;
    return (PyObject *)c;
}

static PyObject *State_outcome(StateObject *self, PyObject *Py_UNUSED(ignored))
{
    const State *s = &self->s;
    if (!s->over)
        Py_RETURN_NONE;
    PyObject *winner = s->winner < 0 ? Py_NewRef(Py_None) : PyLong_FromLong(s->winner);
    return Py_BuildValue("(Niiii)", winner, (int)s->game_points, (int)s->reason, counted(s, 0),
                         counted(s, 1));
}

static PyObject *State_get_to_move(StateObject *self, void *Py_UNUSED(closure))
{
    return PyLong_FromLong(self->s.to_move);
}

static PyObject *State_get_over(StateObject *self, void *Py_UNUSED(closure))
{
    return PyBool_FromLong(self->s.over);
}

static PyMethodDef State_methods[] = {
    {"fields", (PyCFunction)State_fields, METH_NOARGS, "The state's fields (core.STATE_FIELDS)."},
    {"rules", (PyCFunction)State_rules, METH_NOARGS, "The rules tuple (core.RULE_FIELDS)."},
    {"legal", (PyCFunction)State_legal, METH_NOARGS, "The legal actions, in the engine's order."},
    {"apply", (PyCFunction)State_apply, METH_O, "Apply a legal action (ValueError otherwise)."},
    {"copy", (PyCFunction)State_copy, METH_NOARGS, "An independent copy."},
    {"outcome", (PyCFunction)State_outcome, METH_NOARGS,
     "None, or (winner or None, game points, reason code, points 0, points 1)."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef State_getset[] = {
    {"to_move", (getter)State_get_to_move, NULL, "The seat to act.", NULL},
    {"over", (getter)State_get_over, NULL, "Is the hand over?", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject StateType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "schnapsen_qt.ai._core.State",
    .tp_basicsize = sizeof(StateObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A hand with every card known: State(rules, fields).",
    .tp_new = State_new,
    .tp_methods = State_methods,
    .tp_getset = State_getset,
};

/* ------------------------------------------------------------------ Python: Table */

typedef struct {
    PyObject_HEAD
    Entry *entries; /* aligned to 64 bytes: a bucket of two entries is one cache line */
    void *block;    /* the allocation */
    size_t mask;
    int false_claims;
    int has_rules;
    Rules rules;
    unsigned long long nodes;
    int users;    /* searches under way with this table (one may wait in another's stop()) */
    int released; /* one of them lets other threads run: nobody else may use the table */
} TableObject;

static PyObject *Table_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    int false_claims = 1, bits = 18;
    static char *kwlist[] = {"false_claims", "bits", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|pi", kwlist, &false_claims, &bits))
        return NULL;
    if (bits < 8 || bits > 28) {
        PyErr_SetString(PyExc_ValueError, "bits must be 8..28");
        return NULL;
    }
    TableObject *self = (TableObject *)type->tp_alloc(type, 0);
    if (!self)
        return NULL;
    self->block = PyMem_Calloc(((size_t)1 << bits) + 2, sizeof(Entry));
    self->entries = (Entry *)(((uintptr_t)self->block + 63) & ~(uintptr_t)63);
    if (!self->block) {
        Py_DECREF(self);
        return PyErr_NoMemory();
    }
    self->mask = ((size_t)1 << bits) - 1;
    self->false_claims = false_claims;
    return (PyObject *)self;
}

static void Table_dealloc(TableObject *self)
{
    PyMem_Free(self->block);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static void table_clear(TableObject *t)
{
    memset(t->entries, 0, (t->mask + 1) * sizeof(Entry));
}

static PyObject *Table_clear(TableObject *self, PyObject *Py_UNUSED(ignored))
{
    table_clear(self);
    Py_RETURN_NONE;
}

static PyObject *Table_get_nodes(TableObject *self, void *Py_UNUSED(closure))
{
    return PyLong_FromUnsignedLongLong(self->nodes);
}

static PyObject *Table_get_false_claims(TableObject *self, void *Py_UNUSED(closure))
{
    return PyBool_FromLong(self->false_claims);
}

static PyMethodDef Table_methods[] = {
    {"clear", (PyCFunction)Table_clear, METH_NOARGS, "Forget every stored position."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Table_getset[] = {
    {"nodes", (getter)Table_get_nodes, NULL, "Positions searched with this table.", NULL},
    {"false_claims", (getter)Table_get_false_claims, NULL,
     "Does the search weigh false claims (exact) or not (as ai/solver.py)?", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject TableType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "schnapsen_qt.ai._core.Table",
    .tp_basicsize = sizeof(TableObject),
    .tp_dealloc = (destructor)Table_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A transposition table: Table(false_claims=True, bits=18). One rule set at a "
              "time (it clears itself for another).",
    .tp_new = Table_new,
    .tp_methods = Table_methods,
    .tp_getset = Table_getset,
};

/* ------------------------------------------------------------------ Python: solving */

/* What one search reads: its own copies of the root and the rules (another thread may
 * change the State object while the search lets it run). */
typedef struct {
    Search c;
    State root;
    Rules rules;
    TableObject *table;
    int release;
} Job;

static int start_search(Job *j, const Rules *rules, const State *root, TableObject *t,
                        unsigned long long limit, PyObject *stop, int release)
{
    if (root->over) {
        PyErr_SetString(PyExc_ValueError, "the hand is over");
        return -1;
    }
    int other_rules = !t->has_rules || memcmp(&t->rules, rules, sizeof(Rules)) != 0;
    if (t->released || (t->users && (release || other_rules))) {
        PyErr_SetString(PyExc_RuntimeError, "the table is in use by another search");
        return -1;
    }
    /* The table's values hold for one rule set: another one starts afresh. */
    if (other_rules) {
        table_clear(t);
        t->rules = *rules;
        t->has_rules = 1;
    }
    j->root = *root;
    j->rules = *rules;
    j->table = t;
    j->release = release;
    Search *c = &j->c;
    c->rules = &j->rules;
    c->table = t->entries;
    c->mask = t->mask;
    c->false_claims = t->false_claims;
    c->nodes = 0;
    c->node_limit = limit;
    c->stop = stop == Py_None ? NULL : stop;
    c->released = NULL;
    c->aborted = 0;
    t->users++;
    t->released = release;
    return 0;
}

/* Let other Python threads run during the search (``release``), or not: short searches
 * keep the lock rather than wait for it back. */
static inline void let_threads_run(Job *j)
{
    if (j->release)
        j->c.released = PyEval_SaveThread();
}

static inline void take_lock_back(Job *j)
{
    if (j->release)
        PyEval_RestoreThread(j->c.released);
    j->c.released = NULL;
}

/* With the lock held again: the table is free, and the search's error if any. */
static PyObject *finish_search(Job *j)
{
    Search *c = &j->c;
    j->table->users--;
    j->table->released = 0;
    j->table->nodes += c->nodes;
    if (c->aborted == 3)
        return NULL; /* the exception raised by stop() */
    if (c->aborted) {
        PyErr_SetString(c->aborted == 1 ? SearchLimit : SearchStopped,
                        c->aborted == 1 ? "node limit reached" : "stopped");
        return NULL;
    }
    return Py_None; /* borrowed marker: no error */
}

/* The exact value of ``root`` for the seat to move (NULL: an error is set). */
static PyObject *run_solve(const Rules *rules, const State *root, TableObject *t,
                           unsigned long long limit, PyObject *stop, int release)
{
    Job j;
    if (start_search(&j, rules, root, t, limit, stop, release) < 0)
        return NULL;
    let_threads_run(&j);
    int v = solve_exact(&j.c, &j.root);
    take_lock_back(&j);
    if (!finish_search(&j))
        return NULL;
    return PyLong_FromLong(v);
}

/* {action: exact value for the seat to move} of every legal action of ``root`` in
 * ``wanted`` (a bit per action number). */
static PyObject *run_action_values(const Rules *rules, const State *root, TableObject *t,
                                   unsigned long long limit, PyObject *stop, int release,
                                   unsigned long long wanted)
{
    Job j;
    if (start_search(&j, rules, root, t, limit, stop, release) < 0)
        return NULL;
    int8_t acts[MAX_ACTIONS];
    int values[MAX_ACTIONS];
    int n = legal_actions(&j.rules, &j.root, acts), me = j.root.to_move, done = 0, m = 0;
    for (int i = 0; i < n; i++)
        if (wanted >> acts[i] & 1)
            acts[m++] = acts[i];
    n = m;
    let_threads_run(&j);
    for (; done < n; done++) {
        State child = j.root;
        apply_action(&j.rules, &child, acts[done]);
        values[done] = exact_child_value(&j.c, &child, me, done ? values[done - 1] : 0);
        if (j.c.aborted)
            break;
    }
    take_lock_back(&j);
    if (!finish_search(&j))
        return NULL;
    PyObject *out = PyDict_New();
    if (!out)
        return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *key = PyLong_FromLong(acts[i]), *val = PyLong_FromLong(values[i]);
        int bad = !key || !val || PyDict_SetItem(out, key, val) < 0;
        Py_XDECREF(key);
        Py_XDECREF(val);
        if (bad) {
            Py_DECREF(out);
            return NULL;
        }
    }
    return out;
}

static PyObject *core_solve(PyObject *Py_UNUSED(module), PyObject *args, PyObject *kwds)
{
    StateObject *st;
    TableObject *t;
    unsigned long long limit = 0;
    PyObject *stop = Py_None;
    int release = 0;
    static char *kwlist[] = {"state", "table", "node_limit", "stop", "release", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O!O!|KOp", kwlist, &StateType, &st,
                                     &TableType, &t, &limit, &stop, &release))
        return NULL;
    return run_solve(&st->rules, &st->s, t, limit, stop, release);
}

static PyObject *core_action_values(PyObject *Py_UNUSED(module), PyObject *args, PyObject *kwds)
{
    StateObject *st;
    TableObject *t;
    unsigned long long limit = 0;
    PyObject *stop = Py_None;
    int release = 0;
    static char *kwlist[] = {"state", "table", "node_limit", "stop", "release", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O!O!|KOp", kwlist, &StateType, &st,
                                     &TableType, &t, &limit, &stop, &release))
        return NULL;
    return run_action_values(&st->rules, &st->s, t, limit, stop, release, ~0ull);
}

/* ---- The fast way in from an engine Hand (core.py's solve and action_values): the rules
 * tuple (parsed once while the same tuple comes back) and the hand's parts as core.py's
 * hand_parts gives them, without a State object or keyword parsing: a phase-two solve is
 * a few microseconds, and the call was a third of it. */

#define PART_COUNT 19

static PyObject *cached_rules_obj; /* the last rules tuple parsed, and its Rules */
static Rules cached_rules;

static int rules_of(PyObject *obj, Rules *r)
{
    if (obj == cached_rules_obj) {
        *r = cached_rules;
        return 0;
    }
    if (parse_rules(obj, r) < 0)
        return -1;
    if (PyTuple_CheckExact(obj)) { /* immutable: its identity names its values */
        Py_XSETREF(cached_rules_obj, Py_NewRef(obj));
        cached_rules = *r;
    }
    return 0;
}

static int read_long(PyObject *obj, long *out)
{
    *out = PyLong_AsLong(obj);
    return *out == -1 && PyErr_Occurred() ? -1 : 0;
}

/* ``count`` ints of a list or tuple (the engine's per-seat lists, the draws). */
static int read_ints(PyObject *obj, long *out, Py_ssize_t count)
{
    if (PyList_CheckExact(obj) && PyList_GET_SIZE(obj) == count) {
        for (Py_ssize_t i = 0; i < count; i++)
            if (read_long(PyList_GET_ITEM(obj, i), out + i) < 0)
                return -1;
        return 0;
    }
    PyObject *seq = PySequence_Fast(obj, "a part must be a sequence");
    if (!seq)
        return -1;
    int bad = PySequence_Fast_GET_SIZE(seq) != count;
    for (Py_ssize_t i = 0; !bad && i < count; i++)
        bad = read_long(PySequence_Fast_GET_ITEM(seq, i), out + i) < 0;
    Py_DECREF(seq);
    if (bad && !PyErr_Occurred())
        PyErr_Format(PyExc_ValueError, "a part must hold %zd ints", count);
    return bad ? -1 : 0;
}

/* The parts, in core.py's HAND_PARTS order: (hands, won, stock, stock_pos, turnup, trump,
 * to_move, lead, tricks, trick_points, meld_points, closed_by, closed_opp_tricks,
 * closed_opp_points, meld_suit, any_trick, fresh_draws, exchange_pending, draws), the five
 * per-seat ones as pairs, the draws as (winner, first, second). */
static int state_from_parts(PyObject *parts, State *s)
{
    if (!PyTuple_CheckExact(parts) || PyTuple_GET_SIZE(parts) != PART_COUNT) {
        PyErr_Format(PyExc_ValueError, "the parts of a hand are a tuple of %d", PART_COUNT);
        return -1;
    }
    /* where each part goes in STATE_FIELDS order (pairs take two fields) */
    static const int field_of[PART_COUNT] = {0, 2, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 17, 18,
                                             19, 20, 21, 22, 23};
    static const int width[PART_COUNT] = {2, 2, 0, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1,
                                          1, 3};
    long v[FIELD_COUNT];
    for (int i = 0; i < PART_COUNT; i++) {
        PyObject *item = PyTuple_GET_ITEM(parts, i);
        if (!width[i])
            continue; /* the stock */
        if ((width[i] == 1 ? read_long(item, v + field_of[i])
                           : read_ints(item, v + field_of[i], width[i])) < 0)
            return -1;
    }
    return fill_state(s, v, PyTuple_GET_ITEM(parts, 2));
}

/* The arguments of solve_hand and action_values_hand: (rules, parts, table[, node_limit[,
 * stop[, release]]]). */
static int hand_call_args(PyObject *const *args, Py_ssize_t nargs, Rules *r, State *s,
                          TableObject **t, unsigned long long *limit, PyObject **stop,
                          int *release)
{
    if (nargs < 3 || nargs > 6) {
        PyErr_SetString(PyExc_TypeError, "(rules, parts, table[, node_limit[, stop[, release]]])");
        return -1;
    }
    if (!PyObject_TypeCheck(args[2], &TableType)) {
        PyErr_SetString(PyExc_TypeError, "table must be a Table");
        return -1;
    }
    *t = (TableObject *)args[2];
    *limit = 0;
    if (nargs > 3) {
        *limit = PyLong_AsUnsignedLongLong(args[3]);
        if (*limit == (unsigned long long)-1 && PyErr_Occurred())
            return -1;
    }
    *stop = nargs > 4 ? args[4] : Py_None;
    *release = 0;
    if (nargs > 5 && (*release = PyObject_IsTrue(args[5])) < 0)
        return -1;
    if (rules_of(args[0], r) < 0 || state_from_parts(args[1], s) < 0)
        return -1;
    return 0;
}

static PyObject *core_state_of_parts(PyObject *Py_UNUSED(module), PyObject *const *args,
                                     Py_ssize_t nargs)
{
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "(rules, parts)");
        return NULL;
    }
    StateObject *st = (StateObject *)StateType.tp_alloc(&StateType, 0);
    if (!st)
        return NULL;
    if (rules_of(args[0], &st->rules) < 0 || state_from_parts(args[1], &st->s) < 0) {
        Py_DECREF(st);
        return NULL;
    }
    return (PyObject *)st;
}

static PyObject *core_solve_hand(PyObject *Py_UNUSED(module), PyObject *const *args,
                                 Py_ssize_t nargs)
{
    Rules r;
    State s;
    TableObject *t;
    unsigned long long limit;
    PyObject *stop;
    int release;
    if (hand_call_args(args, nargs, &r, &s, &t, &limit, &stop, &release) < 0)
        return NULL;
    return run_solve(&r, &s, t, limit, stop, release);
}

static PyObject *core_action_values_hand(PyObject *Py_UNUSED(module), PyObject *const *args,
                                         Py_ssize_t nargs)
{
    Rules r;
    State s;
    TableObject *t;
    unsigned long long limit;
    PyObject *stop;
    int release;
    unsigned long long wanted = ~0ull;
    if (nargs == 7) { /* the actions wanted, a bit per action number */
        wanted = PyLong_AsUnsignedLongLong(args[6]);
        if (wanted == (unsigned long long)-1 && PyErr_Occurred())
            return NULL;
        nargs = 6;
    }
    if (hand_call_args(args, nargs, &r, &s, &t, &limit, &stop, &release) < 0)
        return NULL;
    return run_action_values(&r, &s, t, limit, stop, release, wanted);
}

/* Random self-play of whole hands, for benchmarks/core_speed.py: every hand dealt from a
 * shuffled pack and played by random legal actions under ``policy`` 0 ("play" of
 * engine/selfplay.py: cards, melds and exchanges, never a close or a claim) or 1 (any legal
 * action). Returns (hands, actions, {reason code: hands}). */
static PyObject *core_selfplay(PyObject *Py_UNUSED(module), PyObject *args, PyObject *kwds)
{
    PyObject *rules_obj;
    long hands;
    unsigned long long seed;
    int policy = 0;
    static char *kwlist[] = {"rules", "hands", "seed", "policy", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OlK|i", kwlist, &rules_obj, &hands, &seed,
                                     &policy))
        return NULL;
    Rules r;
    if (parse_rules(rules_obj, &r) < 0)
        return NULL;
    uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
    long long actions = 0;
    long reasons[8] = {0};
    for (long h = 0; h < hands; h++) {
        int8_t deck[24];
        for (int i = 0; i < r.pack; i++)
            deck[i] = (int8_t)i;
        for (int i = r.pack - 1; i > 0; i--) {
            int j = (int)(next_random(&x) % (uint64_t)(i + 1));
            int8_t tmp = deck[i];
            deck[i] = deck[j];
            deck[j] = tmp;
        }
        State s;
        deal_state(&r, &s, deck, (int)(h & 1));
        while (!s.over) {
            int8_t acts[MAX_ACTIONS];
            int n = legal_actions(&r, &s, acts);
            if (policy == 0) {
                int m = 0;
                for (int i = 0; i < n; i++)
                    if (acts[i] != A_CLOSE && acts[i] != A_CLAIM && acts[i] != A_CLOSE_BEFORE_DRAW)
                        acts[m++] = acts[i];
                n = m;
            }
            apply_action(&r, &s, acts[next_random(&x) % (uint64_t)n]);
            actions++;
        }
        reasons[s.reason]++;
    }
    PyObject *counts = PyDict_New();
    if (!counts)
        return NULL;
    for (int i = 0; i < 8; i++) {
        if (!reasons[i])
            continue;
        PyObject *k = PyLong_FromLong(i), *v = PyLong_FromLong(reasons[i]);
        int bad = !k || !v || PyDict_SetItem(counts, k, v) < 0;
        Py_XDECREF(k);
        Py_XDECREF(v);
        if (bad) {
            Py_DECREF(counts);
            return NULL;
        }
    }
    return Py_BuildValue("(lLN)", hands, actions, counts);
}

/* The rule playouts of Expert and Master: their own file, compiled as part of this one. */
#include "_core_playout.c"
/* Nested playouts (the trial level master-nested): their own file too. */
#include "_core_nested.c"

static PyMethodDef core_methods[] = {
    {"solve", (PyCFunction)(void (*)(void))core_solve, METH_VARARGS | METH_KEYWORDS,
     "solve(state, table, node_limit=0, stop=None, release=False): the exact value of the "
     "state in game points for the seat to move; release lets other threads run meanwhile."},
    {"action_values", (PyCFunction)(void (*)(void))core_action_values,
     METH_VARARGS | METH_KEYWORDS,
     "action_values(state, table, node_limit=0, stop=None, release=False): {action: exact "
     "value for the seat to move} for every legal action."},
    {"state_of_parts", (PyCFunction)(void (*)(void))core_state_of_parts, METH_FASTCALL,
     "state_of_parts(rules, parts): the State the fast calls search (tests compare it)."},
    {"solve_hand", (PyCFunction)(void (*)(void))core_solve_hand, METH_FASTCALL,
     "solve_hand(rules, parts, table, node_limit=0, stop=None, release=False): solve() of "
     "a hand given by its parts (core.hand_parts), positional arguments only."},
    {"action_values_hand", (PyCFunction)(void (*)(void))core_action_values_hand, METH_FASTCALL,
     "action_values_hand(rules, parts, table, node_limit=0, stop=None, release=False, "
     "wanted=all): action_values() of a hand given by its parts (core.hand_parts), of the "
     "actions whose bit is set in wanted."},
    {"selfplay", (PyCFunction)(void (*)(void))core_selfplay, METH_VARARGS | METH_KEYWORDS,
     "selfplay(rules, hands, seed, policy=0): random self-play, (hands, actions, reasons)."},
    PLAYOUT_METHODS
    NESTED_METHODS
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef core_module = {
    PyModuleDef_HEAD_INIT, "_core",
    "The compiled search core of Schnapsen Qt (see schnapsen_qt/ai/core.py).", -1, core_methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__core(void)
{
    init_tables();
    if (PyType_Ready(&StateType) < 0 || PyType_Ready(&TableType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&core_module);
    if (!m)
        return NULL;
    SearchLimit = PyErr_NewException("schnapsen_qt.ai._core.SearchLimit", NULL, NULL);
    SearchStopped = PyErr_NewException("schnapsen_qt.ai._core.SearchStopped", NULL, NULL);
    if (PyModule_AddObjectRef(m, "State", (PyObject *)&StateType) < 0
        || PyModule_AddObjectRef(m, "Table", (PyObject *)&TableType) < 0
        || PyModule_AddObjectRef(m, "SearchLimit", SearchLimit) < 0
        || PyModule_AddObjectRef(m, "SearchStopped", SearchStopped) < 0
        || PyModule_AddIntConstant(m, "RULE_COUNT", RULE_COUNT) < 0
        || PyModule_AddIntConstant(m, "FIELD_COUNT", FIELD_COUNT) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
