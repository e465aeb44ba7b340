/*
 * The rule playouts of the search levels in the compiled core: the rules of thumb
 * (schnapsen_qt/ai/basic.py, rule_action) and the playout loop (schnapsen_qt/ai/playout.py,
 * playout) on the core's State.
 *
 * Not compiled on its own: _core.c includes it near its end, so that it uses the core's
 * state, rules and solver as they are and keeps its own section of the extension. basic.py
 * and playout.py stay the authority: every function below says which Python function it
 * mirrors, in the same order of tests and the same tie orders, and
 * tests/ai/test_core_playout.py holds them to it (the same action on thousands of random
 * positions of every preset, the same playout value with and without noise and late closes,
 * Expert's and Master's decisions the same with and without this path).
 */

/* ------------------------------------------------------------------ rules of thumb */

static inline int popcount32(uint32_t x)
{
#ifdef _MSC_VER
    return (int)__popcnt(x);
#else
    return __builtin_popcount(x);
#endif
}

/* The highest card number of a non-empty set (the lowest card of a suit). */
static inline int highest_card(uint32_t set)
{
    int c = 23;
    while (!(set >> c & 1))
        c--;
    return c;
}

static inline uint32_t pack_mask_of(const Rules *r) { return (1u << r->pack) - 1; }

/* basic.outstanding: cards not in ``mine``, not played, not on the table, not the turn-up. */
static uint32_t rp_outstanding(const Rules *r, const State *s, uint32_t mine)
{
    uint32_t seen = mine | s->won[0] | s->won[1];
    if (s->lead >= 0)
        seen |= 1u << s->lead;
    if (s->turnup >= 0)
        seen |= 1u << s->turnup;
    return pack_mask_of(r) & ~seen;
}

static inline int rp_is_master(int card, uint32_t others)
{
    return !(others & HIGHER_IN_SUIT[card]);
}

/* The cards of a suit from the highest to the lowest, the Nine last (cards.SUIT_CARDS). */
static inline int suit_card(int suit, int i) { return i < 5 ? suit * 5 + i : 20 + suit; }

/* basic.sure_points: (points, tricks) by leading the top trumps, then top side cards once
 * the opponent can hold no trump. */
static void rp_sure_points(const Rules *r, const State *s, uint32_t mine, int *points_out,
                           int *tricks_out)
{
    int trump = s->trump;
    uint32_t others = rp_outstanding(r, s, mine);
    if (s->turnup >= 0 && !phase_two(s))
        others &= ~(1u << s->turnup);
    int points = 0, tricks = 0;
    for (int i = 0; i < 6; i++) {
        int c = suit_card(trump, i);
        if (mine >> c & 1) {
            points += POINTS[c] + 2;
            tricks++;
        } else if (others >> c & 1) {
            break;
        }
    }
    uint32_t opp_trumps = others & SUIT_MASK[trump];
    if (!opp_trumps || popcount32(opp_trumps) <= tricks) {
        for (int suit = 0; suit < 4; suit++) {
            if (suit == trump)
                continue;
            for (int i = 0; i < 6; i++) {
                int c = suit_card(suit, i);
                if (mine >> c & 1) {
                    points += POINTS[c] + 2;
                    tricks++;
                } else if (others >> c & 1) {
                    break;
                }
            }
        }
    }
    *points_out = points;
    *tricks_out = tricks;
}

/* basic.discard_cost: how much it hurts to give up ``card``. */
static int rp_discard_cost(int card, uint32_t mine, int trump, uint32_t others)
{
    int suit = SUIT_OF[card], rank = RANK_OF[card];
    int cost = POINTS[card];
    if (suit == trump)
        cost += 12 + (5 - rank);
    if (rank == KING || rank == QUEEN) {
        int partner = rank == KING ? QUEEN_OF[suit] : KING_OF[suit];
        if (mine >> partner & 1)
            cost += 25;
        else if (others >> partner & 1)
            cost += 4;
    }
    return cost;
}

/* basic._cheapest: the least costly card of ``cards``, the lowest number on a tie. */
static int rp_cheapest(uint32_t cards, uint32_t mine, int trump, uint32_t others)
{
    int best = -1, best_cost = INT_MAX;
    for (uint32_t rest = cards; rest; rest &= rest - 1) {
        int c = lowest_card(rest);
        int cost = rp_discard_cost(c, mine, trump, others);
        if (cost < best_cost) {
            best = c;
            best_cost = cost;
        }
    }
    return best;
}

/* basic._lead_phase_one */
static int rp_lead_phase_one(const Rules *r, const State *s, uint32_t mine)
{
    int trump = s->trump;
    uint32_t others = rp_outstanding(r, s, mine);
    int best = -1, best_cost = INT_MAX;
    for (uint32_t rest = mine; rest; rest &= rest - 1) {
        int c = lowest_card(rest);
        int cost = rp_discard_cost(c, mine, trump, others);
        if (SUIT_OF[c] != trump && (RANK_OF[c] == ACE || RANK_OF[c] == TEN))
            cost += 8;
        if (cost < best_cost) {
            best = c;
            best_cost = cost;
        }
    }
    return best;
}

/* basic._follow_phase_one */
static int rp_follow_phase_one(const Rules *r, const State *s, uint32_t mine)
{
    int trump = s->trump, lead = s->lead, suit = SUIT_OF[lead];
    uint32_t others = rp_outstanding(r, s, mine);
    uint32_t same_higher = mine & HIGHER_IN_SUIT[lead];
    if (suit != trump) {
        if (same_higher) {
            int top = lowest_card(same_higher);
            if (RANK_OF[top] == ACE || RANK_OF[top] == TEN || POINTS[lead] >= 10)
                return top;
        }
        if (POINTS[lead] >= 10) {
            uint32_t trumps = mine & SUIT_MASK[trump];
            uint32_t pair = 1u << KING_OF[trump] | 1u << QUEEN_OF[trump];
            if ((mine & pair) == pair)
                trumps &= ~pair; /* not breaking the royal marriage */
            if (trumps) /* the lowest trump: the highest number */
                return highest_card(trumps);
        }
    }
    return rp_cheapest(mine, mine, trump, others);
}

/* basic._lead_phase_two */
static int rp_lead_phase_two(const Rules *r, const State *s, uint32_t mine, uint32_t legal)
{
    int trump = s->trump;
    uint32_t others = rp_outstanding(r, s, mine);
    if (s->turnup >= 0)
        others &= ~(1u << s->turnup);
    uint32_t opp_trumps = others & SUIT_MASK[trump];
    uint32_t my_trumps = legal & SUIT_MASK[trump];
    if (opp_trumps)
        for (uint32_t rest = my_trumps; rest; rest &= rest - 1)
            if (rp_is_master(lowest_card(rest), others))
                return lowest_card(rest);
    if (!opp_trumps)
        for (uint32_t rest = legal; rest; rest &= rest - 1) {
            int c = lowest_card(rest);
            if (SUIT_OF[c] != trump && rp_is_master(c, others))
                return c;
        }
    for (uint32_t rest = my_trumps; rest; rest &= rest - 1)
        if (rp_is_master(lowest_card(rest), others))
            return lowest_card(rest);
    return rp_cheapest(legal, mine, trump, others);
}

/* tricks.follow_wins */
static inline int rp_follow_wins(int lead, int follow, int trump)
{
    if (SUIT_OF[lead] == SUIT_OF[follow])
        return follow < lead;
    return SUIT_OF[follow] == trump;
}

/* basic._follow_phase_two */
static int rp_follow_phase_two(const State *s, uint32_t legal)
{
    int trump = s->trump, lead = s->lead;
    int last_winner = -1;
    for (uint32_t rest = legal; rest; rest &= rest - 1) {
        int c = lowest_card(rest);
        if (rp_follow_wins(lead, c, trump)) {
            if (SUIT_OF[c] != trump)
                return c; /* the first side-suit winner */
            last_winner = c;
        }
    }
    if (last_winner >= 0)
        return last_winner; /* only trumps win: the last (cheapest) of them */
    /* min by (points, is trump): the first such card */
    int best = -1, best_key = INT_MAX;
    for (uint32_t rest = legal; rest; rest &= rest - 1) {
        int c = lowest_card(rest);
        int key = POINTS[c] * 2 + (SUIT_OF[c] == trump);
        if (key < best_key) {
            best = c;
            best_key = key;
        }
    }
    return best;
}

/* basic.only_last_trick_counts */
static inline int rp_only_last_trick_counts(const Rules *r, const State *s)
{
    return r->going_out_end && !r->count_at_end && s->closed_by < 0;
}

/* basic.last_trick_keeper */
static int rp_last_trick_keeper(const Rules *r, const State *s, uint32_t mine)
{
    uint32_t trumps = mine & SUIT_MASK[(int)s->trump];
    if (!trumps || popcount32(mine) < 2)
        return -1;
    int top = lowest_card(trumps);
    if (rp_only_last_trick_counts(r, s))
        return top;
    int bonus = s->closed_by < 0 ? r->last_trick_bonus : 0;
    if (r->going_out_end && popcount32(mine) <= 3 && bonus
        && rp_is_master(top, rp_outstanding(r, s, mine)))
        return top;
    return -1;
}

/* basic._play_phase_two */
static int rp_play_phase_two(const Rules *r, const State *s, uint32_t mine, uint32_t cards)
{
    int keep = rp_last_trick_keeper(r, s, mine);
    uint32_t rest = keep >= 0 ? cards & ~(1u << keep) : cards;
    if (!rest)
        return keep;
    if (rp_only_last_trick_counts(r, s)) {
        /* max by (not a trump, rank): the first such card */
        int best = -1, best_key = -1;
        for (uint32_t left = rest; left; left &= left - 1) {
            int c = lowest_card(left);
            int key = (SUIT_OF[c] != s->trump) * 8 + RANK_OF[c];
            if (key > best_key) {
                best = c;
                best_key = key;
            }
        }
        return best;
    }
    if (s->lead < 0)
        return rp_lead_phase_two(r, s, mine, rest);
    return rp_follow_phase_two(s, rest);
}

/* basic.should_close: a sure 66 (by counting) with the talon closed. */
static int rp_should_close(const Rules *r, const State *s, int seat, uint32_t mine)
{
    int points, tricks;
    rp_sure_points(r, s, mine, &points, &tricks);
    int so_far = s->trick_points[seat] + s->meld_points[seat];
    if (!s->tricks[seat] && !tricks)
        return 0;
    int melds = 0;
    if (r->melds_after_talon_gone)
        for (int suit = 0; suit < 4; suit++) {
            uint32_t pair = 1u << KING_OF[suit] | 1u << QUEEN_OF[suit];
            if ((mine & pair) == pair)
                melds += suit == s->trump ? 40 : 20;
        }
    return so_far + points + melds >= GOAL;
}

/* The meld the rules choose among ``legal``: in trumps, else the lowest suit (basic's
 * max by (trump, -action)); -1 if none. */
static int rp_best_meld(const State *s, const int8_t *legal, int n)
{
    int best = -1;
    for (int i = 0; i < n; i++) {
        int a = legal[i];
        if (a < A_MELD || a >= A_EXCHANGE)
            continue;
        if (best < 0 || (a - A_MELD == s->trump && best - A_MELD != s->trump)
            || ((a - A_MELD == s->trump) == (best - A_MELD == s->trump) && a < best))
            best = a;
    }
    return best;
}

/* basic.exchange_pays_at_close */
static int rp_exchange_pays_at_close(const Rules *r, const State *s, uint32_t mine)
{
    int turnup = s->turnup;
    if (RANK_OF[turnup] == ACE || RANK_OF[turnup] == TEN)
        return 1;
    return !(rp_outstanding(r, s, mine) & HIGHER_IN_SUIT[turnup]);
}

static inline int has_action(const int8_t *legal, int n, int action)
{
    for (int i = 0; i < n; i++)
        if (legal[i] == action)
            return 1;
    return 0;
}

/* basic.rule_action: the Intermediate player's choice, the search's playout policy. */
static int rule_action_of(const Rules *r, const State *s, int seat, uint32_t mine,
                          const int8_t *legal, int n)
{
    if (n == 1)
        return legal[0];
    if (has_action(legal, n, A_CLAIM) && counted(s, seat) >= GOAL)
        return A_CLAIM;
    int meld = rp_best_meld(s, legal, n);
    if (meld >= 0 && s->tricks[seat]) { /* basic.winning_meld */
        int points = meld - A_MELD == s->trump ? 40 : 20;
        if (counted(s, seat) + points >= GOAL)
            return meld;
    }
    if (has_action(legal, n, A_CLOSE_BEFORE_DRAW)) {
        /* basic._my_draw: this seat's card of the last trick's draws */
        int drawn = -1;
        if (s->draw_winner >= 0)
            drawn = seat == s->draw_winner ? s->draw_first : s->draw_second;
        if (rp_should_close(r, s, seat, drawn >= 0 ? mine & ~(1u << drawn) : mine))
            return A_CLOSE_BEFORE_DRAW;
    }
    if (has_action(legal, n, A_EXCHANGE)) {
        if (has_action(legal, n, A_PASS) && !rp_exchange_pays_at_close(r, s, mine))
            return A_PASS;
        return A_EXCHANGE;
    }
    if (meld >= 0)
        return meld;
    if (has_action(legal, n, A_CLOSE) && rp_should_close(r, s, seat, mine))
        return A_CLOSE;
    uint32_t cards = 0;
    for (int i = 0; i < n; i++)
        if (legal[i] < A_MELD)
            cards |= 1u << legal[i];
    if (s->meld_suit >= 0) {
        /* lead from the marriage just shown: the Queen if allowed, else the King */
        int queen = QUEEN_OF[(int)s->meld_suit];
        return cards >> queen & 1 ? queen : lowest_card(cards);
    }
    if (phase_two(s))
        return rp_play_phase_two(r, s, mine, cards);
    if (s->lead < 0)
        return rp_lead_phase_one(r, s, mine);
    return rp_follow_phase_one(r, s, mine);
}

/* ------------------------------------------------------------------ the playout */

/* The exact value for ``me`` of a state in play (solver.solve_for with the compiled core:
 * the table passed is solver.core_table's). Sets ``*failed`` with a Python error set. */
static int playout_solve(const Rules *r, const State *s, int me, TableObject *t,
                         PyObject *stop, int *failed)
{
    Job j;
    if (start_search(&j, r, s, t, 0, stop, 0) < 0) {
        *failed = 1;
        return 0;
    }
    int v = solve_exact(&j.c, &j.root);
    if (!finish_search(&j)) {
        *failed = 1;
        return 0;
    }
    return s->to_move == me ? v : -v;
}

/* ---- The noisy playout's random draws, exactly as Python's random.Random draws them: either
 * by calling a Random object's methods, or (given a seed) by the core's own copy of CPython's
 * Mersenne Twister (Modules/_randommodule.c: seeded from an int by init_by_array over its
 * 32-bit words, random() from two draws, randrange(n) by getrandbits with rejection), which
 * spares the Random object: making one costs more than a whole compiled playout. */

enum { MT_N = 624, MT_M = 397 };

typedef struct {
    uint32_t mt[MT_N];
    int index;
} Twister;

static void mt_init_genrand(Twister *t, uint32_t s)
{
    t->mt[0] = s;
    for (int i = 1; i < MT_N; i++)
        t->mt[i] = 1812433253u * (t->mt[i - 1] ^ (t->mt[i - 1] >> 30)) + (uint32_t)i;
    t->index = MT_N;
}

/* random.Random(seed) for 0 <= seed < 2**64: the key is the seed's 32-bit words, lowest
 * first (one word for 0). */
static void mt_seed(Twister *t, unsigned long long seed)
{
    uint32_t key[2] = {(uint32_t)seed, (uint32_t)(seed >> 32)};
    int key_length = key[1] ? 2 : 1;
    mt_init_genrand(t, 19650218u);
    int i = 1, j = 0;
    for (int k = MT_N > key_length ? MT_N : key_length; k; k--) {
        t->mt[i] = (t->mt[i] ^ ((t->mt[i - 1] ^ (t->mt[i - 1] >> 30)) * 1664525u)) + key[j]
                   + (uint32_t)j;
        i++;
        j++;
        if (i >= MT_N) {
            t->mt[0] = t->mt[MT_N - 1];
            i = 1;
        }
        if (j >= key_length)
            j = 0;
    }
    for (int k = MT_N - 1; k; k--) {
        t->mt[i] = (t->mt[i] ^ ((t->mt[i - 1] ^ (t->mt[i - 1] >> 30)) * 1566083941u))
                   - (uint32_t)i;
        i++;
        if (i >= MT_N) {
            t->mt[0] = t->mt[MT_N - 1];
            i = 1;
        }
    }
    t->mt[0] = 0x80000000u;
    t->index = MT_N;
}

static uint32_t mt_next(Twister *t)
{
    static const uint32_t mag01[2] = {0x0u, 0x9908b0dfu};
    uint32_t y;
    if (t->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (t->mt[kk] & 0x80000000u) | (t->mt[kk + 1] & 0x7fffffffu);
            t->mt[kk] = t->mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 1u];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (t->mt[kk] & 0x80000000u) | (t->mt[kk + 1] & 0x7fffffffu);
            t->mt[kk] = t->mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 1u];
        }
        y = (t->mt[MT_N - 1] & 0x80000000u) | (t->mt[0] & 0x7fffffffu);
        t->mt[MT_N - 1] = t->mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 1u];
        t->index = 0;
    }
    y = t->mt[t->index++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

/* The draws of one noisy playout: a Python Random's methods, or the core's twister. */
typedef struct {
    PyObject *random_method, *randrange_method; /* NULL: the twister */
    Twister twister;
} Draws;

/* random.random(); -1.0 with an error set. */
static double draw_random(Draws *d)
{
    if (!d->random_method) {
        uint32_t a = mt_next(&d->twister) >> 5, b = mt_next(&d->twister) >> 6;
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }
    PyObject *x = PyObject_CallNoArgs(d->random_method);
    if (!x)
        return -1.0;
    double v = PyFloat_AsDouble(x);
    Py_DECREF(x);
    return v;
}

/* random.randrange(n) for 0 < n < 2**31; -1 with an error set. */
static long draw_below(Draws *d, long n)
{
    if (!d->random_method) {
        int k = 0; /* n.bit_length() */
        while (k < 32 && (1ul << k) <= (unsigned long)n)
            k++;
        unsigned long r;
        do
            r = mt_next(&d->twister) >> (32 - k);
        while (r >= (unsigned long)n);
        return (long)r;
    }
    PyObject *arg = PyLong_FromLong(n);
    if (!arg)
        return -1;
    PyObject *x = PyObject_CallOneArg(d->randrange_method, arg);
    Py_DECREF(arg);
    if (!x)
        return -1;
    long v = PyLong_AsLong(x);
    Py_DECREF(x);
    return v;
}

/* playout.playout with the rule policy for both seats (no learned policy, no exact last
 * trick): the rules of thumb until phase two, then the exact value. ``close_talon``: ``me``
 * also closes on a later lead with at most that many talon cards where closing wins;
 * ``noise`` with ``draws``: each card the rules would play replaced with that probability
 * by a random legal card, drawn as Python draws it. Sets ``*failed``. */
static int run_playout(const Rules *r, State *s, int me, TableObject *t, PyObject *stop,
                       int close_talon, double noise, Draws *draws, int *failed)
{
    while (!s->over && !phase_two(s)) {
        int seat = s->to_move;
        int8_t legal[MAX_ACTIONS];
        int n = legal_actions(r, s, legal);
        if (seat == me && close_talon && s->lead < 0 && s->meld_suit < 0
            && stock_left(s) + (s->turnup >= 0) <= close_talon
            && has_action(legal, n, A_CLOSE)) {
            State child = *s;
            apply_action(r, &child, A_CLOSE);
            int v = playout_solve(r, &child, me, t, stop, failed);
            if (*failed)
                return 0;
            if (v > 0)
                return v;
        }
        int action = rule_action_of(r, s, seat, s->hands[seat], legal, n);
        if (noise != 0.0 && draws && action < A_MELD) {
            double x = draw_random(draws);
            if (x == -1.0 && PyErr_Occurred()) {
                *failed = 1;
                return 0;
            }
            if (x < noise) {
                int8_t cards[MAX_ACTIONS];
                int m = 0;
                for (int i = 0; i < n; i++)
                    if (legal[i] < A_MELD)
                        cards[m++] = legal[i];
                long k = draw_below(draws, m);
                if (k == -1 && PyErr_Occurred()) {
                    *failed = 1;
                    return 0;
                }
                action = cards[k];
            }
        }
        apply_action(r, s, action);
    }
    if (s->over)
        return outcome_value(s, me);
    return playout_solve(r, s, me, t, stop, failed);
}

/* ------------------------------------------------------------------ Python: playouts */

/* The leading arguments the playout entry points share (here and in _core_nested.c): the
 * rules, the hand's parts, the seat ``me`` the value is for (when ``seat_at`` is not -1) and
 * the search table at ``table_at``. 0, or -1 with the Python error set. */
static int playout_call_args(PyObject *const *args, Rules *r, State *s, int seat_at, int *me,
                             int table_at, TableObject **table)
{
    if (rules_of(args[0], r) < 0 || state_from_parts(args[1], s) < 0)
        return -1;
    if (seat_at >= 0) {
        long seat = PyLong_AsLong(args[seat_at]);
        if (seat == -1 && PyErr_Occurred())
            return -1;
        if (seat != 0 && seat != 1) {
            PyErr_SetString(PyExc_ValueError, "me must be 0 or 1");
            return -1;
        }
        *me = (int)seat;
    }
    if (!PyObject_TypeCheck(args[table_at], &TableType)) {
        PyErr_SetString(PyExc_TypeError, "table must be a Table");
        return -1;
    }
    *table = (TableObject *)args[table_at];
    return 0;
}

/* A seed for the twister, 0 <= seed < 2**64. 0, or -1 with the Python error set. */
static int seed_arg(PyObject *arg, unsigned long long *seed)
{
    *seed = PyLong_AsUnsignedLongLong(arg);
    return *seed == (unsigned long long)-1 && PyErr_Occurred() ? -1 : 0;
}

/* rule_action_hand(rules, parts): basic.rule_action's choice for the seat to move of a hand
 * given by its parts (core.hand_parts), its own cards and legal actions (tests compare). */
static PyObject *core_rule_action_hand(PyObject *Py_UNUSED(module), PyObject *const *args,
                                       Py_ssize_t nargs)
{
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "(rules, parts)");
        return NULL;
    }
    Rules r;
    State s;
    if (rules_of(args[0], &r) < 0 || state_from_parts(args[1], &s) < 0)
        return NULL;
    int8_t legal[MAX_ACTIONS];
    int n = legal_actions(&r, &s, legal);
    if (!n) {
        PyErr_SetString(PyExc_ValueError, "no legal action");
        return NULL;
    }
    return PyLong_FromLong(rule_action_of(&r, &s, s.to_move, s.hands[(int)s.to_move], legal, n));
}

/* playout_hand(rules, parts, me, table, stop, close_talon, noise, rng): run_playout of a
 * hand given by its parts; ``rng`` a random.Random, or an int seed 0 <= seed < 2**64 (the
 * draws of random.Random(seed)), or None (no noise). Raises SearchStopped when stop() says
 * so. */
static PyObject *core_playout_hand(PyObject *Py_UNUSED(module), PyObject *const *args,
                                   Py_ssize_t nargs)
{
    if (nargs != 8) {
        PyErr_SetString(PyExc_TypeError,
                        "(rules, parts, me, table, stop, close_talon, noise, rng)");
        return NULL;
    }
    Rules r;
    State s;
    int me;
    TableObject *table;
    if (playout_call_args(args, &r, &s, 2, &me, 3, &table) < 0)
        return NULL;
    long close_talon = PyLong_AsLong(args[5]);
    if (close_talon == -1 && PyErr_Occurred())
        return NULL;
    double noise = PyFloat_AsDouble(args[6]);
    if (noise == -1.0 && PyErr_Occurred())
        return NULL;
    PyObject *rng = args[7];
    Draws draws = {NULL, NULL, {{0}, 0}};
    int noisy = noise != 0.0 && rng != Py_None;
    if (noisy && PyLong_Check(rng)) {
        unsigned long long seed;
        if (seed_arg(rng, &seed) < 0)
            return NULL;
        mt_seed(&draws.twister, seed);
    } else if (noisy) {
        draws.random_method = PyObject_GetAttrString(rng, "random");
        if (!draws.random_method)
            return NULL;
        draws.randrange_method = PyObject_GetAttrString(rng, "randrange");
        if (!draws.randrange_method) {
            Py_DECREF(draws.random_method);
            return NULL;
        }
    }
    int failed = 0;
    int v = run_playout(&r, &s, me, table, args[4], (int)close_talon,
                        noise, noisy ? &draws : NULL, &failed);
    Py_XDECREF(draws.random_method);
    Py_XDECREF(draws.randrange_method);
    if (failed)
        return NULL;
    return PyLong_FromLong(v);
}

#define PLAYOUT_METHODS                                                                       \
    {"rule_action_hand", (PyCFunction)(void (*)(void))core_rule_action_hand, METH_FASTCALL,   \
     "rule_action_hand(rules, parts): the rules of thumb's action (ai/basic.py rule_action) "  \
     "for the seat to move of a hand given by its parts (core.hand_parts)."},                 \
    {"playout_hand", (PyCFunction)(void (*)(void))core_playout_hand, METH_FASTCALL,           \
     "playout_hand(rules, parts, me, table, stop, close_talon, noise, rng): ai/playout.py's "  \
     "rule playout of a hand given by its parts, its value for me in game points; rng a "     \
     "random.Random, an int seed (random.Random(seed)'s draws) or None."},
