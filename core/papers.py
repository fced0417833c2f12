"""The papers mechgen's schemes, formulations and examples come from, cited by author and year
(``mechgen list``, the help of ``--scheme``, the README's references).

The seeds are the five papers the project implements (``seed 000`` .. ``seed 004`` in
docstrings); the others are the sources of the IFToMM benchmarks and of ``genalpha``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Paper:
    """One publication: its authors (initials and surname), title, venue and year."""

    authors: tuple[str, ...]
    title: str
    venue: str
    year: int

    @property
    def cite(self) -> str:
        """Author-year citation: "Betsch & Leyendecker 2006", "Huang et al. 2001"."""
        names = [a.rsplit(" ", 1)[-1] for a in self.authors]
        if len(names) > 3:
            who = f"{names[0]} et al."
        elif len(names) > 1:
            who = f"{', '.join(names[:-1])} & {names[-1]}"
        else:
            who = names[0]
        return f"{who} {self.year}"

    @property
    def reference(self) -> str:
        """The full reference: authors, title, venue, year."""
        stop = "" if self.title.endswith(("?", "!", ".")) else "."
        return f"{', '.join(self.authors)}: {self.title}{stop} {self.venue}, {self.year}."


PAPERS = {
    "seed000": Paper(
        ("P. Betsch", "S. Leyendecker"),
        "The discrete null space method for the energy consistent integration of constrained "
        "mechanical systems. Part II: Multibody dynamics",
        "Int. J. Numer. Meth. Engng 67(4)",
        2006,
    ),
    "seed001": Paper(
        ("A. Kissel", "J. Taves", "D. Negrut"),
        "Constrained multibody kinematics and dynamics in absolute coordinates: a discussion "
        "of three approaches to representing rigid body rotation",
        "ASME (models: github.com/uwsbel/public-metadata, 2021/ASME/rA-formulation)",
        2021,
    ),
    "seed002": Paper(
        ("A. Mueller", "Z. Terze"),
        "Is there an optimal choice of configuration space for Lie group integration schemes "
        "applied to constrained MBS?",
        "ASME IDETC/CIE 2013, DETC2013-12151",
        2013,
    ),
    "seed003": Paper(
        ("C.-F. Huang", "C.-D. Yan", "S.-L. Jeng", "W.-H. Cheing"),
        "A constrained multibody system dynamics avoiding kinematic singularities",
        "JSME International Journal (received 12 May 2000)",
        2000,
    ),
    "seed004": Paper(
        ("W. Blajer", "W. Schiehlen", "W. Schirm"),
        "A projective criterion to the coordinate partitioning method for multibody dynamics",
        "Archive of Applied Mechanics 64",
        1994,
    ),
    "iftomm": Paper(
        ("M. Gonzalez", "D. Dopico", "U. Lugris", "J. Cuadrado"),
        "A benchmarking system for MBS simulation software: problem standardization and "
        "performance measurement (the IFToMM library of computational benchmarks, "
        "lim.ii.udc.es/mbsbenchmark)",
        "Multibody System Dynamics 16",
        2006,
    ),
    "arnold2007": Paper(
        ("M. Arnold", "O. Bruls"),
        "Convergence of the generalized-alpha scheme for constrained mechanical systems",
        "Multibody System Dynamics 18",
        2007,
    ),
}


def paper(key: str) -> Paper:
    """The paper of ``key`` (a key of :data:`PAPERS`)."""
    return PAPERS[key]
