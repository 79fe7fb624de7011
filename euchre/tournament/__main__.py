"""Command line: ``python -m euchre.tournament play normal:easy --deals 2000 --matches 500``,
``python -m euchre.tournament play expert:normal --game cutthroat --deals 400``,
``python -m euchre.tournament play normal:easy --game buck --deals 250 --matches 20`` or
``python -m euchre.tournament watch normal:easy --seed 3``.

The table rules are the chosen game's options, each a flag of its own (``--points-to-win
7``, ``--no-stick-the-dealer``, ``--deck 32``); ``--game`` picks the game (the first
registered by default)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from euchre import games
from euchre.rule_options import RuleOption
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


def _flag(option: RuleOption) -> str:
    return "--" + option.name.replace("_", "-")


def _choice_reader(option: RuleOption) -> Any:
    """Reads a flag's text as one of the option's choices (by its own text)."""
    by_text = {str(choice): choice for choice in option.choices}

    def read(text: str) -> Any:
        if text not in by_text:
            raise argparse.ArgumentTypeError(
                f"{text!r} is not one of {', '.join(by_text)}.")
        return by_text[text]

    return read


def _add_rules(parser: argparse.ArgumentParser, game_id: str) -> None:
    """A flag for every table option of the game, its default the standard rules'."""
    parser.add_argument("--seed", type=int, default=1, help="tournament seed (default 1)")
    rules = parser.add_argument_group(f"table rules of {games.game(game_id).name}")
    for option in games.game(game_id).rules_type.options():
        if isinstance(option.default, bool):
            rules.add_argument(_flag(option), dest=option.name, default=option.default,
                               action=argparse.BooleanOptionalAction, help=option.help)
        else:
            rules.add_argument(_flag(option), dest=option.name, default=option.default,
                               type=_choice_reader(option),
                               metavar="|".join(str(choice) for choice in option.choices),
                               help=option.help)


def _rules(args: argparse.Namespace) -> Any:
    rules_type = games.game(args.game).rules_type
    return rules_type(**{option.name: getattr(args, option.name)
                         for option in rules_type.options()})


def _chosen_game(argv: list[str] | None) -> str:
    """The ``--game`` asked for (the first registered game by default)."""
    finder = argparse.ArgumentParser(add_help=False)
    finder.add_argument("--game", default=games.game_ids()[0], choices=games.game_ids())
    known, _ = finder.parse_known_args(argv)
    return known.game


def build_parser(game_id: str | None = None) -> argparse.ArgumentParser:
    game_id = game_id or games.game_ids()[0]
    parser = argparse.ArgumentParser(
        prog="python -m euchre.tournament",
        description="Bot line-ups on duplicate deals and matches (each played in every "
                    "seating, same cards). Bots: random, easy, normal, expert.")
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
    watch = commands.add_parser("watch", help="print one bot-only match with explanations")
    watch.add_argument("lineup", type=_lineup, metavar="A:B",
                       help="A sits in the first seating's A seats, B in the others")
    watch.add_argument("--hands", type=int, default=None, help="stop after this many hands")
    for command in (play, watch):
        command.add_argument("--game", default=game_id, choices=games.game_ids(),
                             help="the game the line-ups play (default: the first "
                                  "registered); a game of individual players seats each "
                                  "level in every seat")
        _add_rules(command, game_id)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser(_chosen_game(argv)).parse_args(argv)
    rules = _rules(args)
    if args.command == "watch":
        watch_match(args.game, args.lineup, seed=args.seed, rules=rules, hands=args.hands)
        return 0
    if args.deals < 0 or args.matches < 0 or args.deals + args.matches == 0:
        print("error: ask for some --deals and/or --matches.", file=sys.stderr)
        return 2
    start = time.perf_counter()
    results = run_tournament(args.game, args.lineups, args.deals, args.matches, args.seed,
                             rules, args.processes, progress=not args.no_progress)
    elapsed = time.perf_counter() - start
    name = args.name or (f"{args.game}_" + "_".join(lineup.slug for lineup in args.lineups)
                         + f"_seed{args.seed}")
    written = write_outputs(results, args.seed, args.out, name)
    print(format_table(results, match_words(rules)))
    print(f"Wall time {elapsed:.1f} s. Wrote " + ", ".join(str(path) for path in written))
    print(json.dumps(summary_rows(results, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
