#!/usr/bin/env python3
"""betza_diff: random Betza pieces, each compared with Fairy-Stockfish along random lines.

  tools/betza_diff.py --ref /path/to/fairy-stockfish [--count 100] [--seed 1]
                      [--ours "build/chessembly-cli uci"] [--depth 2] [--lines 2] [--plies 30]

Draws `--count` random Betza strings of the kinds Fairy-Stockfish documents (leaps of any
atom, riders, hoppers, lame leaps, directions, move-only/capture-only, initial moves), puts
each as `customPiece1 = a:BETZA` in a `[x:chess]` section whose start position has `a` in
place of both queens, and runs perft-diff (the reference's tool) on it. Prints one line per
piece: `same`, `refused` (our import said no; its message follows), `warned` (it differs
where our import warned that Fairy-Stockfish plays the piece against Betza) or `DIFFERS` with the
first position and move where the counts part. Exit status 1 when any piece differs. Not a
test: a way to find where our Betza reading and Fairy-Stockfish's part; each finding
becomes a unit test. Run it on a quiet machine; each piece takes a few seconds."""
import argparse, os, random, subprocess, sys, tempfile

ATOMS = 'WFDNAHCZGK'
RIDERS = ['R', 'B', 'Q', 'WW', 'FF', 'NN', 'W3', 'F2', 'N2', 'D3']
DIRS = ['f', 'b', 'l', 'r', 'v', 's', 'fl', 'fr', 'bl', 'br', 'ff', 'bb', 'fs', 'bs', 'lv', 'rv', 'h']
HERE = os.path.dirname(os.path.abspath(__file__))


def component(rng):
    """One Betza component: modifiers then an atom (a leaper, a rider or a hopper)."""
    kind = rng.random()
    mods = ''
    if kind < 0.15:  # a hopper or grasshopper on a slider line
        mods = rng.choice(['p', 'g'])
        atom = rng.choice(['R', 'B', 'Q'])
    elif kind < 0.25:  # a lame leap
        mods = 'n'
        atom = rng.choice(['N', 'A', 'D', 'Z'])
    elif kind < 0.55:
        atom = rng.choice(RIDERS)
    else:
        atom = rng.choice(ATOMS)
    if rng.random() < 0.5:
        mods += rng.choice(DIRS)
    if rng.random() < 0.35:
        mods = rng.choice(['m', 'c']) + mods
    if rng.random() < 0.1:
        mods = 'i' + mods
    return mods + atom


def random_betza(rng):
    return ''.join(component(rng) for _ in range(rng.randint(1, 3)))


def section(betza):
    return ('[x:chess]\n'
            f'customPiece1 = a:{betza}\n'
            'startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n')


# Our import's warnings for pieces Fairy-Stockfish plays against Betza (docs/importing.md).
KNOWN_QUIRKS = ('may play this piece as other than the sum of its parts', 'keeps one range per direction')


def ours_imports(ours_bin, path):
    """(refusal lines or None, whether the import warned of a known Fairy-Stockfish quirk)."""
    r = subprocess.run([ours_bin, 'import-ini', path, '-o', os.devnull], capture_output=True, text=True)
    warned = any(q in r.stderr for q in KNOWN_QUIRKS)
    return (None if r.returncode == 0 else (r.stderr or r.stdout).strip().splitlines()[-1:]), warned


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--ref', required=True)
    ap.add_argument('--ours', default='build/chessembly-cli uci')
    ap.add_argument('--count', type=int, default=100)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--depth', type=int, default=2)
    ap.add_argument('--lines', type=int, default=2)
    ap.add_argument('--plies', type=int, default=30)
    ap.add_argument('--perft-diff', default=os.path.join(HERE, '..', '..', 'shared', 'tools', 'perft-diff'))
    a = ap.parse_args()
    rng = random.Random(a.seed)
    ours_bin = a.ours.split()[0]
    tally = {'same': 0, 'refused': 0, 'warned': 0, 'DIFFERS': 0}
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(a.count):
            betza = random_betza(rng)
            path = os.path.join(tmp, f'p{i}.ini')
            with open(path, 'w') as f:
                f.write(section(betza))
            refusal, warned = ours_imports(ours_bin, path)
            if refusal is not None:
                tally['refused'] += 1
                print(f'{betza:24} refused  {" ".join(refusal)}', flush=True)
                continue
            r = subprocess.run([sys.executable, a.perft_diff, '--ours', a.ours, '--ref', a.ref, '--variant-path', path,
                                '--variant', 'x', '--lines', str(a.lines), '--plies', str(a.plies), '--depth',
                                str(a.depth), '--seed', str(a.seed + i)], capture_output=True, text=True)
            verdict = 'same' if r.returncode == 0 else 'warned' if warned else 'DIFFERS'
            tally[verdict] += 1
            detail = '' if verdict == 'same' else ' | '.join((r.stdout + r.stderr).strip().splitlines()[-4:])
            print(f'{betza:24} {verdict:8} {detail}', flush=True)
    print(' '.join(f'{k}: {v}' for k, v in tally.items()))
    return 1 if tally['DIFFERS'] else 0


if __name__ == '__main__':
    sys.exit(main())
