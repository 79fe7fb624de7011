"""Command line: ``python -m euchre.tournament play normal:easy --deals 2000 --matches 500``,
``python -m euchre.tournament play expert:normal --game cutthroat --deals 400``,
``python -m euchre.tournament play normal:easy --game buck --deals 250 --matches 20`` or
``python -m euchre.tournament watch normal:easy --seed 3``."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from euchre import games
from euchre.cards import Deck
from euchre.games.euchre.rules import POINTS_TO_WIN_CHOICES, Rules
from euchre.tournament.duplicate import Lineup
from euchre.tournament.report import format_table, match_words, summary_rows, write_outputs
from euchre.tournament.run import run_tournament
from euchre.tournament.watch import watch_match

DEFAULT_OUT = Path("bench/results")


def _lineup(text: str) -> Lineup:
    try:
        return Lineup.parse(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _add_rules(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=1, help="tournament seed (default 1)")
    parser.add_argument("--points-to-win", type=int, default=10, choices=POINTS_TO_WIN_CHOICES)
    parser.add_argument("--no-stick-the-dealer", action="store_true")
    parser.add_argument("--defend-alone", action="store_true")
    parser.add_argument("--deck", default=Deck.STANDARD_24.value,
                        choices=[deck.value for deck in Deck])


def _rules(args: argparse.Namespace) -> Rules:
    return Rules(stick_the_dealer=not args.no_stick_the_dealer,
                 points_to_win=args.points_to_win, defend_alone=args.defend_alone,
                 deck=Deck(args.deck))


def _game_rules(args: argparse.Namespace) -> object:
    """Four-handed Euchre's rules from the options; another game's from those it has
    (its own defaults otherwise: Cutthroat throws a hand in unless ``--stick-the-dealer``)."""
    if args.game == games.LEGACY_GAME:
        return _rules(args)
    rules_type = games.game(args.game).rules_type
    given = {"stick_the_dealer": args.stick_the_dealer, "points_to_win": args.points_to_win}
    own = {option.name for option in rules_type.options()}
    return rules_type.from_dict({name: value for name, value in given.items() if name in own})


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m euchre.tournament",
        description="Bot line-ups on duplicate deals and matches (each played twice, seats "
                    "swapped, same cards). Bots: random, easy, normal, expert.")
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="run line-ups and report their strength")
    play.add_argument("lineups", nargs="+", type=_lineup, metavar="A:B",
                      help="line-ups such as normal:easy easy:random")
    play.add_argument("--deals", type=int, default=200, help="duplicate deals per line-up")
    play.add_argument("--matches", type=int, default=0, help="duplicate matches per line-up")
    play.add_argument("--processes", type=int, default=None,
                      help="worker processes (default: all cores)")
    play.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder for CSV and chart")
    play.add_argument("--name", default=None, help="file name stem (default from line-ups)")
    play.add_argument("--no-progress", action="store_true")
    play.add_argument("--game", default=games.LEGACY_GAME, choices=games.game_ids(),
                      help="the game the line-ups play (default: four-handed euchre); a "
                           "game of individual players seats each level in every seat")
    play.add_argument("--stick-the-dealer", action="store_true",
                      help="for a game whose default is to throw the hand in (cutthroat)")
    _add_rules(play)
    watch = commands.add_parser("watch", help="print one bot-only match with explanations")
    watch.add_argument("lineup", type=_lineup, metavar="A:B",
                       help="A sits North–South, B East–West")
    watch.add_argument("--hands", type=int, default=None, help="stop after this many hands")
    _add_rules(watch)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    rules = _rules(args)
    if args.command == "watch":
        watch_match(args.lineup, seed=args.seed, rules=rules, hands=args.hands)
        return 0
    if args.deals < 0 or args.matches < 0 or args.deals + args.matches == 0:
        print("error: ask for some --deals and/or --matches.", file=sys.stderr)
        return 2
    start = time.perf_counter()
    if args.game != games.LEGACY_GAME:
        rules = _game_rules(args)
    results = run_tournament(args.lineups, args.deals, args.matches, args.seed, rules,
                             args.processes, progress=not args.no_progress, game=args.game)
    elapsed = time.perf_counter() - start
    name = args.name or "_".join(lineup.slug for lineup in args.lineups) + f"_seed{args.seed}"
    if args.game != games.LEGACY_GAME:
        name = f"{args.game}_{name}"
    written = write_outputs(results, args.seed, args.out, name)
    print(format_table(results, match_words(rules)))
    print(f"Wall time {elapsed:.1f} s. Wrote " + ", ".join(str(path) for path in written))
    print(json.dumps(summary_rows(results, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
