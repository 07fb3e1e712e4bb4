#!/usr/bin/env python3
"""Checks that the source tree keeps its layout (docs/architecture.md).

  tools/check_layout.py [--root DIR] [--max-function-lines N]

Fails (exit 1, one line per finding as file:line: message) when
  - a file in a room of src/core or src/app includes a header of a room its README.md does
    not list under "may include:" (arrows run one way, downward; an app room names the
    core as "core");
  - a file of src/core or src/app sits outside every room, or rooms' READMEs list each
    other in a circle;
  - a header of an app room whose README says "kind: view" declares a variable (extern):
    a view's state is its own, the other views reach it through the state room;
  - a view room includes a header of another view room, unless that one says
    "kind: view parts" (parts drawn inside other views, as the study's are), whatever
    its README lists;
  - src/core includes a header of the app, the CLI or src/link (network play's sockets),
    the app and the CLI include each other's headers, or src/link includes either's;
    src/engine_client includes any header of the core, app, CLI or src/link;
  - two or more modules (a .c file with its .h) include each other in a circle, in core,
    the app or the CLI;
  - a function defined in X.c is declared in the header of another module (X.h is its
    contract; a header with no .c of its own, such as csm.h or cli_commands.h, may be
    the shared contract of a family of files);
  - with --max-function-lines, a function in src/ is longer than N lines (the VM's
    dispatch loop csm_run_chain excepted).
"""
import argparse
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
EXEMPT_FUNCTIONS = {"csm_run_chain"}  # one switch over every opcode: split, it gets slower and harder to read


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def sources(folder):
    for dirpath, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith((".c", ".h")):
                yield os.path.join(dirpath, name)


def includes(path):
    text = read(path)
    for m in INCLUDE.finditer(text):
        yield text.count("\n", 0, m.start()) + 1, os.path.basename(m.group(1))


def readme_rooms(area_dir, views=None, parts=None):
    """room -> set of rooms it may include, from each room's README.md ("may include:");
    the rooms whose README says "kind: view" are added to `views`, "kind: view parts" to
    `views` and `parts`."""
    rooms = {}
    if not os.path.isdir(area_dir):
        return rooms
    for room in sorted(os.listdir(area_dir)):
        folder = os.path.join(area_dir, room)
        if not os.path.isdir(folder):
            continue
        readme = os.path.join(folder, "README.md")
        allowed = set()
        if os.path.exists(readme):
            text = read(readme)
            m = re.search(r"^may include:\s*(.*)$", text, re.M)
            if m:
                allowed = {w for w in re.split(r"[,\s]+", m.group(1)) if re.fullmatch(r"[a-z_]+", w)}
            kind = re.search(r"^kind:\s*(view(?: parts)?)\s*$", text, re.M)
            if kind and views is not None:
                views.add(room)
                if kind.group(1) == "view parts" and parts is not None:
                    parts.add(room)
        rooms[room] = allowed
    return rooms


def core_rooms(core):
    return readme_rooms(core)


def headers_by_name(src, rooms):
    """header file name -> (area, room) where area is core, app or cli."""
    owner = {}
    for area in ("app", "cli", "link"):
        for path in sources(os.path.join(src, area)):
            if path.endswith(".h"):
                owner[os.path.basename(path)] = area_and_room(src, path)
    for room in rooms:
        for path in sources(os.path.join(src, "core", room)):
            if path.endswith(".h"):
                owner[os.path.basename(path)] = ("core", room)
    return owner


def area_and_room(src, path):
    rel = os.path.relpath(path, src).split(os.sep)
    if rel[0] in ("core", "app"):
        return rel[0], rel[1] if len(rel) > 2 else None
    return rel[0], None


def check_directions(src, rooms, app_rooms, owner, problems):
    """`rooms` and `app_rooms`: room -> the rooms it may include (READMEs)."""
    for path in sources(src):
        area, room = area_and_room(src, path)
        if area in ("core", "app") and room is None:
            where = rooms if area == "core" else app_rooms
            problems.append(f"{path}:1: a{'n' if area == 'app' else ''} {area} file outside every room"
                            f" (put it in one of {', '.join(sorted(where))})")
            continue
        for line, name in includes(path):
            if name not in owner:
                continue
            to_area, to_room = owner[name]
            if area == "engine_client":
                problems.append(f"{path}:{line}: engine_client includes {name} of the {to_area}"
                                f" (it knows no chess and no SDL)")
            elif area == "core" and to_area != "core":
                problems.append(f"{path}:{line}: the core includes {name} of the {to_area}")
            elif area in ("app", "cli", "link") and to_area in ("app", "cli") and to_area != area:
                problems.append(f"{path}:{line}: the {area} includes {name} of the {to_area}")
            elif area == "core" and to_room != room and to_room not in rooms[room]:
                problems.append(f"{path}:{line}: room {room} includes {name} of room {to_room}"
                                f" (may include: {', '.join(sorted(rooms[room])) or 'nothing'})")
            elif area == "app" and to_area == "core" and "core" not in app_rooms[room]:
                problems.append(f"{path}:{line}: app room {room} includes {name} of the core"
                                f" (may include: {', '.join(sorted(app_rooms[room])) or 'nothing'})")
            elif area == "app" and to_area == "app" and to_room != room and to_room not in app_rooms[room]:
                problems.append(f"{path}:{line}: app room {room} includes {name} of app room {to_room}"
                                f" (may include: {', '.join(sorted(app_rooms[room])) or 'nothing'})")


def check_room_circles(area_dir, rooms, problems):
    """The rooms' READMEs must not list each other in a circle (the arrows run one way)."""
    graph = {(r,): {(t,) for t in allowed if t in rooms and t != r} for r, allowed in rooms.items()}
    for comp in circles(graph):
        names = " <-> ".join(r for (r,) in comp)
        problems.append(f"{os.path.join(area_dir, comp[0][0], 'README.md')}:1: rooms may include each other"
                        f" in a circle: {names}")


def check_views_apart(src, views, parts, owner, problems):
    """A view never includes another view's header, but for the parts other views draw."""
    for room in sorted(views):
        for path in sources(os.path.join(src, "app", room)):
            for line, name in includes(path):
                to_area, to_room = owner.get(name, (None, None))
                if to_area == "app" and to_room in views and to_room != room and (to_room not in parts or room in parts):
                    problems.append(f"{path}:{line}: view room {room} reaches into view room {to_room} ({name});"
                                    f" views talk through the state room or hooks")


def check_views_keep_state(src, views, problems):
    """A view's state is its own: no header of a view room declares a variable."""
    for room in sorted(views):
        for path in sources(os.path.join(src, "app", room)):
            if not path.endswith(".h"):
                continue
            text = without_comments_and_strings(read(path))
            for m in re.finditer(r"^\s*extern\s+(?!\"C\")[^;(]*?(\w+)\s*(\[[^\]]*\])?\s*;", text, re.M):
                line = text.count("\n", 0, m.start()) + 1
                problems.append(f"{path}:{line}: view room {room} shares its state {m.group(1)}"
                                f" (views reach each other through the state room or hooks)")


def module_graph(src, owner):
    """(area, stem) -> set of (area, stem) it includes."""
    graph = {}
    where = {}
    for path in sources(src):
        area, _ = area_and_room(src, path)
        stem = os.path.splitext(os.path.basename(path))[0]
        node = (area, stem)
        graph.setdefault(node, set())
        where.setdefault(node, path)
        for _, name in includes(path):
            if name in owner:
                other = (owner[name][0], os.path.splitext(name)[0])
                if other != node:
                    graph[node].add(other)
    return graph, where


def circles(graph):
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = [0]
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in graph:
                    continue
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    comp.append(top)
                    if top == node:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def without_comments_and_strings(text):
    def blank(m):
        return re.sub(r"[^\n]", " ", m.group(0))

    return re.sub(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', blank, text, flags=re.S)


def top_level_bodies(text):
    """(text before the opening brace, brace offset, closing brace offset) of each top-level block."""
    depth, start = 0, 0
    for m in re.finditer(r"[{}]", text):
        if m.group(0) == "{":
            if depth == 0:
                start = m.start()
            depth += 1
        elif depth > 0:
            depth -= 1
            if depth == 0:
                yield text[max(0, start - 400):start], start, m.start()


def check_contracts(src, problems):
    """A function defined in X.c must be declared in X.h or in a header without a .c."""
    declared = {}
    stems_with_c = set()
    for path in sources(src):
        stem = os.path.splitext(os.path.basename(path))[0]
        if path.endswith(".c"):
            stems_with_c.add(stem)
            continue
        text = without_comments_and_strings(read(path))
        for m in re.finditer(r"\b(\w+)\s*\([^;{}()]*(?:\([^()]*\)[^;{}()]*)*\)\s*;", text):
            declared.setdefault(m.group(1), set()).add(stem)
    for path in sources(src):
        if not path.endswith(".c"):
            continue
        stem = os.path.splitext(os.path.basename(path))[0]
        text = without_comments_and_strings(read(path))
        for head, start, _ in top_level_bodies(text):
            m = re.search(r"(^|\n)([^\n;{}#=]*?)\b(\w+)\s*\([^;{}]*\)\s*$", head)
            if not m or "static" in m.group(2) or m.group(3) in ("if", "for", "while", "switch"):
                continue
            homes = declared.get(m.group(3), set())
            if homes and stem not in homes and all(h in stems_with_c for h in homes):
                line = text.count("\n", 0, start) + 1
                problems.append(f"{path}:{line}: {m.group(3)} is declared in {', '.join(sorted(h + '.h' for h in homes))},"
                                f" not in {stem}.h")


def function_lengths(path):
    """(name, first line, number of lines) of each function defined in a C file."""
    text = read(path)

    def blank(m):
        return re.sub(r"[^\n]", " ", m.group(0))

    text = re.sub(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', blank, text, flags=re.S)
    depth, name, start = 0, None, 0
    for m in re.finditer(r"[{}]", text):
        if m.group(0) == "{":
            if depth == 0:
                head = re.search(r"(\w+)\s*\([^;{}]*\)\s*$", text[max(0, m.start() - 400):m.start()])
                name = head.group(1) if head else None
                start = text.count("\n", 0, m.start()) + 1
            depth += 1
        else:
            depth -= 1
            if depth == 0 and name and name not in ("if", "for", "while", "switch"):
                yield name, start, text.count("\n", 0, m.start()) + 2 - start


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    ap.add_argument("--max-function-lines", type=int, default=0)
    args = ap.parse_args()
    src = os.path.join(args.root, "src")
    rooms = core_rooms(os.path.join(src, "core"))
    views, parts = set(), set()
    app_rooms = readme_rooms(os.path.join(src, "app"), views, parts)
    owner = headers_by_name(src, rooms)
    problems = []
    check_directions(src, rooms, app_rooms, owner, problems)
    check_room_circles(os.path.join(src, "core"), rooms, problems)
    check_room_circles(os.path.join(src, "app"), app_rooms, problems)
    check_views_keep_state(src, views, problems)
    check_views_apart(src, views, parts, owner, problems)
    graph, where = module_graph(src, owner)
    for comp in circles(graph):
        names = " <-> ".join(f"{a}/{s}" for a, s in comp)
        problems.append(f"{where[comp[0]]}:1: modules include each other in a circle: {names}")
    check_contracts(src, problems)
    if args.max_function_lines:
        for path in sources(src):
            if path.endswith(".c"):
                for name, line, n in function_lengths(path):
                    if n > args.max_function_lines and name not in EXEMPT_FUNCTIONS:
                        problems.append(f"{path}:{line}: function {name} is {n} lines"
                                        f" (at most {args.max_function_lines})")
    for p in problems:
        print(os.path.relpath(p.split(":")[0]) + p[len(p.split(":")[0]):])
    if problems:
        print(f"check_layout: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"check_layout: {len(rooms)} core rooms, {len(app_rooms)} app rooms ({len(views)} of views),"
          f" {len(graph)} modules, no wrong-way include, no circle")
    return 0


if __name__ == "__main__":
    sys.exit(main())
