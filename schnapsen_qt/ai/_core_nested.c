/*
 * Nested playouts (imperfect-information Monte Carlo, after Furtak and Buro, "Recursive
 * Monte Carlo search for imperfect information games", IEEE CIG 2013): a playout in which
 * each seat chooses its first cards not by the rules of thumb but by a small search of its
 * own, over worlds drawn from what *that seat* can know in the playout's world.
 *
 * Not compiled on its own: _core.c includes it after _core_playout.c, whose rule playout,
 * rules of thumb and Mersenne Twister it uses. Master's search uses it (the trial level
 * ``master-fairclose`` with fair closes at the talon's last lead): docs/research/
 * nested-playouts.md, docs/research/last-lead-closes.md.
 *
 * What the mover knows in a world: its own hand, every card played (both seats' tricks and
 * the card led), the turn-up, and the opponent's cards it has seen (``shown``: marriage
 * partners melded, the turn-up taken by exchange; the engine's Hand.shown, kept up to date
 * along the playout). The opponent's other cards and the face-down talon are dealt anew, at
 * random among those places, in each inner world: nothing else of the world is read.
 */

/* The cards the opponent of ``mover`` may hold without the mover knowing, and the face-down
 * talon: dealt anew at random (a Fisher-Yates shuffle by the twister). */
static void nested_redeal(State *w, int mover, const uint32_t shown[2], Twister *tw)
{
    int opp = 1 - mover;
    uint32_t known = w->hands[opp] & shown[opp];
    uint32_t hidden = w->hands[opp] & ~known;
    uint32_t unknown = hidden;
    for (int i = w->stock_pos; i < w->stock_len; i++)
        unknown |= 1u << w->stock[i];
    /* The pool in card order: which of these cards the opponent holds and the talon's
     * order, both unknown to the mover, must not steer the draws. */
    int8_t pool[24];
    int n = 0;
    for (uint32_t rest = unknown; rest; rest &= rest - 1)
        pool[n++] = (int8_t)lowest_card(rest);
    int n_hidden = popcount32(hidden);
    for (int i = n - 1; i > 0; i--) {
        uint32_t bound = (uint32_t)(i + 1), k = 0;
        while (k < 32 && (1u << k) <= bound)
            k++;
        uint32_t j;
        do
            j = mt_next(tw) >> (32 - k);
        while (j >= bound);
        int8_t x = pool[i];
        pool[i] = pool[j];
        pool[j] = x;
    }
    uint32_t opp_hand = known;
    for (int i = 0; i < n_hidden; i++)
        opp_hand |= 1u << pool[i];
    w->hands[opp] = opp_hand;
    for (int i = w->stock_pos, k = n_hidden; i < w->stock_len; i++, k++)
        w->stock[i] = pool[k];
}

/* The mover's card among ``cards`` (``m`` of them; ``rule`` the rules' card): each valued
 * by one rule playout in each of ``worlds`` worlds drawn from the mover's knowledge, the
 * best sum played, ties to the rules' card, then to the first listed. */
static int nested_choice(const Rules *r, const State *s, const uint32_t shown[2],
                         TableObject *t, PyObject *stop, int worlds, Twister *tw,
                         const int8_t *cards, int m, int rule, int *failed)
{
    int mover = s->to_move;
    long sums[MAX_ACTIONS] = {0};
    for (int k = 0; k < worlds; k++) {
        State w = *s;
        nested_redeal(&w, mover, shown, tw);
        for (int i = 0; i < m; i++) {
            State x = w;
            apply_action(r, &x, cards[i]);
            int v = x.over ? outcome_value(&x, mover)
                           : run_playout(r, &x, mover, t, stop, 0, 0.0, NULL, failed);
            if (*failed)
                return rule;
            sums[i] += v;
        }
    }
    int best = rule;
    long best_sum = LONG_MIN;
    for (int i = 0; i < m; i++)
        if (cards[i] == rule)
            best_sum = sums[i];
    for (int i = 0; i < m; i++)
        if (sums[i] > best_sum) {
            best = cards[i];
            best_sum = sums[i];
        }
    return best;
}

/* Does the leader close at the talon's last lead (``s``: two talon cards, the close legal)?
 * Judged as a player who sees only its own cards can: every legal action valued exactly in
 * each of ``worlds`` worlds drawn from the leader's knowledge (nested_redeal), closing
 * chosen where its sum is above every other action's (the trial ``fair_close``: the rules
 * close only with a sure 66, where the strongest open program closes at that lead whenever
 * closing wins, docs/research/last-lead-closes.md). */
static int fair_last_close(const Rules *r, const State *s, const uint32_t shown[2],
                           TableObject *t, PyObject *stop, int worlds, Twister *tw,
                           const int8_t *legal, int n, int *failed)
{
    int mover = s->to_move;
    long sums[MAX_ACTIONS] = {0};
    for (int k = 0; k < worlds; k++) {
        State w = *s;
        nested_redeal(&w, mover, shown, tw);
        for (int i = 0; i < n; i++) {
            State x = w;
            apply_action(r, &x, legal[i]);
            int v = x.over ? outcome_value(&x, mover) : playout_solve(r, &x, mover, t, stop, failed);
            if (*failed)
                return 0;
            sums[i] += v;
        }
    }
    long close_sum = LONG_MIN, other = LONG_MIN;
    for (int i = 0; i < n; i++) {
        if (legal[i] == A_CLOSE)
            close_sum = sums[i];
        else if (sums[i] > other)
            other = sums[i];
    }
    return close_sum > other;
}

/* The nested playout: as run_playout without noise or late closes, but each seat's first
 * ``depth`` card choices (of more than one card) while the talon is open are made by
 * nested_choice over ``worlds`` worlds; melds, closes and exchanges stay the rules'. Then
 * the rules, then phase two solved exactly. ``shown``: the engine's Hand.shown of the
 * playout's start. Signed game points for ``me``. Sets ``*failed``. */
static int run_nested_playout(const Rules *r, State *s, int me, uint32_t shown[2],
                              TableObject *t, PyObject *stop, int worlds, int depth,
                              Twister *tw, int fair_close, unsigned long long seed,
                              int *failed)
{
    int chosen = 0;
    /* The fair closes draw from a twister of their own, so that the nested choices draw
     * the same worlds with and without them. */
    Twister close_tw;
    int close_seeded = 0;
    while (!s->over && !phase_two(s)) {
        int seat = s->to_move;
        int8_t legal[MAX_ACTIONS];
        int n = legal_actions(r, s, legal);
        int action = rule_action_of(r, s, seat, s->hands[seat], legal, n);
        if (fair_close && action < A_MELD && s->lead < 0
                && stock_left(s) + (s->turnup >= 0) == 2 && has_action(legal, n, A_CLOSE)) {
            if (!close_seeded) {
                mt_seed(&close_tw, seed ^ 0x5DEECE66DULL);
                close_seeded = 1;
            }
            int close = fair_last_close(r, s, shown, t, stop, fair_close, &close_tw, legal, n,
                                        failed);
            if (*failed)
                return 0;
            if (close)
                action = A_CLOSE;
        }
        if (action < A_MELD && chosen < depth) {
            int8_t cards[MAX_ACTIONS];
            int m = 0;
            for (int i = 0; i < n; i++)
                if (legal[i] < A_MELD)
                    cards[m++] = legal[i];
            if (m > 1) {
                chosen++;
                action = nested_choice(r, s, shown, t, stop, worlds, tw, cards, m, action,
                                       failed);
                if (*failed)
                    return 0;
            }
        }
        if (action < A_MELD) {
            shown[seat] &= ~(1u << action);
        } else if (action < A_EXCHANGE) {
            int suit = action - A_MELD;
            shown[seat] |= (1u << KING_OF[suit] | 1u << QUEEN_OF[suit]) & s->hands[seat];
        } else if (action == A_EXCHANGE && s->turnup >= 0) {
            shown[seat] |= 1u << s->turnup;
        }
        apply_action(r, s, action);
    }
    if (s->over)
        return outcome_value(s, me);
    return playout_solve(r, s, me, t, stop, failed);
}

/* The engine's Hand.shown of both seats, as card sets, from two arguments. 0, or -1 with
 * the Python error set. */
static int shown_args(PyObject *const *args, uint32_t shown[2])
{
    for (int i = 0; i < 2; i++) {
        unsigned long x = PyLong_AsUnsignedLong(args[i]);
        if (x == (unsigned long)-1 && PyErr_Occurred())
            return -1;
        shown[i] = (uint32_t)x;
    }
    return 0;
}

/* nested_playout_hand(rules, parts, me, table, stop, shown0, shown1, worlds, depth, seed
 * [, fair_close]): run_nested_playout of a hand given by its parts (core.hand_parts) and the
 * engine's Hand.shown, the inner worlds drawn by random.Random(seed)'s twister
 * (0 <= seed < 2**64); ``fair_close`` > 0: the closes at the talon's last lead judged over
 * that many worlds (fair_last_close). Raises SearchStopped when stop() says so. */
static PyObject *core_nested_playout_hand(PyObject *Py_UNUSED(module), PyObject *const *args,
                                          Py_ssize_t nargs)
{
    if (nargs != 10 && nargs != 11) {
        PyErr_SetString(PyExc_TypeError, "(rules, parts, me, table, stop, shown0, shown1, "
                        "worlds, depth, seed[, fair_close])");
        return NULL;
    }
    Rules r;
    State s;
    int me;
    TableObject *table;
    uint32_t shown[2];
    if (playout_call_args(args, &r, &s, 2, &me, 3, &table) < 0 || shown_args(args + 5, shown) < 0)
        return NULL;
    long worlds = PyLong_AsLong(args[7]);
    if (worlds == -1 && PyErr_Occurred())
        return NULL;
    long depth = PyLong_AsLong(args[8]);
    if (depth == -1 && PyErr_Occurred())
        return NULL;
    if (worlds < 1 || depth < 0) {
        PyErr_SetString(PyExc_ValueError, "worlds must be at least 1, depth at least 0");
        return NULL;
    }
    unsigned long long seed;
    if (seed_arg(args[9], &seed) < 0)
        return NULL;
    long fair_close = 0;
    if (nargs == 11) {
        fair_close = PyLong_AsLong(args[10]);
        if (fair_close == -1 && PyErr_Occurred())
            return NULL;
        if (fair_close < 0) {
            PyErr_SetString(PyExc_ValueError, "fair_close must be at least 0");
            return NULL;
        }
    }
    Twister tw;
    mt_seed(&tw, seed);
    int failed = 0;
    int v = run_nested_playout(&r, &s, me, shown, table, args[4],
                               (int)worlds, (int)depth, &tw, (int)fair_close, seed, &failed);
    if (failed)
        return NULL;
    return PyLong_FromLong(v);
}

/* The arguments the test entry points share, (rules, parts, table, stop, shown0, shown1,
 * worlds, seed): a seat's search over worlds drawn from its knowledge. 0, or -1 with the
 * Python error set. */
static int seat_search_args(PyObject *const *args, Py_ssize_t nargs, Rules *r, State *s,
                            TableObject **table, uint32_t shown[2], long *worlds,
                            unsigned long long *seed)
{
    if (nargs != 8) {
        PyErr_SetString(PyExc_TypeError,
                        "(rules, parts, table, stop, shown0, shown1, worlds, seed)");
        return -1;
    }
    if (playout_call_args(args, r, s, -1, NULL, 2, table) < 0 || shown_args(args + 4, shown) < 0)
        return -1;
    *worlds = PyLong_AsLong(args[6]);
    if (*worlds == -1 && PyErr_Occurred())
        return -1;
    return seed_arg(args[7], seed);
}

/* nested_choice_hand(rules, parts, table, stop, shown0, shown1, worlds, seed): the card
 * nested_choice picks for the seat to move of a hand given by its parts (it must have a
 * card to choose: tests hold its knowledge to the mover's). */
static PyObject *core_nested_choice_hand(PyObject *Py_UNUSED(module), PyObject *const *args,
                                         Py_ssize_t nargs)
{
    Rules r;
    State s;
    TableObject *table;
    uint32_t shown[2];
    long worlds;
    unsigned long long seed;
    if (seat_search_args(args, nargs, &r, &s, &table, shown, &worlds, &seed) < 0)
        return NULL;
    if (worlds < 1 || s.over || phase_two(&s)) {
        PyErr_SetString(PyExc_ValueError, "needs worlds >= 1 and the talon open");
        return NULL;
    }
    int8_t legal[MAX_ACTIONS], cards[MAX_ACTIONS];
    int n = legal_actions(&r, &s, legal), m = 0;
    for (int i = 0; i < n; i++)
        if (legal[i] < A_MELD)
            cards[m++] = legal[i];
    if (!m) {
        PyErr_SetString(PyExc_ValueError, "no card to play");
        return NULL;
    }
    int rule = rule_action_of(&r, &s, s.to_move, s.hands[(int)s.to_move], legal, n);
    if (rule >= A_MELD)
        rule = cards[0];
    Twister tw;
    mt_seed(&tw, seed);
    int failed = 0;
    int card = nested_choice(&r, &s, shown, table, args[3], (int)worlds,
                             &tw, cards, m, rule, &failed);
    if (failed)
        return NULL;
    return PyLong_FromLong(card);
}

/* fair_close_hand(rules, parts, table, stop, shown0, shown1, worlds, seed): whether
 * fair_last_close closes for the seat to move of a hand given by its parts, on lead at the
 * talon's last lead with the close legal (tests hold its knowledge to the leader's). */
static PyObject *core_fair_close_hand(PyObject *Py_UNUSED(module), PyObject *const *args,
                                      Py_ssize_t nargs)
{
    Rules r;
    State s;
    TableObject *table;
    uint32_t shown[2];
    long worlds;
    unsigned long long seed;
    if (seat_search_args(args, nargs, &r, &s, &table, shown, &worlds, &seed) < 0)
        return NULL;
    int8_t legal[MAX_ACTIONS];
    int n = s.over ? 0 : legal_actions(&r, &s, legal);
    if (worlds < 1 || s.over || s.lead >= 0 || stock_left(&s) + (s.turnup >= 0) != 2
            || !has_action(legal, n, A_CLOSE)) {
        PyErr_SetString(PyExc_ValueError,
                        "needs worlds >= 1 and a lead at the talon's last lead, the close legal");
        return NULL;
    }
    Twister tw;
    mt_seed(&tw, seed);
    int failed = 0;
    int close = fair_last_close(&r, &s, shown, table, args[3], (int)worlds, &tw, legal, n,
                                &failed);
    if (failed)
        return NULL;
    return PyBool_FromLong(close);
}

#define NESTED_METHODS                                                                        \
    {"nested_playout_hand", (PyCFunction)(void (*)(void))core_nested_playout_hand,            \
     METH_FASTCALL,                                                                           \
     "nested_playout_hand(rules, parts, me, table, stop, shown0, shown1, worlds, depth, "     \
     "seed[, fair_close]): a playout whose first depth card choices are each made by a search over worlds " \
     "drawn from the mover's own knowledge (ai/playout.py nested_playout)."},               \
    {"nested_choice_hand", (PyCFunction)(void (*)(void))core_nested_choice_hand,              \
     METH_FASTCALL,                                                                           \
     "nested_choice_hand(rules, parts, table, stop, shown0, shown1, worlds, seed): the card " \
     "a nested playout's search picks for the seat to move (tests)."},                      \
    {"fair_close_hand", (PyCFunction)(void (*)(void))core_fair_close_hand, METH_FASTCALL,       \
     "fair_close_hand(rules, parts, table, stop, shown0, shown1, worlds, seed): whether a "     \
     "nested playout's leader at the talon's last lead closes (tests)."},
