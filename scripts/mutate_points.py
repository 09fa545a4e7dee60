"""The mutants of scripts/mutate.py: small AST changes to comparisons, numbers and arithmetic,
each with the lines coverage can see for it."""

from __future__ import annotations

import ast
import copy
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SWAP_COMPARE: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
    ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}
SWAP_BINOP: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Div, ast.Div: ast.Mult,
    ast.FloorDiv: ast.Div, ast.Pow: ast.Mult, ast.Mod: ast.FloorDiv,
}


@dataclass(frozen=True, kw_only=True, slots=True)
class Mutant:
    """One change: which node of which module, what it was and what it becomes."""

    module: str
    ordinal: int  # the node's place in ast.walk order
    line: int
    before: str
    after: str
    first: int = 0  # the lines coverage can see for it: its statement's first line ...
    last: int = 0  # ... to the node's last line

    def key(self) -> tuple[str, int, str, str]:
        """What names the mutant across runs: module, node, what it was and what it becomes
        (a node's place alone may name another node once its module is edited)."""
        return (self.module, self.ordinal, self.before, self.after)



def _in_fstring(tree: ast.AST) -> set[int]:
    """ids of the nodes left alone: inside f-strings (their numbers only change text), in
    decorators (`frozen=True`, `slots=True` shape a class, not a rule) and a zip's `strict`
    (where the lengths agree, as in working code, True and False give the same pairs; it is a
    check on the code, not a rule)."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            inside.update(id(n) for n in ast.walk(node))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "zip":
            inside.update(id(k.value) for k in node.keywords if k.arg == "strict")
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            for decorator in node.decorator_list:
                inside.update(id(n) for n in ast.walk(decorator))
    return inside


def _change(node: ast.AST) -> str | None:
    """Mutate `node` in place; return what it became (None when it is not a mutation point)."""
    if isinstance(node, ast.Compare):
        first = type(node.ops[0])
        if first in SWAP_COMPARE:
            node.ops[0] = SWAP_COMPARE[first]()
            return ast.unparse(node)
    elif isinstance(node, ast.BinOp | ast.AugAssign):
        kind = type(node.op)
        if kind in SWAP_BINOP:
            node.op = SWAP_BINOP[kind]()
            return ast.unparse(node)
    elif isinstance(node, ast.Constant) and not isinstance(node.value, str | bytes):
        value = node.value
        if isinstance(value, bool):
            node.value = not value
        elif isinstance(value, int | float):
            node.value = value + 1
        else:
            return None
        return repr(node.value)
    return None


def _points(tree: ast.AST) -> Iterator[tuple[int, ast.AST]]:
    skip = _in_fstring(tree)
    for ordinal, node in enumerate(ast.walk(tree)):
        if (isinstance(node, ast.Compare | ast.BinOp | ast.AugAssign | ast.Constant)
                and id(node) not in skip and _change(_copy(node)) is not None):
            yield ordinal, node


def _copy(node: ast.AST) -> ast.AST:
    return copy.deepcopy(node)


def mutants_of(module: Path) -> list[Mutant]:
    """Every mutation point of one module, in source order."""
    tree = ast.parse(module.read_text(encoding="utf-8"))
    statement: dict[int, ast.stmt] = {}
    for parent in ast.walk(tree):
        if isinstance(parent, ast.stmt):
            for child in ast.walk(parent):
                statement[id(child)] = parent  # (walk is outer first: the innermost wins)
    out = []
    for ordinal, node in sorted(_points(tree), key=lambda p: (getattr(p[1], "lineno", 0), p[0])):
        before = ast.unparse(node)
        after = _change(_copy(node))
        line = getattr(node, "lineno", 0)
        out.append(Mutant(module=str(module.relative_to(ROOT)), ordinal=ordinal, line=line,
                          before=before, after=str(after), first=statement[id(node)].lineno,
                          last=getattr(node, "end_lineno", line) or line))
    return out


def mutated_source(mutant: Mutant, source: str | None = None) -> str:
    """The module's source (`source`, else the worktree's file) with the one change applied."""
    text = (ROOT / mutant.module).read_text(encoding="utf-8") if source is None else source
    tree = ast.parse(text)
    node = next(n for i, n in enumerate(ast.walk(tree)) if i == mutant.ordinal)
    if ast.unparse(node) != mutant.before:  # the module was edited after the mutants were listed
        raise RuntimeError(f"{mutant.module}:{mutant.line}: '{mutant.before}' is no longer "
                           "there; list the mutants again")
    _change(node)
    return ast.unparse(tree) + "\n"
