"""The C backend: compile-and-run equivalence with numpy, whole-loop kernels, build cache,
golden C files (issue 3)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest
from helpers import FORMULATIONS, assert_entries_agree, bundled
from mechgen.core import clib as build
from mechgen.core.errors import BuildError
from mechgen.core.kernel_interface import INTERFACES
from mechgen.examples import BUNDLED
from mechgen.pipeline import GENERATED_DIR
from mechgen.runtime import load_module, simulate

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def isolated_cache(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "c-cache"))


def c_module(name: str, formulation: str):
    return load_module(Path(GENERATED_DIR) / f"{name}_{formulation}_c.py")


@pytest.mark.parametrize("formulation", FORMULATIONS)
@pytest.mark.parametrize("name", BUNDLED)
def test_every_c_function_agrees_with_numpy(name, formulation):
    """Compiled with -Wall -Wextra -Werror (mechgen.core.clib.FLAGS); relative error 1e-12."""
    c, py = c_module(name, formulation), bundled(name, formulation)
    assert c.BACKEND == "c" and c.ENTRIES == py.ENTRIES and c.METADATA == py.METADATA
    assert_entries_agree(c, py, np.random.default_rng(4), 3)


@pytest.mark.parametrize("formulation", FORMULATIONS)
@pytest.mark.parametrize("name", BUNDLED)
def test_forward_dynamics_solves_the_index1_equations(name, formulation):
    """forward_dynamics (one C call; numpy's solve in the numpy module) gives the
    accelerations the runtime starts its schemes from (the index-1 equations by LAPACK's LU),
    at a state half a second into a run: to 1e-10 of their size (round-off of two LU solves of
    a system whose condition number is below 1e5 for these mechanisms)."""
    from mechgen.runtime import Model
    from mechgen.runtime.index1 import least_squares_accelerations

    c, py = c_module(name, formulation), bundled(name, formulation)
    run = simulate(py, "index3", 1e-3, 0.5)
    q, v, t = run.traj.q[-1], run.traj.v[-1], float(run.traj.t[-1])
    reference, _ = least_squares_accelerations(Model(py), q, v, t)
    scale = max(1.0, np.abs(reference).max())
    p = Model(py).p
    for module in (c, py):
        assert module.forward_dynamics(q, v, t, p).shape == (py.N_V,)
        assert np.abs(module.forward_dynamics(q, v, t, p) - reference).max() < 1e-10 * scale


def test_entry_calls_from_threads_share_no_arrays():
    """An entry copies its inputs into arrays whose addresses it took once, per thread (the C
    call releases the GIL): calls from several threads at once, and results kept across calls,
    must each stay their own. Every thread checks its results against numpy's."""
    c, py = c_module("slider_crank", "rA"), bundled("slider_crank", "rA")
    rng = np.random.default_rng(5)
    inputs = [(rng.standard_normal(c.N_Q), rng.random(len(c.PARAMETERS)) + 0.5) for _ in range(8)]
    expected = [py.M(q, p) for q, p in inputs]

    def run(k):
        kept = [c.M(*inputs[(k + i) % 8]) for i in range(400)]
        return all(np.allclose(m, expected[(k + i) % 8], rtol=1e-12) for i, m in enumerate(kept))

    with ThreadPoolExecutor(4) as pool:
        assert all(pool.map(run, range(8)))
    with pytest.raises(ValueError, match=r"q must have shape \(36,\), got \(3,\)"):
        c.M(np.zeros(3), inputs[0][1])
    # forward_dynamics also takes work memory, one block per thread
    states = [(q, rng.standard_normal(c.N_V), p) for q, p in inputs]
    solved = [py.forward_dynamics(q, v, 0.1, p) for q, v, p in states]

    def dynamics(k):
        kept = [
            c.forward_dynamics(*states[(k + i) % 8][:2], 0.1, states[(k + i) % 8][2])
            for i in range(200)
        ]
        return all(
            np.allclose(a, solved[(k + i) % 8], rtol=1e-9, atol=1e-12) for i, a in enumerate(kept)
        )

    with ThreadPoolExecutor(4) as pool:
        assert all(pool.map(dynamics, range(8)))


@pytest.mark.parametrize("name", BUNDLED)
def test_index3_kernel_matches_the_numpy_path(name):
    for formulation in FORMULATIONS:
        ref = simulate(bundled(name, formulation), "index3", 1e-3, 0.5)
        got = simulate(c_module(name, formulation), "index3", 1e-3, 0.5)
        assert got.backend == "c"
        np.testing.assert_allclose(got.q, ref.q, rtol=0, atol=1e-10)
        np.testing.assert_allclose(got.v, ref.v, rtol=0, atol=1e-10 * max(1, np.abs(ref.v).max()))
        # same Newton path; a step whose last correction sits at the tolerance may differ by one
        assert np.mean(got.newton_iterations != ref.newton_iterations) < 0.01


@pytest.mark.parametrize("name", ("single_pendulum", "four_link", "slider_crank"))
def test_kinematics_kernel_matches_the_numpy_path(name):
    ref = simulate(bundled(name, "rA"), "kinematics", 1e-3, 1.0)
    got = simulate(c_module(name, "rA"), "kinematics", 1e-3, 1.0)
    np.testing.assert_allclose(got.q, ref.q, rtol=0, atol=1e-10)
    np.testing.assert_allclose(got.v, ref.v, rtol=0, atol=1e-9)


def test_kernel_failure_names_step_and_time(tmp_path):
    from mechgen.core.errors import SolverError
    from mechgen.examples import load_mechanism
    from mechgen.pipeline import generate

    paths = generate(load_mechanism("slider_crank", driver="dp1"), "rA", "c", directory=tmp_path)
    mod = load_module(next(p for p in paths if p.name.endswith("_c.py")))
    with pytest.raises(SolverError, match=r"step 25\d \(t = 0.25\d*\): "):
        simulate(mod, "kinematics", 1e-3, 0.5)


def _copy_source(tmp_path: Path, name: str = "slider_crank_rA") -> Path:
    for suffix in (".c", ".h"):
        (tmp_path / f"{name}{suffix}").write_text(
            (Path(GENERATED_DIR) / f"{name}{suffix}").read_text()
        )
    return tmp_path / f"{name}.c"


def test_changed_source_rebuilds(tmp_path):
    source = _copy_source(tmp_path)
    first = build.build(source)
    assert build.build(source) == first
    source.write_text(source.read_text() + "\n/* changed */\n")
    second = build.build(source)
    assert second != first and second.is_file()


def test_corrupted_library_is_rebuilt(tmp_path):
    """A truncated or overwritten library in the cache is rebuilt. Its source is made unique
    first: the cache is keyed by the source, and overwriting the bundled module's library in
    place would pull the pages from under every test of this process that has it loaded (a bus
    error)."""
    source = _copy_source(tmp_path)
    source.write_text(source.read_text() + "\n/* test_corrupted_library_is_rebuilt */\n")
    lib = build.build(source)
    good = lib.read_bytes()
    lib.write_bytes(good[: len(good) // 2])  # truncated
    assert build.build(source) == lib
    assert lib.read_bytes() == good
    lib.write_bytes(b"\x00" * len(good))  # corrupted, same size
    build.load_library(source)
    assert lib.read_bytes() == good
    sidecar = lib.with_suffix(".sha256")
    sidecar.write_bytes(b"\xff\xfe garbage")  # not even text: a corrupt entry (issue 37)
    assert build.build(source) == lib
    assert lib.read_bytes() == good and sidecar.read_text().strip() == build._sha256(lib)


def test_concurrent_builds_do_not_clash(tmp_path):
    source = _copy_source(tmp_path)
    script = textwrap.dedent(f"""
        from mechgen.core.clib import load_library
        lib = load_library({str(source)!r})
        print(lib.mg_slider_crank_rA_Phi is not None)
    """)
    env = dict(os.environ)
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", script],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    outs = [p.communicate() for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    assert all(o.strip() == "True" for o, _ in outs)
    assert len(list(build.library_path(source).parent.glob(".build-*"))) == 0


def test_missing_compiler_is_a_clear_error(tmp_path, monkeypatch):
    source = _copy_source(tmp_path)
    source.write_text(source.read_text() + "\n/* not built yet */\n")
    monkeypatch.setenv("CC", "no-such-cc-mechgen")
    with pytest.raises(
        BuildError,
        match=r"no C compiler found \(looked for no-such-cc-mechgen\)"
        r"; install one, set CC, or use --backend numpy",
    ):
        build.build(source)


def test_failing_compile_shows_the_compiler_message(tmp_path):
    source = _copy_source(tmp_path)
    source.write_text(source.read_text() + "\nint broken( {\n")
    with pytest.raises(
        BuildError,
        match=r"(?s)compiling 'slider_crank_rA.c' failed.*error.*"
        r"use --backend numpy",
    ):
        build.build(source)


@pytest.mark.parametrize("joint", ("spherical", "revolute"))
def test_banded_kernel_on_a_chain_matches_numpy(joint, tmp_path):
    """Long chains take the banded LU path (reverse Cuthill-McKee ordering) of the index-3
    kernel, which factors genalpha_matrix for every index-3 scheme."""
    from mechgen.examples.spatial_chain import build as chain
    from mechgen.pipeline import generate
    from mechgen.runtime import required_entries

    entries = required_entries("index3")
    generate(chain(10, joint), "rA", "c", entries, "index3", tmp_path)
    generate(chain(10, joint), "rA", "numpy", entries, "index3", tmp_path)
    assert "genalpha_matrix_band" in (tmp_path / "chain10_rA.h").read_text()
    got = simulate(load_module(tmp_path / "chain10_rA_c.py"), "index3", 1e-3, 0.3)
    ref = simulate(load_module(tmp_path / "chain10_rA.py"), "index3", 1e-3, 0.3)
    np.testing.assert_allclose(got.q, ref.q, rtol=0, atol=1e-10)
    np.testing.assert_allclose(got.v, ref.v, rtol=0, atol=1e-9)
    assert got.constraint_violation.max() < 1e-10


def test_a_run_the_kernel_does_not_cover_says_it_steps_in_python(kernel_calls, tmp_path):
    """Never a silent fall-back to a loop hundreds of times slower (issue 36): a compiled
    module whose kernel does not cover the run (taylor with a singular mass matrix, index3
    with --augmented, any scheme with record_cond) steps in Python and says so in a notice,
    naming what the kernel does not cover; a covered run says nothing of it."""
    from helpers import emitted_both
    from mechgen.examples import load_mechanism

    point_mass = emitted_both(load_mechanism("point_mass_pendulum"), "rA", tmp_path)["c"]
    taylor = simulate(point_mass, "taylor", 1e-3, 0.01)
    assert any("does not cover a singular mass matrix" in n for n in taylor.notices)
    module = c_module("slider_crank", "rA")
    augmented = simulate(module, "index3", 1e-3, 0.01, augmented=True)
    assert any(
        "index3 kernel does not cover --augmented: this run steps" in n for n in augmented.notices
    )
    recorded = simulate(module, "kinematics", 1e-3, 0.01, record_cond=True)
    assert any("kinematics kernel does not cover --record-cond" in n for n in recorded.notices)
    assert kernel_calls == []
    covered = simulate(module, "index3", 1e-3, 0.01)
    assert kernel_calls == ["index3"]
    assert not any("does not cover" in n for n in covered.notices)


#: a caller of an emitted module without its Python wrapper: its sizes, layout and entries
CALLER = """
#include <stdio.h>
#include "double_pendulum_rA.h"

int main(void)
{
    int n_q, n_v, n_c, n_p;
    const int layout = mg_double_pendulum_rA_sizes(&n_q, &n_v, &n_c, &n_p);
    const int n = mg_double_pendulum_rA_n_entries();
    printf("%d %d %d %d %d %d\\n", layout, MG_DOUBLE_PENDULUM_RA_LAYOUT, n_q, n_v, n_c, n_p);
    for (int i = 0; i < n; ++i) {
        printf("%s\\n", mg_double_pendulum_rA_entry_name(i));
    }
    printf("%s\\n", mg_double_pendulum_rA_entry_name(n) == NULL ? "end" : "past the end");
    return mg_double_pendulum_rA_entry_name(-1) != NULL;
}
"""


@pytest.mark.parametrize("language", ["c", "c++"])
def test_the_header_serves_c_and_cpp_callers_with_its_sizes_and_entries(language, tmp_path):
    """Issue 38: the header had no extern "C" guard (a C++ caller failed to link) and no query
    functions (CasADi's generated code has them). The golden module, compiled as C, is called
    from C and from C++: sizes, layout and entry names are the wrapper's METADATA."""
    import shutil

    cc = build.compiler()
    compiler = cc if language == "c" else shutil.which("c++") or shutil.which("g++")
    if compiler is None:
        pytest.skip("no C++ compiler (c++ or g++) on this machine")
    source = GENERATED_DIR / "double_pendulum_rA.c"
    obj = tmp_path / "module.o"
    subprocess.run(
        [cc, "-std=c99", "-c", str(source), "-I", str(GENERATED_DIR), "-o", str(obj)], check=True
    )
    caller = tmp_path / ("caller.c" if language == "c" else "caller.cpp")
    caller.write_text(CALLER)
    program = tmp_path / "caller"
    subprocess.run(
        [compiler, str(caller), str(obj), "-I", str(GENERATED_DIR), "-lm", "-o", str(program)],
        check=True,
    )
    out = subprocess.run([str(program)], capture_output=True, text=True, check=True)
    lines = out.stdout.splitlines()
    module = c_module("double_pendulum", "rA")
    meta = module.METADATA
    assert lines[0].split() == [str(x) for x in (meta["layout"], meta["layout"])] + [
        str(x) for x in (module.N_Q, module.N_V, module.N_C, len(module.PARAMETERS))
    ]
    assert lines[1:-1] == list(module.ENTRIES) and lines[-1] == "end"


#: a caller that runs a whole-loop kernel from C alone: it asks for the work memory, owns it,
#: and reports the status of a run with too little of it
KERNEL_CALLER = """
#include <stdio.h>
#include <stdlib.h>
#include "single_pendulum_rA.h"

int main(void)
{
    enum { STEPS = %(steps)d, NQ = MG_SINGLE_PENDULUM_RA_N_Q, NV = MG_SINGLE_PENDULUM_RA_N_V };
    static double q[(STEPS + 1) * NQ] = { %(q0)s }, v[(STEPS + 1) * NV] = { %(v0)s };
    static double a[(STEPS + 1) * NV] = { %(a0)s };
    static int iterations[STEPS + 1];
    int fail = -1;
    const size_t n_work = mg_single_pendulum_rA_kinematics_work();
    double *work = malloc(sizeof(double) * n_work);
    const int short_status = mg_single_pendulum_rA_kinematics_run(
        NULL, %(h)r, 0.0, STEPS, %(tol)r, %(rtol)r, %(max_iter)d, q, v, a, iterations, &fail,
        work, n_work - 1);
    const int status = mg_single_pendulum_rA_kinematics_run(
        NULL, %(h)r, 0.0, STEPS, %(tol)r, %(rtol)r, %(max_iter)d, q, v, a, iterations, &fail,
        work, n_work);
    printf("%%d %%d %%d\\n", short_status == MG_WORK_TOO_SMALL, status, (int)(n_work > 0));
    for (int i = 0; i < NQ; ++i) {
        printf("%%.17g\\n", q[STEPS * NQ + i]);
    }
    free(work);
    return 0;
}
"""


def test_a_kernel_runs_from_c_alone_with_work_memory_its_caller_owns(tmp_path):
    """Issue 38: a kernel's interface is declared once (mechgen.core.kernel_interface) and a
    kernel allocates nothing. A C program sizes the work memory with ``<name>_work``, runs the
    kinematics kernel of the golden single pendulum, and gets the Python binding's answer;
    with one double too few it is refused with MG_WORK_TOO_SMALL. Tolerance: both runs take
    the same Newton iterations on the same code, compiled with different optimization flags
    (neither contracts to FMA under -std=c99), so they agree to round-off; 1e-12 m leaves
    room for a last correction at the tolerance."""
    module = c_module("single_pendulum", "rA")
    start = simulate(module, "kinematics", 1e-3, 1e-3)
    steps, h, tol, rtol, max_iter = 20, 1e-3, 1e-10, 1e-12, 25
    q, v, a = (np.zeros((steps + 1, n)) for n in (module.N_Q, module.N_V, module.N_V))
    q[0], v[0], a[0] = start.q[0], start.v[0], start.traj.a[0]
    iterations = np.zeros(steps + 1, dtype=np.intc)
    status, _ = module.kinematics_kernel(
        [], h, 0.0, steps, tol=tol, rtol=rtol, max_iter=max_iter,
        q_out=q, v_out=v, a_out=a, iterations=iterations,
    )  # fmt: skip
    assert status == 0
    literal = lambda x: ", ".join(repr(float(c)) for c in x)  # noqa: E731
    caller = tmp_path / "caller.c"
    caller.write_text(
        KERNEL_CALLER
        % dict(
            steps=steps,
            h=h,
            tol=tol,
            rtol=rtol,
            max_iter=max_iter,
            q0=literal(q[0]),
            v0=literal(v[0]),
            a0=literal(a[0]),
        )  # fmt: skip
    )
    cc, program = build.compiler(), tmp_path / "caller"
    source = GENERATED_DIR / "single_pendulum_rA.c"
    subprocess.run(
        [cc, "-std=c99", "-O2", "-Wall", "-Werror", str(caller), str(source), "-I",
         str(GENERATED_DIR), "-lm", "-o", str(program)],
        check=True,
    )  # fmt: skip
    lines = subprocess.run([str(program)], capture_output=True, text=True, check=True).stdout
    flags, *values = lines.split("\n")[:-1]
    assert flags.split() == ["1", "0", "1"]
    np.testing.assert_allclose(np.array(values, dtype=float), q[-1], rtol=0, atol=1e-12)
    assert np.linalg.norm(q[-1] - q[0]) > 1e-3  # the driven pendulum moved


def test_a_kernel_names_the_arguments_its_interface_declares():
    """The Python binding of a kernel takes its settings and outputs by the names of its
    declaration: a missing or unknown one is refused by name, and an output the kernel writes
    into must be an array of the declared shape (a copy would lose the results)."""
    module = c_module("single_pendulum", "rA")
    q, v, a = np.zeros((3, module.N_Q)), np.zeros((3, module.N_V)), np.zeros((3, module.N_V))
    iterations = np.zeros(3, dtype=np.intc)
    outputs = dict(q_out=q, v_out=v, a_out=a, iterations=iterations)
    with pytest.raises(TypeError, match=r"unknown: tolerance, missing: tol$"):
        module.kinematics_kernel([], 1e-3, 0.0, 2, tolerance=1e-10, rtol=0, max_iter=5, **outputs)
    outputs["v_out"] = np.zeros((3, module.N_V + 1))
    with pytest.raises(ValueError, match=r"v_out must be a C-contiguous float64 array of shape"):
        module.kinematics_kernel([], 1e-3, 0.0, 2, tol=1e-10, rtol=0, max_iter=5, **outputs)


def test_no_emitted_c_allocates_memory(tmp_path):
    """Issue 38: no kernel or entry allocates: work memory belongs to the caller. Checked on
    every golden source and on modules with the director, se3 and relative kernels."""
    from mechgen.examples import load_mechanism
    from mechgen.pipeline import generate

    sources = list(Path(GENERATED_DIR).glob("*.c"))
    for name, formulation in (("gyro_top", "director"), ("heavy_top", "se3")):
        paths = generate(load_mechanism(name), formulation, "c", directory=tmp_path)
        sources += [p for p in paths if p.suffix == ".c"]
    kernels = set()
    for source in sources:
        text = source.read_text()
        assert not any(f"{call}(" in text for call in ("malloc", "calloc", "realloc", "free"))
        kernels |= {k for k in INTERFACES if f"_{k.replace('-', '_')}_run(" in text}
    assert kernels == set(INTERFACES)


def test_loading_the_c_source_instead_of_its_wrapper_names_the_wrapper(tmp_path):
    """generate(..., "c") writes the source, the header and the Python wrapper; loading the
    first of them (the .c file) used to end in an AttributeError from importlib. It is a
    BuildError that names the wrapper to load."""
    from mechgen import generate, load_mechanism

    paths = generate(load_mechanism("single_pendulum"), "rA", "c", directory=tmp_path)
    source = next(p for p in paths if p.suffix == ".c")
    wrapper = next(p for p in paths if p.name.endswith("_c.py"))
    with pytest.raises(BuildError, match=rf"a C module loads through its wrapper '{wrapper}'"):
        load_module(source)
