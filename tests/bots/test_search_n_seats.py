"""The solver's game-neutral entry points: any number of seats, the maker's side as a mask."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from euchre import Deck, HandState, Phase, Rules, Seat
from euchre.cards import Card, Suit, card_power, effective_suit, mask_of
from euchre.games.euchre.bots.search import evaluate_plays, solve_tricks
from euchre.ranking import NO_TRUMP
from euchre.tricks.compiled import legal_plays
from euchre.tricks.solver import SearchTable, evaluate_play_cards, solve_play

SOUTH, WEST, EAST = 0, 1, 2  # Cutthroat's three seats, clockwise


def card(text: str) -> int:
    return int(Card.parse(text))


def exhaustive_maker_tricks(hands: list[int], trump: Suit | None, order: Sequence[int],
                            maker_side: int, leader: int, trick: list[tuple[int, int]]) -> int:
    """Plain minimax over every legal card (rules from the engine): the maker side's
    tricks from here. ``order``: the seats that play, clockwise."""
    if len(trick) == len(order):
        led = effective_suit(Card(trick[0][1]), trump)
        winner = max(trick, key=lambda play: card_power(Card(play[1]), trump, led))[0]
        gain = (maker_side >> winner) & 1
        if hands[winner] == 0:
            return gain
        return gain + exhaustive_maker_tricks(hands, trump, order, maker_side, winner, [])
    seat = order[(order.index(leader) + len(trick)) % len(order)]
    led_suit = int(effective_suit(Card(trick[0][1]), trump)) if trick else -1
    legal = legal_plays(hands[seat], led_suit, NO_TRUMP if trump is None else int(trump))
    values = []
    for choice in range(64):
        if (legal >> choice) & 1:
            hands[seat] ^= 1 << choice
            values.append(exhaustive_maker_tricks(hands, trump, order, maker_side, leader,
                                                  [*trick, (seat, choice)]))
            hands[seat] ^= 1 << choice
    return max(values) if (maker_side >> seat) & 1 else min(values)


# ---- hand-made three-seat positions --------------------------------------------------------


def test_a_maker_holding_the_five_top_trumps_takes_every_trick() -> None:
    hands = [mask_of(["9C", "TC", "9D", "AH", "KH"]),
             mask_of(["JS", "JC", "AS", "KS", "QS"]),
             mask_of(["AC", "KC", "AD", "KD", "QH"])]
    for leader in (SOUTH, WEST, EAST):
        assert solve_play(hands, Suit.SPADES, 3, 0, 1 << WEST, leader, [], 5) == 5


def test_two_defenders_ruff_one_ace_each() -> None:
    # Hearts trump; South, the maker, leads from two aces. Whichever ace goes first, the
    # defender void in it trumps it, then the other defender trumps the second.
    hands = [mask_of(["AS", "AC"]), mask_of(["9H", "9S"]), mask_of(["TH", "9C"])]
    assert solve_play(hands, Suit.HEARTS, 3, 0, 1 << SOUTH, SOUTH, [], 2) == 0
    assert evaluate_play_cards(hands, Suit.HEARTS, 3, 0, 1 << SOUTH, SOUTH, [], 2) == {
        card("AS"): 0, card("AC"): 0}


def test_a_defender_does_not_trump_a_trick_their_partner_has_won() -> None:
    # Hearts trump. South (maker) led the 9♠, West took it with the A♠. East, void in
    # spades, must keep the 10♥ for the next trick (West will lead the 9♦, East trumps
    # South's A♣): discarding the K♣ holds South to no trick, ruffing gives South the A♣.
    hands = [mask_of(["AC"]), mask_of(["9D"]), mask_of(["TH", "KC"])]
    plays = [card("9S"), card("AS")]
    assert evaluate_play_cards(hands, Suit.HEARTS, 3, 0, 1 << SOUTH, SOUTH, plays, 2) == {
        card("TH"): 1, card("KC"): 0}
    assert solve_play(hands, Suit.HEARTS, 3, 0, 1 << SOUTH, SOUTH, plays, 2) == 0


def test_a_defender_sitting_out_plays_no_card() -> None:
    # The same aces against West alone: West ruffs only one of them. East sits out, and
    # the cards East would have held make no difference.
    hands = [mask_of(["AS", "AC"]), mask_of(["9H", "9S"]), mask_of(["TH", "9C"])]
    assert solve_play(hands, Suit.HEARTS, 3, 1 << EAST, 1 << SOUTH, SOUTH, [], 2) == 1
    no_east = [hands[SOUTH], hands[WEST], 0]
    assert solve_play(no_east, Suit.HEARTS, 3, 1 << EAST, 1 << SOUTH, SOUTH, [], 2) == 1
    # ...and after South's lead it is West's card, then the trick is complete.
    after_lead = [mask_of(["AC"]), hands[WEST], hands[EAST]]
    values = evaluate_play_cards(after_lead, Suit.HEARTS, 3, 1 << EAST, 1 << SOUTH, SOUTH,
                                 [card("AS")], 2)
    assert values == {card("9S"): 1}


def test_the_maker_side_may_be_any_seats() -> None:
    # With West on South's side, East's 10♥ still beats West's 9♥: one trick each way.
    hands = [mask_of(["AS", "AC"]), mask_of(["9H", "9S"]), mask_of(["TH", "9C"])]
    both = (1 << SOUTH) | (1 << WEST)
    assert solve_play(hands, Suit.HEARTS, 3, 0, both, SOUTH, [], 2) == 1
    assert solve_play(hands, Suit.HEARTS, 3, 0, 1 << EAST, SOUTH, [], 2) == 1
    # Give West the 10♥ and East the 9♥ instead, and the pair takes both tricks.
    swapped = [hands[SOUTH], mask_of(["TH", "9S"]), mask_of(["9H", "9C"])]
    assert solve_play(swapped, Suit.HEARTS, 3, 0, both, SOUTH, [], 2) == 2


def test_a_position_the_search_cannot_play_out_is_refused_with_the_reason() -> None:
    hands = [mask_of(["AS", "AC"]), mask_of(["9H", "9S"]), mask_of(["TH"])]
    with pytest.raises(ValueError, match="seat 2 should hold 2 cards, not 1"):
        solve_play(hands, Suit.HEARTS, 3, 0, 1, SOUTH, [], 2)
    twice = [mask_of(["AS", "AC"]), mask_of(["AS", "9S"]), mask_of(["TH", "9C"])]
    with pytest.raises(ValueError, match="appears twice"):
        solve_play(twice, Suit.HEARTS, 3, 0, 1, SOUTH, [], 2)
    with pytest.raises(ValueError, match="leader"):
        solve_play(hands, Suit.HEARTS, 3, 1 << SOUTH, 2, SOUTH, [], 2)


# ---- random positions against references ---------------------------------------------------


def random_three_seat_position(rng: random.Random) -> tuple:
    """A random 24-card deal to three seats with 1..4 tricks left, maybe a defender out,
    maybe a trick under way (its cards dealt from the deck)."""
    deck = [int(c) for c in Deck.STANDARD_24.cards()]
    rng.shuffle(deck)
    tricks_left = rng.randint(1, 4)
    maker = rng.randrange(3)
    out = 0
    if rng.random() < 0.3:
        out = 1 << rng.choice([s for s in range(3) if s != maker])
    order = [s for s in range(3) if not (out >> s) & 1]
    leader = rng.choice(order)
    n_plays = rng.randrange(len(order))
    seats = order[order.index(leader):] + order[:order.index(leader)]
    hands = [0, 0, 0]
    for position, seat in enumerate(seats):
        for _ in range(tricks_left - (1 if position < n_plays else 0)):
            hands[seat] |= 1 << deck.pop()
    plays = [deck.pop() for _ in range(n_plays)]
    return hands, Suit(rng.randrange(4)), out, 1 << maker, leader, plays, tricks_left, order


def test_three_seat_positions_match_an_exhaustive_search() -> None:
    rng = random.Random(7)
    table = SearchTable()
    for _ in range(150):
        hands, trump, out, side, leader, plays, left, order = random_three_seat_position(rng)
        trick = list(zip([order[(order.index(leader) + i) % len(order)]
                          for i in range(len(plays))], plays, strict=True))
        expected = exhaustive_maker_tricks(list(hands), trump, order, side, leader, trick)
        assert solve_play(hands, trump, 3, out, side, leader, plays, left, table) == expected
        values = evaluate_play_cards(hands, trump, 3, out, side, leader, plays, left, table)
        seat = order[(order.index(leader) + len(plays)) % len(order)]
        for choice, tricks in values.items():
            hands[seat] ^= 1 << choice
            assert tricks == exhaustive_maker_tricks(list(hands), trump, order, side, leader,
                                                     [*trick, (seat, choice)])
            hands[seat] ^= 1 << choice
        assert (max if (side >> seat) & 1 else min)(values.values()) == expected


def test_four_individual_seats_without_trumps_match_an_exhaustive_search() -> None:
    """Buck Euchre's no-trump hand: four players each for themselves (the side is one
    seat), jacks plain, maybe a player dropped out."""
    rng = random.Random(11)
    table = SearchTable()
    for _ in range(60):
        deck = [int(c) for c in Deck.STANDARD_24.cards()]
        rng.shuffle(deck)
        left = rng.randint(1, 3)
        out = 1 << rng.randrange(4) if rng.random() < 0.3 else 0
        order = [s for s in range(4) if not (out >> s) & 1]
        me = rng.choice(order)
        leader = rng.choice(order)
        n_plays = rng.randrange(len(order))
        seats = order[order.index(leader):] + order[:order.index(leader)]
        hands = [0, 0, 0, 0]
        for position, seat in enumerate(seats):
            for _ in range(left - (1 if position < n_plays else 0)):
                hands[seat] |= 1 << deck.pop()
        plays = [deck.pop() for _ in range(n_plays)]
        trick = list(zip(seats[:n_plays], plays, strict=True))
        expected = exhaustive_maker_tricks(list(hands), None, order, 1 << me, leader, trick)
        assert solve_play(hands, NO_TRUMP, 4, out, 1 << me, leader, plays, left,
                          table) == expected
        values = evaluate_play_cards(hands, NO_TRUMP, 4, out, 1 << me, leader, plays, left,
                                     table)
        assert (max if seats[n_plays] == me else min)(values.values()) == expected


def test_without_trumps_a_jack_is_a_plain_jack() -> None:
    """With hearts trump the J♦ (left bower) wins a heart lead; with no trump it is a
    diamond and the A♥ wins."""
    hands = [mask_of(["AH"]), mask_of(["JD"]), mask_of(["9S"]), mask_of(["9C"])]
    assert solve_play(hands, Suit.HEARTS, 4, 0, 1 << 1, 0, [], 1) == 1
    assert solve_play(hands, NO_TRUMP, 4, 0, 1 << 1, 0, [], 1) == 0


def four_handed_position(seed: int, rules: Rules) -> HandState | None:
    """A hand bid and played at random to a random card of the play."""
    rng = random.Random(seed)
    state = HandState.from_seed(seed, rules)
    while state.phase is not Phase.PLAY:
        if state.is_over:
            return None
        state = state.apply(rng.choice(state.legal_actions()))
    for _ in range(rng.randrange(0, 16)):
        if state.is_over:
            return None
        state = state.apply(rng.choice(state.legal_actions()))
    return None if state.is_over else state


@pytest.mark.parametrize("rules", [Rules(), Rules(defend_alone=True)],
                         ids=["default", "defend-alone"])
def test_four_seats_with_a_partnership_mask_agree_with_the_core_solver(rules: Rules) -> None:
    table = SearchTable()
    checked = 0
    for seed in range(120):
        state = four_handed_position(seed, rules)
        if state is None:
            continue
        maker = state.maker
        side = (1 << maker) | (1 << maker.partner)
        won = sum(1 for trick in state.tricks if (side >> trick.winner) & 1)
        hands = [mask_of(state.hand(seat)) for seat in Seat]
        out = sum(1 << seat for seat in state.sitting_out)
        plays = [int(c) for _who, c in state.current_trick]
        left = 5 - len(state.tricks)
        args = (hands, state.trump, 4, out, side, state.leader, plays, left, table)
        core = state.core_state()
        assert won + solve_play(*args) == solve_tricks(core, table), seed
        assert {c: won + t for c, t in evaluate_play_cards(*args).items()} == \
            evaluate_plays(core, table), seed
        checked += 1
    assert checked >= 80
